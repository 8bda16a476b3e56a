import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import type { ReviewResolve } from '@club/shared/contract/review';
import { apiRequest } from '../../../api/client';
import { refreshCharacters } from '../../../api/queries/characters';
import { refreshUsers } from '../../../api/queries/users';
import * as apiPaths from '../../../config/api-paths';

/**
 * POST characters/{id}/review (staff): unlock the sheet for the member to rebuild, or
 * accept it as it is with a note.
 */
export function resolveReview(characterId: number, body: ReviewResolve): Promise<Character> {
  return apiRequest<Character>(apiPaths.characters.review(characterId), { method: 'POST', body });
}

export function useResolveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ characterId, body }: { characterId: number; body: ReviewResolve }) =>
      resolveReview(characterId, body),
    onSuccess: () =>
      // The waiting list (characters/needs-review) is a character read too.
      Promise.all([refreshUsers(queryClient), refreshCharacters(queryClient)]),
  });
}
