import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDefaults } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { eventDefaultsQuery } from './get-event-defaults';

/** PUT me/event-defaults: the member's usual sign-up details, for the next form. */
export function saveEventDefaults(body: EventDefaults): Promise<EventDefaults> {
  return apiRequest<EventDefaults>(apiPaths.me.eventDefaults, { method: 'PUT', body });
}

export function useSaveEventDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventDefaults,
    onSuccess: (saved) => queryClient.setQueryData(eventDefaultsQuery.queryKey, saved),
  });
}
