import type { Background, BackgroundUpdate } from '@club/shared/contract/backgrounds';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

/** PUT characters/{id}/background: the owner saves the text (draft or changes requested). */
export function saveBackground(
  characterId: number,
  body: BackgroundUpdate,
  options: { quiet?: boolean } = {},
): Promise<Background> {
  return apiRequest<Background>(apiPaths.characters.background(characterId), {
    method: 'PUT',
    body,
    quiet: options.quiet,
  });
}
