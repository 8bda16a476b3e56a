import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INVENTORY_LIMITS } from '@club/shared/contract/inventory-constants';
import type { RecipientsResponse } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** GET item-recipients?q=…: characters by name (players: active ones only). */
export function searchRecipients(text: string): Promise<RecipientsResponse> {
  return apiRequest<RecipientsResponse>(`item-recipients?q=${encodeURIComponent(text)}`, {
    quiet: true,
  });
}

export function useRecipients(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: inventoryKeys.recipients(query.toLowerCase()),
    queryFn: () => searchRecipients(query),
    enabled: query.length >= INVENTORY_LIMITS.searchMin,
    placeholderData: keepPreviousData,
  });
}
