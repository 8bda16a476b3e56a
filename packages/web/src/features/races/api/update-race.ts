import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Race, RaceUpdate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import type { Impact } from '@club/shared/contract/review';
import { mergeImpacts, rulesWritePath, type WithImpact } from '../../../api/dry-run';
import * as apiPaths from '../../../config/api-paths';
import { racesClassesQuery } from './get-races-classes';
import { uploadRaceImage } from './upload-race-image';

/** PUT races/{id}; `dryRun` changes nothing and answers whom it would put under review. */
export function updateRace(
  id: number,
  update: RaceUpdate,
  dryRun = false,
): Promise<WithImpact<Race>> {
  return apiRequest<WithImpact<Race>>(rulesWritePath(apiPaths.races.detail(id), dryRun), {
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
      queryClient.setQueryData(racesClassesQuery.queryKey, (races) =>
        races?.map((race) =>
          race.id === saved.id ? { ...race, description: saved.description } : race,
        ),
      );
      return queryClient.invalidateQueries({ queryKey: racesClassesQuery.queryKey });
    },
  });
}

export interface RaceEdit {
  id: number;
  update: RaceUpdate;
  image: File | null;
}

/** A full edit as a dry run: whom its fields and its picture together would put under review. */
export async function previewRaceEdit({
  id,
  update,
  image,
}: RaceEdit): Promise<{ impact: Impact }> {
  const impacts: Impact[] = [];
  if (Object.keys(update).length > 0) impacts.push((await updateRace(id, update, true)).impact);
  if (image) impacts.push((await uploadRaceImage(id, image, true)).impact);
  return { impact: mergeImpacts(...impacts) };
}

/**
 * A full edit of a race (any of its fields), then the uploaded picture if one is chosen.
 * Every rules answer may name the race, so all of them are fetched again.
 */
export function useUpdateRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, update, image }: RaceEdit) => {
      const saved = Object.keys(update).length > 0 ? await updateRace(id, update) : null;
      return image ? uploadRaceImage(id, image) : saved;
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
