import { useQuery } from '@tanstack/react-query';
import type {
  AbilitiesResponse,
  ClassesResponse,
  ProfessionsResponse,
  SpecialAbilitiesResponse,
} from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

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

const pick = (rows: readonly { id: number; name: string }[]): RulesChoice[] =>
  rows.map((row) => ({ id: row.id, name: row.name })).sort((a, b) => a.name.localeCompare(b.name));

/**
 * GET classes, professions, abilities and special-abilities: what the envelope editor
 * and the catalogue offer to choose from (rules data, cached by the server).
 */
export async function getRulesChoices(): Promise<RulesChoices> {
  const [classes, professions, abilities, specials] = await Promise.all([
    apiRequest<ClassesResponse>('classes'),
    apiRequest<ProfessionsResponse>('professions'),
    apiRequest<AbilitiesResponse>('abilities'),
    apiRequest<SpecialAbilitiesResponse>('special-abilities'),
  ]);
  return {
    classes: pick(classes),
    professions: pick(professions),
    abilities: pick(abilities),
    specialAbilities: specials.abilities
      .map((row) => ({ id: row.id, name: row.name, type: row.type }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export function useRulesChoices() {
  return useQuery({
    queryKey: [...inventoryKeys.all, 'rules-choices'],
    queryFn: getRulesChoices,
    staleTime: 5 * 60_000,
  });
}
