import { useQuery } from '@tanstack/react-query';
import type { CharacterCommentsResponse } from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import { backgroundKeys } from './query-keys';

/** GET characters/{id}/comments: the thread, oldest first (staff also get their notes). */
export function getComments(characterId: number): Promise<CharacterCommentsResponse> {
  return apiRequest<CharacterCommentsResponse>(`characters/${characterId}/comments`);
}

export function useComments(characterId: number) {
  return useQuery({
    queryKey: backgroundKeys.comments(characterId),
    queryFn: () => getComments(characterId),
  });
}
