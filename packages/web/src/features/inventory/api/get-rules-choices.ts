import { useQuery } from '@tanstack/react-query';
import type { SpecialAbilitiesResponse } from '@club/shared/contract/rules';
import { apiQuery } from '../../../api/api-query';
import { abilitiesQuery, classesQuery, professionsQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/** A rules entity an envelope rule or an item type can name. */
export interface RulesChoice {
  id: number;
  name: string;
}

export interface RulesChoices {
  classes: RulesChoice[];
  professions: RulesChoice[];
  abilities: RulesChoice[];
  specialAbilities: (RulesChoice & { type: string })[];
}

/** GET special-abilities: every special ability (what an item type may belong to). */
export const specialAbilitiesQuery = apiQuery<SpecialAbilitiesResponse>(
  apiPaths.specialAbilities.list,
);

const byName = <T extends RulesChoice>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name));

/**
 * What the envelope editor and the catalogue offer to choose from: the classes,
 * professions, abilities and special abilities, each one cached read of the rules data.
 * Undefined until all four have arrived.
 */
export function useRulesChoices(): { data: RulesChoices | undefined } {
  const classes = useQuery(classesQuery);
  const professions = useQuery(professionsQuery);
  const abilities = useQuery(abilitiesQuery);
  const specials = useQuery(specialAbilitiesQuery);
  if (!classes.data || !professions.data || !abilities.data || !specials.data) {
    return { data: undefined };
  }
  const pick = (rows: readonly RulesChoice[]) => byName(rows.map(({ id, name }) => ({ id, name })));
  return {
    data: {
      classes: pick(classes.data),
      professions: pick(professions.data),
      abilities: pick(abilities.data),
      specialAbilities: byName(
        specials.data.abilities.map(({ id, name, type }) => ({ id, name, type })),
      ),
    },
  };
}
