import { useQuery } from '@tanstack/react-query';
import type { ActiveSpecialAbilitiesResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';

/** Under ['characters'], so changing the active character refreshes it. */
export const knownLanguagesQueryKey = [
  'characters',
  'active',
  'special-abilities',
  'Sprog',
] as const;

/** The languages (special abilities of type Sprog) the active character knows; [] without one. */
export function getKnownLanguages(): Promise<ActiveSpecialAbilitiesResponse> {
  return apiRequest<ActiveSpecialAbilitiesResponse>(
    'characters/active/special-abilities?type=Sprog',
  );
}

export function useKnownLanguages() {
  return useQuery({ queryKey: knownLanguagesQueryKey, queryFn: getKnownLanguages });
}
