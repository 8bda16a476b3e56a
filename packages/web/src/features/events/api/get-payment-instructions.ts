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

/** How many days after an event diets, allergies and contacts are kept (a server setting). */
export function useRetentionDays() {
  return useQuery({
    queryKey: ['settings'],
    queryFn: getSettingsForPayment,
    staleTime: 5 * 60_000,
    select: (settings) => settings.event_data_retention_days,
  });
}

export function usePaymentInstructions() {
  return useQuery({
    queryKey: ['settings'],
    queryFn: getSettingsForPayment,
    staleTime: 5 * 60_000,
    select: (settings) => settings.payment_instructions,
  });
}
