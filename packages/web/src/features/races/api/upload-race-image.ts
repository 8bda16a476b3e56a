import { RACE_IMAGE_FIELD, type RaceWithClasses } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

/** POST races/{id}/image: the server re-encodes the picture and sets it as the race's image. */
export function uploadRaceImage(id: number, file: File): Promise<RaceWithClasses> {
  const form = new FormData();
  form.append(RACE_IMAGE_FIELD, file, file.name);
  return apiRequest<RaceWithClasses>(`races/${id}/image`, { method: 'POST', body: form });
}
