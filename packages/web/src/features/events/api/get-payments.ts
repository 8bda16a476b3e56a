import { useQuery } from '@tanstack/react-query';
import type { PaymentsResponse } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/signups/{signupId}/payments: the money received and given back. */
export function paymentsQuery(eventId: number, signupId: number) {
  return apiQuery<PaymentsResponse>(apiPaths.events.payments(eventId, signupId));
}

export function usePayments(eventId: number, signupId: number) {
  return useQuery(paymentsQuery(eventId, signupId));
}
