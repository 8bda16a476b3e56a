import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@club/shared/contract/settings';
import { apiRequest } from '../../../api/client';
import { settingsQuery } from '../../../api/queries/settings';
import * as apiPaths from '../../../config/api-paths';

/**
 * PUT settings `{payment_instructions}` (the board), from the event form: to whom members
 * pay, for every event. An empty text clears it.
 */
export function savePaymentInstructions(text: string): Promise<Settings> {
  return apiRequest<Settings>(apiPaths.settings, {
    method: 'PUT',
    body: { payment_instructions: text },
  });
}

export function useSavePaymentInstructions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentInstructions,
    onSuccess: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  });
}
