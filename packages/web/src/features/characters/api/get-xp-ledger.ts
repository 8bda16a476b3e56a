import { useQuery } from '@tanstack/react-query';
import type { XpLedgerResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function getXpLedger(id: number): Promise<XpLedgerResponse> {
  return apiRequest<XpLedgerResponse>(`characters/${id}/xp`);
}

export function useXpLedger(id: number | null) {
  return useQuery({
    queryKey: characterKeys.xp(id ?? 0),
    queryFn: () => getXpLedger(id ?? 0),
    enabled: id !== null,
  });
}
