import { useQuery } from '@tanstack/react-query';
import type { Background } from '@club/shared/contract/backgrounds';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET characters/{id}/background: the text and its state (an empty draft before any). */
export function backgroundQuery(characterId: number) {
  return apiQuery<Background>(apiPaths.characters.background(characterId));
}

export function useBackground(characterId: number) {
  return useQuery(backgroundQuery(characterId));
}
