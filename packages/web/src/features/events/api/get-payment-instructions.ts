import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@club/shared/contract/settings';
import { apiRequest } from '../../../api/client';

/**
 * GET settings: to whom members pay (a board setting). Kept under the settings answer's
 * own key, so a change in Manage → Club settings shows here at once.
 */
export function getSettingsForPayment(): Promise<Settings> {
  return apiRequest<Settings>('settings');
}

export function usePaymentInstructions() {
  return useQuery({
    queryKey: ['settings'],
    queryFn: getSettingsForPayment,
    staleTime: 5 * 60_000,
    select: (settings) => settings.payment_instructions,
  });
}
