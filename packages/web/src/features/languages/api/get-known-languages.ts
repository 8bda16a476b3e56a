import { useQuery } from '@tanstack/react-query';
import type { ActiveSpecialAbilitiesResponse } from '@club/shared/contract/characters';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/**
 * The languages (special abilities of type Sprog) the active character knows; [] without
 * one. A character read: changing the active character refreshes it.
 */
export const knownLanguagesQuery = apiQuery<ActiveSpecialAbilitiesResponse>(
  apiPaths.characters.activeSpecialAbilities('Sprog'),
);

export function useKnownLanguages() {
  return useQuery(knownLanguagesQuery);
}
