import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettleResponse } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { refreshCharacters } from '../../../api/queries/characters';
import * as apiPaths from '../../../config/api-paths';
import { eventQuery } from './get-event';
import { eventsQuery } from './get-events';

/** POST events/{id}/settle: staff close the event and award XP to those who came. */
export function settleEvent(eventId: number): Promise<SettleResponse> {
  return apiRequest<SettleResponse>(apiPaths.events.settle(eventId), { method: 'POST' });
}

export function useSettleEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => settleEvent(eventId),
    onSuccess: async (answer) => {
      queryClient.setQueryData(eventQuery(eventId).queryKey, answer.event);
      // The characters' XP changed too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey }),
        refreshCharacters(queryClient),
      ]);
    },
  });
}
