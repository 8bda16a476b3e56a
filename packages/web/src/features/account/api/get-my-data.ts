import { useQuery } from '@tanstack/react-query';
import type { AccountExport } from '@club/shared/contract/account';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET me/export, read to be shown as a page (the same answer the JSON file saves). */
export const myDataQuery = { ...apiQuery<AccountExport>(apiPaths.me.export), staleTime: 0 };

export function useMyData() {
  return useQuery(myDataQuery);
}
