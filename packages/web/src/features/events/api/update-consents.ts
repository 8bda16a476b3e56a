import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentUpdate, EventConsents } from '@club/shared/contract/household';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { consentsQuery } from './get-consents';
import { eventQuery } from './get-event';

/** PUT events/{id}/consents: gives, refuses or withdraws a consent. */
export function updateConsents(eventId: number, body: ConsentUpdate): Promise<EventConsents> {
  return apiRequest<EventConsents>(apiPaths.events.consents(eventId), { method: 'PUT', body });
}

export function useUpdateConsents(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentUpdate) => updateConsents(eventId, body),
    onSuccess: (consents) => {
      queryClient.setQueryData(consentsQuery(eventId).queryKey, consents);
      // The sign-up's state (awaiting consent, photos) changes with it.
      void queryClient.invalidateQueries({ queryKey: eventQuery(eventId).queryKey });
    },
  });
}
