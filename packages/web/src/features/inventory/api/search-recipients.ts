import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INVENTORY_LIMITS } from '@club/shared/contract/inventory-constants';
import type { RecipientsResponse } from '@club/shared/contract/inventory';
import { apiQuery, QUIET } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET item-recipients?q=…: characters by name (players: active ones only). */
export function recipientsQuery(text: string) {
  return apiQuery<RecipientsResponse>(apiPaths.inventory.recipients(text));
}

export function useRecipients(text: string) {
  const query = text.trim();
  return useQuery({
    ...recipientsQuery(query),
    enabled: query.length >= INVENTORY_LIMITS.searchMin,
    placeholderData: keepPreviousData,
    meta: QUIET,
  });
}
