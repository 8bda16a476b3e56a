import { RACE_IMAGE_FIELD } from '@club/shared/contract/rules-constants';
import type { RaceWithClasses } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { rulesWritePath, type WithImpact } from '../../../api/dry-run';
import * as apiPaths from '../../../config/api-paths';

/**
 * POST races/{id}/image: the server re-encodes the picture and sets it as the race's image;
 * `dryRun` changes nothing and answers whom it would put under review.
 */
export function uploadRaceImage(
  id: number,
  file: File,
  dryRun = false,
): Promise<WithImpact<RaceWithClasses>> {
  const form = new FormData();
  form.append(RACE_IMAGE_FIELD, file, file.name);
  return apiRequest<WithImpact<RaceWithClasses>>(rulesWritePath(apiPaths.races.image(id), dryRun), {
    method: 'POST',
    body: form,
  });
}
