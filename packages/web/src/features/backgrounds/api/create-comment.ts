import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CharacterCommentCreate,
  CharacterCommentResponse,
} from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import { backgroundKeys } from './query-keys';

/** POST characters/{id}/comments: a comment, or (staff) a note only staff see. */
export function createComment(
  characterId: number,
  body: CharacterCommentCreate,
): Promise<CharacterCommentResponse> {
  return apiRequest<CharacterCommentResponse>(`characters/${characterId}/comments`, {
    method: 'POST',
    body,
  });
}

export function useCreateComment(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CharacterCommentCreate) => createComment(characterId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: backgroundKeys.comments(characterId) }),
  });
}
