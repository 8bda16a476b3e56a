import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentCreate, PaymentResponse } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { staffWorkQuery } from '../../../api/queries/staff-work';
import * as apiPaths from '../../../config/api-paths';
import { eventsQuery } from './get-events';

/** POST events/{id}/signups/{signupId}/payments (staff): money received, or refunded. */
export function recordPayment(
  eventId: number,
  signupId: number,
  body: PaymentCreate,
): Promise<PaymentResponse> {
  return apiRequest<PaymentResponse>(apiPaths.events.payments(eventId, signupId), {
    method: 'POST',
    body,
  });
}

/** Refreshes every event read (the sign-up, its entries, the totals) and staff's counts. */
export function useRecordPayment(eventId: number, signupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentCreate) => recordPayment(eventId, signupId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: staffWorkQuery.queryKey }),
      ]),
  });
}
