import { useQuery } from '@tanstack/react-query';
import type { XpLedgerResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { userKeys } from './query-keys';

export function getXpLedger(characterId: number): Promise<XpLedgerResponse> {
  return apiRequest<XpLedgerResponse>(`characters/${characterId}/xp`, { quiet: true });
}

export function useXpLedger(characterId: number, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.ledger(characterId),
    queryFn: () => getXpLedger(characterId),
    enabled,
  });
}
