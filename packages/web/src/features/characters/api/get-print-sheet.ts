import { useQuery } from '@tanstack/react-query';
import type { PrintSheet } from '@club/shared/contract/print';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** One character as printed: its sheet, owner and known languages. */
export function printSheetQuery(id: number) {
  return apiQuery<PrintSheet>(apiPaths.characters.print(id));
}

export function usePrintSheet(id: number | null) {
  return useQuery({ ...printSheetQuery(id ?? 0), enabled: id !== null });
}
