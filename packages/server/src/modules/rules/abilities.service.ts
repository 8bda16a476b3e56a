import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AbilitiesResponse,
  Ability,
  AbilityCreateSchema,
  AbilityUpdateSchema,
} from '@club/shared/contract/rules';
import type { AbilityRow, Database, Db } from '../../db/schema';
import { inUse, notFound } from '../../errors';
import * as abilities from './abilities.repository';
import { listProfessionAbilities, replaceProfessionAbilities } from './professions.repository';
import type { CachedAnswer, RulesCache } from './rules-cache';
import { toAbility } from './rules.mapper';
import { rulesWrite, type AuditedChange, type RulesWrites } from './rules-write';
import {
  linkedSpecialAbilityIds,
  replaceSpecialAbilityLinks,
} from './special-abilities.repository';

export type AbilityCreateInput = z.output<typeof AbilityCreateSchema>;
export type AbilityUpdateInput = z.output<typeof AbilityUpdateSchema>;

export async function requireAbility(db: Db, id: number): Promise<AbilityRow> {
  const row = await abilities.findAbility(db, id);
  if (!row) throw notFound('ability');
  return row;
}

const create = rulesWrite(
  { entity: 'ability', action: 'create' },
  async (trx, input: AbilityCreateInput): Promise<AuditedChange<Ability>> => {
    const after = toAbility(await abilities.insertAbility(trx, input));
    return { entityId: after.id, after, result: after };
  },
);

/**
 * Updates an ability. Clearing has_special_ability also drops its special-ability links,
 * which only mean something on a flagged ability; it is refused while characters have
 * chosen a special ability on it.
 */
const update = rulesWrite(
  { entity: 'ability', action: 'update' },
  async (trx, id: number, input: AbilityUpdateInput): Promise<AuditedChange<Ability>> => {
    const before = toAbility(await requireAbility(trx, id));
    let droppedLinks: number[] = [];
    if (before.has_special_ability === 1 && input.has_special_ability === 0) {
      droppedLinks = await linkedSpecialAbilityIds(trx, id);
      await replaceSpecialAbilityLinks(trx, id, []);
    }
    const after = toAbility(
      (await abilities.updateAbility(trx, id, input)) ?? (await requireAbility(trx, id)),
    );
    return {
      entityId: id,
      before: droppedLinks.length > 0 ? { ...before, special_ability_ids: droppedLinks } : before,
      after,
      result: after,
    };
  },
);

/**
 * Deletes an ability nobody owns. The professions that listed it close the gap, so their
 * levels stay 1..n; no character owns a level above it, since that would need this one.
 */
const remove = rulesWrite(
  { entity: 'ability', action: 'delete' },
  async (trx, id: number): Promise<AuditedChange<void>> => {
    const before = toAbility(await requireAbility(trx, id));
    if ((await abilities.countCharactersWithAbility(trx, id)) > 0) throw inUse('ability');
    const professionIds = await abilities.professionIdsWithAbility(trx, id);
    for (const professionId of professionIds) {
      const remaining = (await listProfessionAbilities(trx, professionId)).filter(
        (row) => row.id !== id,
      );
      await replaceProfessionAbilities(
        trx,
        professionId,
        remaining.map((row) => row.id),
      );
    }
    await abilities.deleteAbility(trx, id);
    return {
      entityId: id,
      before: { ...before, profession_ids: professionIds },
      result: undefined,
    };
  },
);

export interface AbilitiesDeps {
  db: Kysely<Database>;
  rulesCache: RulesCache;
  writes: RulesWrites;
}

/** The ability catalogue (SPEC.md 2.11 "Create ability"). */
export function createAbilitiesService({ db, rulesCache, writes }: AbilitiesDeps) {
  /** GET /abilities: every ability, by name. */
  function list(): CachedAnswer<AbilitiesResponse> {
    return rulesCache.get('abilities', async () =>
      (await abilities.listAbilities(db)).map(toAbility),
    );
  }

  return {
    list,
    create: writes.bind(create),
    update: writes.bind(update),
    remove: writes.bind(remove),
  };
}

export type AbilitiesService = ReturnType<typeof createAbilitiesService>;
