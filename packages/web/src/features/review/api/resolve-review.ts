import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import type { ReviewResolve } from '@club/shared/contract/review';
import { apiRequest } from '../../../api/client';
import { needsReviewKey } from './get-needs-review';

/**
 * POST characters/{id}/review (staff): unlock the sheet for the member to rebuild, or
 * accept it as it is with a note.
 */
export function resolveReview(characterId: number, body: ReviewResolve): Promise<Character> {
  return apiRequest<Character>(`characters/${characterId}/review`, { method: 'POST', body });
}

export function useResolveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ characterId, body }: { characterId: number; body: ReviewResolve }) =>
      resolveReview(characterId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: needsReviewKey }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['characters'] }),
      ]),
  });
}
