import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@club/shared/contract/settings';
import { settingsQuery } from '../../../api/queries/settings';

const retentionDays = (settings: Settings) => settings.event_data_retention_days;
const paymentInstructions = (settings: Settings) => settings.payment_instructions;

/** How many days after an event diets, allergies and contacts are kept (a server setting). */
export function useRetentionDays() {
  return useQuery({ ...settingsQuery, select: retentionDays });
}

/** To whom members pay (a board setting): a change in Manage → Club settings shows at once. */
export function usePaymentInstructions() {
  return useQuery({ ...settingsQuery, select: paymentInstructions });
}
