import { useQuery } from '@tanstack/react-query';
import type { RacesClassesResponse } from '@club/shared/contract/rules';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** Every race with the classes it allows (conflict classes only for rules editors). */
export const racesClassesQuery = apiQuery<RacesClassesResponse>(apiPaths.racesClasses);

export function useRacesClasses() {
  return useQuery(racesClassesQuery);
}
