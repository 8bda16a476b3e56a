import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaceCreate, RaceWithClasses } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { racesClassesQuery } from './get-races-classes';

/** POST races, with the classes it allows. */
export function createRace(race: RaceCreate): Promise<RaceWithClasses> {
  return apiRequest<RaceWithClasses>(apiPaths.races.list, { method: 'POST', body: race });
}

export function useCreateRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: racesClassesQuery.queryKey }),
  });
}
