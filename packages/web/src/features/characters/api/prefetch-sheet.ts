import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { canAccessCharacter } from '@club/shared/rules/permissions';
import { getSession, isTokenUsable } from '../../../lib/session';
import { parseCharacterId } from '../character-id';
import { getCharacter } from './get-character';
import { getCharacterAbilities } from './get-character-abilities';
import { getProfessionAbilities } from './get-profession-abilities';
import { characterKeys } from './query-keys';

/**
 * Starts the sheet's data as its route opens, before the screen renders: the character,
 * then (when the reader may see it) its chosen abilities and its professions' abilities
 * together rather than one after the other. The screen's queries take over these
 * requests and report any failure themselves. Without a login nothing is asked: the
 * route guard sends the reader to /auth.
 */
export function prefetchSheet(params: Params, queryClient: QueryClient): void {
  const id = parseCharacterId(params.id);
  const { token, user } = getSession();
  if (id === null || !user || !isTokenUsable(token)) return;
  queryClient
    .fetchQuery({ queryKey: characterKeys.detail(id), queryFn: () => getCharacter(id) })
    .then((character) => {
      if (!canAccessCharacter(user, character)) return;
      void queryClient.prefetchQuery({
        queryKey: characterKeys.abilities(id),
        queryFn: () => getCharacterAbilities(id),
      });
      for (const { id: professionId } of character.professions) {
        void queryClient.prefetchQuery({
          queryKey: characterKeys.professionAbilities(professionId),
          queryFn: () => getProfessionAbilities(professionId),
        });
      }
    })
    .catch(() => {
      // The screen's own query asks again and says what went wrong.
    });
}
