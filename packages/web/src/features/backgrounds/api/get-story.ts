import { useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@club/shared/contract/reports';
import { apiRequest } from '../../../api/client';
import { backgroundKeys } from './query-keys';

/** GET characters/{id}/story: the character's after-event reports, newest event first. */
export function getStory(characterId: number): Promise<ReportsResponse> {
  return apiRequest<ReportsResponse>(`characters/${characterId}/story`);
}

export function useStory(characterId: number) {
  return useQuery({
    queryKey: backgroundKeys.story(characterId),
    queryFn: () => getStory(characterId),
  });
}
