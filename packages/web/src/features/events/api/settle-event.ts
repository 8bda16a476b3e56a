import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettleResponse } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** POST events/{id}/settle: staff close the event and award XP to those who came. */
export function settleEvent(eventId: number): Promise<SettleResponse> {
  return apiRequest<SettleResponse>(`events/${eventId}/settle`, { method: 'POST' });
}

export function useSettleEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => settleEvent(eventId),
    onSuccess: async (answer) => {
      queryClient.setQueryData(eventKeys.detail(eventId), answer.event);
      // The characters' XP changed too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['characters'] }),
      ]);
    },
  });
}
