import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Class, RaceWithClasses } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { rulesWritePath, type WithImpact } from '../../../api/dry-run';
import * as apiPaths from '../../../config/api-paths';
import { racesClassesQuery } from './get-races-classes';

/**
 * POST races/{id}/classes: replaces the classes a race allows; characters of a class no
 * longer allowed come under review (the answer's impact). `dryRun` changes nothing.
 */
export function updateRaceClasses(
  raceId: number,
  classIds: number[],
  dryRun = false,
): Promise<WithImpact<RaceWithClasses>> {
  return apiRequest<WithImpact<RaceWithClasses>>(
    rulesWritePath(apiPaths.races.classes(raceId), dryRun),
    {
      method: 'POST',
      body: { classIds },
    },
  );
}

export interface RaceClassToggle {
  raceId: number;
  /** The class as the rules editor sees it in the full class list. */
  classItem: Class;
  allowed: boolean;
}

export function toggled(race: RaceWithClasses, { classItem, allowed }: RaceClassToggle): Class[] {
  const others = race.allowed_classes.filter((c) => c.id !== classItem.id);
  if (!allowed) return others;
  return [...others, classItem].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Toggling a class for a race (SPEC 4): the screen changes first, then the change is
 * saved, then the races are reloaded. On failure the reload brings the saved state back;
 * the failure itself is only logged (SPEC 8, "Silent failures").
 */
export function useToggleRaceClass() {
  const queryClient = useQueryClient();
  return useMutation({
    // onMutate has already put the toggled list in the cache; that list is what is saved.
    mutationFn: async (toggle: RaceClassToggle) => {
      const races = queryClient.getQueryData(racesClassesQuery.queryKey);
      const race = races?.find((r) => r.id === toggle.raceId);
      if (!race) throw new Error(`Race ${toggle.raceId} is not loaded`);
      return updateRaceClasses(
        race.id,
        race.allowed_classes.map((c) => c.id),
      );
    },
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: racesClassesQuery.queryKey });
      queryClient.setQueryData(racesClassesQuery.queryKey, (races) =>
        races?.map((race) =>
          race.id === toggle.raceId ? { ...race, allowed_classes: toggled(race, toggle) } : race,
        ),
      );
    },
    onError: (error) => {
      console.error('Saving the allowed classes failed', error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: racesClassesQuery.queryKey }),
  });
}
