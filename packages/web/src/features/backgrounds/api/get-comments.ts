import { useQuery } from '@tanstack/react-query';
import type { CharacterCommentsResponse } from '@club/shared/contract/backgrounds';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET characters/{id}/comments: the thread, oldest first (staff also get their notes). */
export function commentsQuery(characterId: number) {
  return apiQuery<CharacterCommentsResponse>(apiPaths.characters.comments(characterId));
}

export function useComments(characterId: number) {
  return useQuery(commentsQuery(characterId));
}
