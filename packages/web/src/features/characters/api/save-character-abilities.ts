import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CharacterAbility,
  SaveAbilities,
  SaveAbilitiesResponse,
} from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterQuery, refreshCharacters } from '../../../api/queries/characters';
import { abilitySpecialAbilitiesQuery, professionAbilitiesQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';
import { characterAbilitiesQuery } from './get-character-abilities';

export function saveCharacterAbilities(
  id: number,
  body: SaveAbilities,
): Promise<SaveAbilitiesResponse> {
  return apiRequest<SaveAbilitiesResponse>(apiPaths.characters.abilities(id), {
    method: 'POST',
    body,
  });
}

/**
 * The saved sheet as the sheet screen reads it: the save answers ids and states, and the
 * text comes from what the screen has already read (the professions' abilities, the rows
 * shown before, the special abilities' choices), in the order the server lists a sheet.
 * Undefined when some text is not at hand; the sheet is then read again.
 */
export function savedSheetRows(
  queryClient: QueryClient,
  id: number,
  saved: SaveAbilitiesResponse,
): CharacterAbility[] | undefined {
  const character = queryClient.getQueryData(characterQuery(id).queryKey);
  const before = queryClient.getQueryData(characterAbilitiesQuery(id).queryKey) ?? [];
  const position = new Map(character?.professions.map((p) => [p.id, p.position]));
  const rows: CharacterAbility[] = [];
  for (const row of saved.abilities) {
    const ability = queryClient
      .getQueryData(professionAbilitiesQuery(row.profession_id).queryKey)
      ?.find((a) => a.id === row.ability_id);
    if (!ability || !position.has(row.profession_id)) return undefined;
    let specialName: string | null = null;
    if (row.special_ability_id !== null) {
      specialName =
        before.find(
          (b) => b.ability_id === row.ability_id && b.special_ability_id === row.special_ability_id,
        )?.special_ability_name ??
        queryClient
          .getQueryData(abilitySpecialAbilitiesQuery(row.ability_id).queryKey)
          ?.abilities.find((s) => s.id === row.special_ability_id)?.name ??
        null;
      if (specialName === null) return undefined;
    }
    rows.push({
      ...row,
      special_ability_name: specialName,
      order_learned: ability.order_learned,
      name: ability.name,
      xpcost: ability.xpcost,
      effect: ability.effect,
      type: ability.type,
      duration: ability.duration,
      rite: ability.rite,
      cost_mana: ability.cost_mana,
      requirement: ability.requirement,
      note: ability.note,
      bonus_hits: ability.bonus_hits,
      bonus_kp: ability.bonus_kp,
      bonus_rp: ability.bonus_rp,
      bonus_mp: ability.bonus_mp,
      has_special_ability: ability.has_special_ability,
    });
  }
  const at = (row: CharacterAbility) => position.get(row.profession_id) ?? 0;
  return rows.sort((a, b) => at(a) - at(b) || a.order_learned - b.order_learned);
}

/** "Lock Sheet": stores the whole sheet at once; the character's XP and lock change with it. */
export function useSaveCharacterAbilities(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAbilities) => saveCharacterAbilities(id, body),
    onSuccess: (saved) => {
      const rows = savedSheetRows(queryClient, id, saved);
      if (rows) queryClient.setQueryData(characterAbilitiesQuery(id).queryKey, rows);
      return refreshCharacters(queryClient);
    },
  });
}
