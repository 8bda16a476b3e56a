import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CharacterCommentCreate,
  CharacterCommentResponse,
} from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { commentsQuery } from './get-comments';

/** POST characters/{id}/comments: a comment, or (staff) a note only staff see. */
export function createComment(
  characterId: number,
  body: CharacterCommentCreate,
): Promise<CharacterCommentResponse> {
  return apiRequest<CharacterCommentResponse>(apiPaths.characters.comments(characterId), {
    method: 'POST',
    body,
  });
}

export function useCreateComment(characterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CharacterCommentCreate) => createComment(characterId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: commentsQuery(characterId).queryKey }),
  });
}
