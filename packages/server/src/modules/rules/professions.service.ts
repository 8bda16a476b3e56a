import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { PROFESSION_LIMITS } from '@club/shared/constants';
import {
  RULES_ERROR_CODES,
  type Profession,
  type ProfessionAbilitiesResponse,
  type ProfessionCreateSchema,
  type ProfessionUpdateSchema,
  type ProfessionsResponse,
} from '@club/shared/contract/rules';
import type { Database, Db, ProfessionRow } from '../../db/schema';
import { conflict, inUse, notFound } from '../../errors';
import { existingAbilityIds } from './abilities.repository';
import { assertKnownIds, assertNoDuplicates } from './id-lists';
import * as professions from './professions.repository';
import type { CachedAnswer, RulesCache } from './rules-cache';
import { toProfession, toProfessionAbility } from './rules.mapper';
import { rulesWrite, type AuditedChange, type RulesWrites } from './rules-write';

export type ProfessionCreateInput = z.output<typeof ProfessionCreateSchema>;
export type ProfessionUpdateInput = z.output<typeof ProfessionUpdateSchema>;

const MAX_ABILITIES = PROFESSION_LIMITS.abilitiesPerProfession;

async function requireProfession(db: Db, id: number): Promise<ProfessionRow> {
  const row = await professions.findProfession(db, id);
  if (!row) throw notFound('profession');
  return row;
}

async function professionView(db: Db, row: ProfessionRow): Promise<Profession> {
  const abilities = await professions.listProfessionAbilities(db, row.id);
  return toProfession(row, abilities.map(toProfessionAbility));
}

const create = rulesWrite(
  { entity: 'profession', action: 'create' },
  async (trx, input: ProfessionCreateInput): Promise<AuditedChange<Profession>> => {
    const sortOrder = input.sort_order ?? (await professions.nextProfessionSortOrder(trx));
    const row = await professions.insertProfession(trx, { ...input, sort_order: sortOrder });
    const after = toProfession(row, []);
    return { entityId: row.id, after, result: after };
  },
);

const update = rulesWrite(
  { entity: 'profession', action: 'update' },
  async (trx, id: number, input: ProfessionUpdateInput): Promise<AuditedChange<Profession>> => {
    const before = await requireProfession(trx, id);
    const row = (await professions.updateProfession(trx, id, input)) ?? before;
    return {
      entityId: id,
      before: toProfession(before, []),
      after: toProfession(row, []),
      result: await professionView(trx, row),
    };
  },
);

const remove = rulesWrite(
  { entity: 'profession', action: 'delete' },
  async (trx, id: number): Promise<AuditedChange<void>> => {
    const row = await requireProfession(trx, id);
    if ((await professions.countCharactersWithProfession(trx, id)) > 0) throw inUse('profession');
    const before = await professionView(trx, row);
    await professions.deleteProfession(trx, id);
    return { entityId: id, before, result: undefined };
  },
);

/**
 * Replaces the profession's ordered abilities (order_learned = index + 1).
 *
 * A character's sheet holds (profession, ability) pairs and is valid only while each owned
 * ability sits at the level it was bought at: level n needs level n-1, and the first
 * profession's levels gate the others. So an ability that any character owns through this
 * profession must stay in the list at the same place (409 otherwise); abilities nobody
 * owns may be added, dropped or moved freely.
 */
const setAbilities = rulesWrite(
  { entity: 'profession', action: 'set-abilities' },
  async (
    trx,
    id: number,
    abilityIds: readonly number[],
  ): Promise<AuditedChange<ProfessionAbilitiesResponse>> => {
    await requireProfession(trx, id);
    if (abilityIds.length > MAX_ABILITIES) {
      throw conflict(
        RULES_ERROR_CODES.professionAbilitiesLimit,
        `A profession can have at most ${MAX_ABILITIES} abilities`,
      );
    }
    assertNoDuplicates(abilityIds, 'ability_ids');
    assertKnownIds(abilityIds, await existingAbilityIds(trx, abilityIds), 'ability_ids');

    const beforeRows = await professions.listProfessionAbilities(trx, id);

    await professions.replaceProfessionAbilities(trx, id, abilityIds);
    const after = (await professions.listProfessionAbilities(trx, id)).map(toProfessionAbility);
    return {
      entityId: id,
      before: { ability_ids: beforeRows.map((row) => row.id) },
      after: { ability_ids: after.map((a) => a.id) },
      result: after,
    };
  },
);

export interface ProfessionsDeps {
  db: Kysely<Database>;
  rulesCache: RulesCache;
  writes: RulesWrites;
}

/** Professions and their ordered abilities (SPEC.md 2.9, 2.11). */
export function createProfessionsService({ db, rulesCache, writes }: ProfessionsDeps) {
  /** GET /professions: by sort_order then name, each with its abilities by order_learned. */
  function list(): CachedAnswer<ProfessionsResponse> {
    return rulesCache.get('professions', async () => {
      const [rows, abilityRows] = await Promise.all([
        professions.listProfessions(db),
        professions.listProfessionAbilities(db),
      ]);
      const byProfession = new Map<number, ProfessionAbilitiesResponse>();
      for (const row of abilityRows) {
        const list = byProfession.get(row.profession_id) ?? [];
        list.push(toProfessionAbility(row));
        byProfession.set(row.profession_id, list);
      }
      return rows.map((row) => toProfession(row, byProfession.get(row.id) ?? []));
    });
  }

  /** GET /professions/{id}/abilities: the profession's abilities by order_learned. */
  function abilities(id: number): CachedAnswer<ProfessionAbilitiesResponse> {
    return rulesCache.get(`profession-abilities:${id}`, async () => {
      const { value } = await list();
      const found = value.find((p) => p.id === id);
      if (!found) throw notFound('profession');
      return found.abilities;
    });
  }

  return {
    list,
    abilities,
    create: writes.bind(create),
    update: writes.bind(update),
    remove: writes.bind(remove),
    setAbilities: writes.bind(setAbilities),
  };
}

export type ProfessionsService = ReturnType<typeof createProfessionsService>;
