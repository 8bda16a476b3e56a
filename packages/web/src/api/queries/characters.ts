import type {
  Character,
  CharacterListResponse,
  XpLedgerResponse,
} from '@club/shared/contract/characters';
import type { QueryClient } from '@tanstack/react-query';
import * as apiPaths from '../../config/api-paths';
import { apiRequest } from '../client';
import { apiKey, apiQuery } from '../api-query';
import { readCharacterList } from './positional-rows';

/**
 * The member's characters plus the races, classes and race-class pairs the create form
 * offers; an older server's positional rows are read as well (SPEC.md 3, notes).
 */
export const characterListQuery = apiQuery<CharacterListResponse>(
  apiPaths.characters.list,
  async (path, options) => readCharacterList(await apiRequest<unknown>(path, options)),
);

export function characterQuery(id: number) {
  return apiQuery<Character>(apiPaths.characters.detail(id));
}

/** Every XP award and correction of a character, newest first, with the totals. */
export function xpLedgerQuery(id: number) {
  return apiQuery<XpLedgerResponse>(apiPaths.characters.xp(id));
}

/**
 * After a write that changes characters (a sheet saved or unlocked, XP, the active one, a
 * review answered): every read about characters, and the in-game documents, which the
 * active character's languages make readable or not.
 */
export function refreshCharacters(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.characters.list) }),
    queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.documents.list) }),
  ]);
}
