import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Background, BackgroundReview } from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import { staffWorkQuery } from '../../../api/queries/staff-work';
import * as apiPaths from '../../../config/api-paths';
import { backgroundQuery } from './get-background';
import { waitingBackgroundsQuery } from './get-waiting-backgrounds';

/** POST characters/{id}/background/review: staff approve or ask for changes. */
export function reviewBackground(characterId: number, body: BackgroundReview): Promise<Background> {
  return apiRequest<Background>(apiPaths.characters.reviewBackground(characterId), {
    method: 'POST',
    body,
  });
}

export function useReviewBackground(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BackgroundReview) => reviewBackground(characterId, body),
    onSuccess: (background) => {
      queryClient.setQueryData(backgroundQuery(characterId).queryKey, background);
      // The staff work list and the waiting list count one fewer.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: waitingBackgroundsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: staffWorkQuery.queryKey }),
      ]);
    },
  });
}
