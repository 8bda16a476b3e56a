import { useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@club/shared/contract/reports';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET characters/{id}/story: the character's after-event reports, newest event first. */
export function storyQuery(characterId: number) {
  return apiQuery<ReportsResponse>(apiPaths.characters.story(characterId));
}

export function useStory(characterId: number) {
  return useQuery(storyQuery(characterId));
}
