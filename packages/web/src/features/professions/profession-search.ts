import type { Profession } from '@club/shared/contract/rules';
import { matchesSearch } from '../../components/search-field';
import { abilityTypeLabel } from './ability-type-label';

/**
 * Professions whose name, description, requirements, characteristics, notes, or one of
 * whose abilities' name, effect or type contains the query, case-insensitive.
 */
export function filterProfessions(
  professions: Profession[],
  query: string,
  language: string,
): Profession[] {
  return professions.filter((p) =>
    matchesSearch(query, [
      p.name,
      p.description,
      p.requirements,
      p.characteristics,
      p.notes,
      ...p.abilities.flatMap((a) => [
        a.name,
        a.effect,
        a.type,
        a.type ? abilityTypeLabel(a.type, language) : '',
      ]),
    ]),
  );
}
