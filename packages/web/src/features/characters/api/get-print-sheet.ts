import { useQuery } from '@tanstack/react-query';
import type { PrintSheet } from '@club/shared/contract/print';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

/** One character as printed: its sheet, owner and known languages. */
export function getPrintSheet(id: number): Promise<PrintSheet> {
  return apiRequest<PrintSheet>(`characters/${id}/print`);
}

export function usePrintSheet(id: number | null) {
  return useQuery({
    queryKey: [...characterKeys.detail(id ?? 0), 'print'],
    queryFn: () => getPrintSheet(id ?? 0),
    enabled: id !== null,
  });
}
