import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RacesClassesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

export const racesClassesQueryKey = ['races-classes'] as const;

/** Every race with the classes it allows (conflict classes only for rules editors). */
export function getRacesClasses(): Promise<RacesClassesResponse> {
  return apiRequest<RacesClassesResponse>('races-classes');
}

export const racesClassesQuery = queryOptions({
  queryKey: racesClassesQueryKey,
  queryFn: getRacesClasses,
});

export function useRacesClasses() {
  return useQuery(racesClassesQuery);
}
