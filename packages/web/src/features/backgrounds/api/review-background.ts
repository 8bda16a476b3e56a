import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Background, BackgroundReview } from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import { backgroundKeys } from './query-keys';

/** POST characters/{id}/background/review: staff approve or ask for changes. */
export function reviewBackground(characterId: number, body: BackgroundReview): Promise<Background> {
  return apiRequest<Background>(`characters/${characterId}/background/review`, {
    method: 'POST',
    body,
  });
}

export function useReviewBackground(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BackgroundReview) => reviewBackground(characterId, body),
    onSuccess: (background) => {
      queryClient.setQueryData(backgroundKeys.background(characterId), background);
      // The staff work list and the waiting list count one fewer.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: backgroundKeys.waiting() }),
        queryClient.invalidateQueries({ queryKey: ['staff-work'] }),
      ]);
    },
  });
}
