import type { Character } from '@club/shared/contract/characters';
import type { User } from '@club/shared/contract/auth';
import { canAccessCharacter } from '@club/shared/rules/permissions';
import type { AskRead } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths/first-reads';

/**
 * What the sheet reads first: its character, then (when the reader may see it) its chosen
 * abilities and its professions' abilities together rather than one after the other. Run
 * by the page's early data (app/page-early-data.ts) and by the route's loader
 * (prefetch-sheet.ts); the sheet's queries read the same paths. Nothing here may import
 * React or the query cache: the early data is built on its own, small.
 */
export function readSheet(id: number, user: User, ask: AskRead): void {
  ask(apiPaths.characters.detail(id), (answer) => {
    const character = answer as Character | null;
    if (!Array.isArray(character?.professions) || !canAccessCharacter(user, character)) return;
    ask(apiPaths.characters.abilities(id));
    for (const profession of character.professions) {
      ask(apiPaths.professions.abilities(profession.id));
    }
  });
}
