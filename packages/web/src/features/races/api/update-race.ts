import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Race, RacesClassesResponse, RaceUpdate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { rulesWritePath, type WithImpact } from '../../review/api/dry-run';
import { racesClassesQueryKey } from './get-races-classes';

/** PUT races/{id}; `dryRun` changes nothing and answers whom it would put under review. */
export function updateRace(
  id: number,
  update: RaceUpdate,
  dryRun = false,
): Promise<WithImpact<Race>> {
  return apiRequest<WithImpact<Race>>(rulesWritePath(`races/${id}`, dryRun), {
    method: 'PUT',
    body: update,
  });
}

/** PUT races/{id} with a new description; the saved race replaces the one on screen. */
export function useUpdateRaceDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: number; description: string }) =>
      updateRace(id, { description }),
    onSuccess: (saved) => {
      queryClient.setQueryData<RacesClassesResponse>(racesClassesQueryKey, (races) =>
        races?.map((race) =>
          race.id === saved.id ? { ...race, description: saved.description } : race,
        ),
      );
      return queryClient.invalidateQueries({ queryKey: racesClassesQueryKey });
    },
  });
}
