import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  RULES_ERROR_CODES,
  type SpecialAbilitiesResponse,
  type SpecialAbility,
  type SpecialAbilityCreateSchema,
  type SpecialAbilityUpdateSchema,
} from '@club/shared/contract/rules';
import type { Database, Db, SpecialAbilityRow } from '../../db/schema';
import { conflict, inUse, notFound } from '../../errors';
import { requireAbility } from './abilities.service';
import { assertKnownIds, assertNoDuplicates } from './id-lists';
import type { CachedAnswer, RulesCache } from './rules-cache';
import { toSpecialAbility } from './rules.mapper';
import { rulesWrite, type AuditedChange, type RulesWrites } from './rules-write';
import * as specials from './special-abilities.repository';

export type SpecialAbilityCreateInput = z.output<typeof SpecialAbilityCreateSchema>;
export type SpecialAbilityUpdateInput = z.output<typeof SpecialAbilityUpdateSchema>;

async function requireSpecialAbility(db: Db, id: number): Promise<SpecialAbilityRow> {
  const row = await specials.findSpecialAbility(db, id);
  if (!row) throw notFound('special ability');
  return row;
}

const create = rulesWrite(
  { entity: 'special-ability', action: 'create' },
  async (trx, input: SpecialAbilityCreateInput): Promise<AuditedChange<SpecialAbility>> => {
    const after = toSpecialAbility(await specials.insertSpecialAbility(trx, input));
    return { entityId: after.id, after, result: after };
  },
);

const update = rulesWrite(
  { entity: 'special-ability', action: 'update' },
  async (
    trx,
    id: number,
    input: SpecialAbilityUpdateInput,
  ): Promise<AuditedChange<SpecialAbility>> => {
    const before = toSpecialAbility(await requireSpecialAbility(trx, id));
    const after = toSpecialAbility(
      (await specials.updateSpecialAbility(trx, id, input)) ??
        (await requireSpecialAbility(trx, id)),
    );
    return { entityId: id, before, after, result: after };
  },
);

const remove = rulesWrite(
  { entity: 'special-ability', action: 'delete' },
  async (trx, id: number): Promise<AuditedChange<void>> => {
    const before = toSpecialAbility(await requireSpecialAbility(trx, id));
    if ((await specials.countCharactersWithSpecialAbility(trx, id)) > 0)
      throw inUse('special ability');
    await specials.deleteSpecialAbility(trx, id);
    return { entityId: id, before, result: undefined };
  },
);

/**
 * Replaces the special abilities a player may choose on an ability, in this order. One
 * that characters have already chosen on it stays linked (409), so their sheets stay valid.
 */
const setOfAbility = rulesWrite(
  { entity: 'ability', action: 'set-special-abilities' },
  async (
    trx,
    abilityId: number,
    specialAbilityIds: readonly number[],
  ): Promise<AuditedChange<SpecialAbilitiesResponse>> => {
    const ability = await requireAbility(trx, abilityId);
    if (ability.has_special_ability !== 1) {
      throw conflict(
        RULES_ERROR_CODES.abilityWithoutSpecialAbilities,
        'This ability does not carry special abilities (has_special_ability is 0)',
      );
    }
    assertNoDuplicates(specialAbilityIds, 'special_ability_ids');
    assertKnownIds(
      specialAbilityIds,
      await specials.existingSpecialAbilityIds(trx, specialAbilityIds),
      'special_ability_ids',
    );
    const before = await specials.linkedSpecialAbilityIds(trx, abilityId);
    await specials.replaceSpecialAbilityLinks(trx, abilityId, specialAbilityIds);
    return {
      entityId: abilityId,
      before: { special_ability_ids: before },
      after: { special_ability_ids: [...specialAbilityIds] },
      result: {
        abilities: (await specials.listLinkedSpecialAbilities(trx, abilityId)).map(
          toSpecialAbility,
        ),
      },
    };
  },
);

export interface SpecialAbilitiesDeps {
  db: Kysely<Database>;
  rulesCache: RulesCache;
  writes: RulesWrites;
}

/** Special abilities and their links to abilities (SPEC.md 2.11). */
export function createSpecialAbilitiesService({ db, rulesCache, writes }: SpecialAbilitiesDeps) {
  /** GET /special-abilities: every special ability, by name. */
  function list(): CachedAnswer<SpecialAbilitiesResponse> {
    return rulesCache.get('special-abilities', async () => ({
      abilities: (await specials.listSpecialAbilities(db)).map(toSpecialAbility),
    }));
  }

  /** GET /abilities/{id}/special-abilities: the ones linked to the ability, in link order. */
  function ofAbility(abilityId: number): CachedAnswer<SpecialAbilitiesResponse> {
    return rulesCache.get(`ability-special-abilities:${abilityId}`, async () => {
      await requireAbility(db, abilityId);
      return {
        abilities: (await specials.listLinkedSpecialAbilities(db, abilityId)).map(toSpecialAbility),
      };
    });
  }

  return {
    list,
    ofAbility,
    create: writes.bind(create),
    update: writes.bind(update),
    remove: writes.bind(remove),
    setOfAbility: writes.bind(setOfAbility),
  };
}

export type SpecialAbilitiesService = ReturnType<typeof createSpecialAbilitiesService>;
