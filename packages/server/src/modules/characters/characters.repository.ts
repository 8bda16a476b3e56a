import { sql, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce, rowSlot, slot } from '../../db/compiled-once';
import { isPostgres } from '../../db/engine';
import { xpSpentTotal, xpTotal } from '../../db/xp';
import type { Database, Db } from '../../db/schema';
import { sheetChanges } from './sheet-changes';

const now = () => new Date().toISOString();

export interface CharacterRecord {
  id: number;
  user_id: number;
  name: string;
  race_id: number;
  class_id: number;
  race_name: string;
  class_name: string;
  race_base_hits: number;
  race_base_mana: number;
  description: string;
  avatar_path: string;
  is_active: number;
  allow_update: number;
  conflict_allowed: number;
  arrangor_ability_1: string | null;
  arrangor_ability_2: string | null;
  arrangor_ability_3: string | null;
  arrangor_ability_4: string | null;
  arrangor_ability_5: string | null;
  arrangor_ability_6: string | null;
  xp: number;
  xp_spent: number;
}

export interface CharacterProfessionRecord {
  character_id: number;
  id: number;
  name: string;
  position: number;
}

export function characterQuery(db: Db) {
  return db
    .selectFrom('characters as c')
    .innerJoin('races as r', 'r.id', 'c.race_id')
    .innerJoin('classes as k', 'k.id', 'c.class_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.user_id',
      'c.name',
      'c.race_id',
      'c.class_id',
      'r.name as race_name',
      'k.name as class_name',
      'r.base_hits as race_base_hits',
      'r.base_mana as race_base_mana',
      'c.description',
      'c.avatar_path',
      'c.is_active',
      'c.allow_update',
      'u.conflict_allowed',
      'c.arrangor_ability_1',
      'c.arrangor_ability_2',
      'c.arrangor_ability_3',
      'c.arrangor_ability_4',
      'c.arrangor_ability_5',
      'c.arrangor_ability_6',
      xpTotal(eb, 'c.id').as('xp'),
      xpSpentTotal(eb, 'c.id').as('xp_spent'),
    ]);
}

function normalize(
  row: Omit<CharacterRecord, 'xp' | 'xp_spent'> & { xp: unknown; xp_spent: unknown },
): CharacterRecord {
  // SQLite answers SUM as a number, PostgreSQL as numeric (parsed to a number on connect).
  return { ...row, xp: Number(row.xp ?? 0), xp_spent: Number(row.xp_spent ?? 0) };
}

export async function findCharacter(db: Db, id: number): Promise<CharacterRecord | undefined> {
  const row = await characterQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row ? normalize(row) : undefined;
}

export async function listCharactersOfUser(db: Db, userId: number): Promise<CharacterRecord[]> {
  const rows = await characterQuery(db).where('c.user_id', '=', userId).orderBy('c.id').execute();
  return rows.map(normalize);
}

export function countCharactersOfUser(db: Db, userId: number): Promise<number> {
  return db
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export async function hasActiveCharacter(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('characters')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export function listCharacterProfessions(
  db: Db,
  characterIds: readonly number[],
): Promise<CharacterProfessionRecord[]> {
  if (characterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('character_professions as cp')
    .innerJoin('professions as p', 'p.id', 'cp.profession_id')
    .select(['cp.character_id', 'p.id', 'p.name', 'cp.position'])
    .where('cp.character_id', 'in', [...characterIds])
    .orderBy('cp.character_id')
    .orderBy('cp.position')
    .execute();
}

/** The character's professions replaced by `professionIds`, position 1 first. */
export async function replaceCharacterProfessions(
  trx: Transaction<Database>,
  characterId: number,
  professionIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('character_professions').where('character_id', '=', characterId).execute();
  await trx
    .insertInto('character_professions')
    .values(
      professionIds.map((professionId, index) => ({
        character_id: characterId,
        profession_id: professionId,
        position: index + 1,
      })),
    )
    .execute();
}

export interface NewCharacterInput {
  userId: number;
  name: string;
  raceId: number;
  classId: number;
  avatarPath: string;
  isActive: boolean;
  professionIds: readonly number[];
  startingXp: number;
  startingXpReason: string;
}

export async function insertCharacter(
  trx: Transaction<Database>,
  input: NewCharacterInput,
): Promise<number> {
  const at = now();
  const { id } = await trx
    .insertInto('characters')
    .values({
      user_id: input.userId,
      name: input.name,
      race_id: input.raceId,
      class_id: input.classId,
      description: '',
      avatar_path: input.avatarPath,
      is_active: input.isActive ? 1 : 0,
      allow_update: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('character_professions')
    .values(
      input.professionIds.map((professionId, index) => ({
        character_id: id,
        profession_id: professionId,
        position: index + 1,
      })),
    )
    .execute();
  await trx
    .insertInto('xp_awards')
    .values({
      character_id: id,
      amount: input.startingXp,
      reason: input.startingXpReason,
      awarded_by: null,
      created_at: at,
    })
    .execute();
  return id;
}

export async function updateCharacterFields(
  db: Db,
  id: number,
  fields: {
    avatar_path?: string;
    description?: string;
    allow_update?: number;
    arrangor_ability_1?: string | null;
    arrangor_ability_2?: string | null;
    arrangor_ability_3?: string | null;
    arrangor_ability_4?: string | null;
    arrangor_ability_5?: string | null;
    arrangor_ability_6?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('characters')
    .set({ ...fields, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

/**
 * Changes a character only if `userId` owns it, in one statement: the check and the write
 * together. False when nothing was changed (no such character, or another's).
 */
export async function updateOwnCharacterFields(
  db: Db,
  id: number,
  userId: number,
  fields: { description?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('characters')
    .set({ ...fields, updated_at: now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setOnlyActiveCharacter(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<void> {
  const at = now();
  await trx
    .updateTable('characters')
    .set({ is_active: 0, updated_at: at })
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .where('is_active', '=', 1)
    .execute();
  await trx
    .updateTable('characters')
    .set({ is_active: 1, updated_at: at })
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------------------
// Rules data a character is checked against

export function findRace(db: Db, id: number) {
  return db.selectFrom('races').select(['id']).where('id', '=', id).executeTakeFirst();
}

export function findClass(db: Db, id: number) {
  return db
    .selectFrom('classes')
    .select(['id', 'conflict', 'additional_professions'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findRaceClassLinks(db: Db, raceId: number, classId: number) {
  return db
    .selectFrom('race_classes')
    .select(['race_id', 'class_id'])
    .where('race_id', '=', raceId)
    .where('class_id', '=', classId)
    .execute();
}

export function listClassProfessionOptions(db: Db, classId: number) {
  return db
    .selectFrom('class_professions')
    .select(['profession_id', 'mandatory', 'sort_order'])
    .where('class_id', '=', classId)
    .execute();
}

export function listRacesForCreation(db: Db) {
  return db
    .selectFrom('races')
    .select(['id', 'name', 'description', 'image_path', 'base_hits', 'base_mana'])
    .orderBy('name')
    .execute();
}

export function listClassesForCreation(db: Db, includeConflict: boolean) {
  let query = db
    .selectFrom('classes')
    .select(['id', 'name', 'description', 'conflict', 'additional_professions'])
    .orderBy('name');
  if (!includeConflict) query = query.where('conflict', '!=', 1);
  return query.execute();
}

export function listRaceClassPairs(db: Db) {
  return db
    .selectFrom('race_classes')
    .select(['race_id', 'class_id'])
    .orderBy('race_id')
    .orderBy('class_id')
    .execute();
}

/** Whether `path` names an image `userId` uploaded: a member's avatar is their own upload. */
export async function ownUploadExists(db: Db, path: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('path', '=', path)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------
// The sheet

export interface StoredAbilityRecord {
  profession_id: number;
  ability_id: number;
  special_ability_id: number | null;
  is_unlocked: number;
}

export function listStoredAbilities(db: Db, characterId: number): Promise<StoredAbilityRecord[]> {
  return db
    .selectFrom('character_abilities')
    .select(['profession_id', 'ability_id', 'special_ability_id', 'is_unlocked'])
    .where('character_id', '=', characterId)
    .orderBy('id')
    .execute();
}

/** The sheet's rows with what the cells show, by profession position and level. */
export function listSheetRows(db: Db, characterId: number) {
  return db
    .selectFrom('character_abilities as ca')
    .innerJoin('abilities as a', 'a.id', 'ca.ability_id')
    .leftJoin('profession_abilities as pa', (join) =>
      join
        .onRef('pa.profession_id', '=', 'ca.profession_id')
        .onRef('pa.ability_id', '=', 'ca.ability_id'),
    )
    .leftJoin('character_professions as cp', (join) =>
      join
        .onRef('cp.character_id', '=', 'ca.character_id')
        .onRef('cp.profession_id', '=', 'ca.profession_id'),
    )
    .leftJoin('special_abilities as s', 's.id', 'ca.special_ability_id')
    .select([
      'ca.profession_id',
      'ca.ability_id',
      'ca.special_ability_id',
      's.name as special_ability_name',
      'ca.is_unlocked',
      'pa.order_learned',
      'a.name',
      'a.xpcost',
      'a.effect',
      'a.type',
      'a.duration',
      'a.rite',
      'a.cost_mana',
      'a.requirement',
      'a.note',
      'a.bonus_hits',
      'a.bonus_kp',
      'a.bonus_rp',
      'a.bonus_mp',
      'a.has_special_ability',
    ])
    .where('ca.character_id', '=', characterId)
    .orderBy('cp.position')
    .orderBy('pa.order_learned')
    .orderBy('ca.id')
    .execute();
}
export type SheetRowRecord = Awaited<ReturnType<typeof listSheetRows>>[number];

/** What the character's professions offer, with each ability's linked special abilities. */
export async function listOffers(db: Db, professionIds: readonly number[]) {
  if (professionIds.length === 0) return [];
  const offers = await db
    .selectFrom('profession_abilities as pa')
    .innerJoin('abilities as a', 'a.id', 'pa.ability_id')
    .select([
      'pa.profession_id',
      'pa.ability_id',
      'pa.order_learned',
      'a.xpcost',
      'a.has_special_ability',
    ])
    .where('pa.profession_id', 'in', [...professionIds])
    .execute();
  const abilityIds = [...new Set(offers.map((o) => o.ability_id))];
  const links =
    abilityIds.length === 0
      ? []
      : await db
          .selectFrom('ability_special_abilities')
          .select(['ability_id', 'special_ability_id'])
          .where('ability_id', 'in', abilityIds)
          .execute();
  return offers.map((offer) => ({
    ...offer,
    special_ability_ids: links
      .filter((l) => l.ability_id === offer.ability_id)
      .map((l) => l.special_ability_id),
  }));
}

export async function replaceSheet(
  trx: Transaction<Database>,
  characterId: number,
  rows: readonly StoredAbilityRecord[],
): Promise<void> {
  await trx.deleteFrom('character_abilities').where('character_id', '=', characterId).execute();
  if (rows.length > 0) {
    await trx
      .insertInto('character_abilities')
      .values(rows.map((row) => ({ character_id: characterId, ...row })))
      .execute();
  }
  await trx
    .updateTable('characters')
    .set({ allow_update: 0, updated_at: now() })
    .where('id', '=', characterId)
    .execute();
}

// ---------------------------------------------------------------------------
// The sheet save: every statement compiled once, the reads keyed by the character alone
// (no list of ids, so no new SQL text per sheet). On PostgreSQL, where each statement is a
// round trip, the save is five: begin, the character held, the rules it is judged by, the
// writes, commit.

const readSaveCharacter = compiledOnce((db) => {
  const query = db
    .selectFrom('characters as c')
    .select((eb) => ['c.user_id', 'c.allow_update', xpTotal(eb, 'c.id').as('xp')])
    .where('c.id', '=', slot('id'));
  // The row stays held until the transaction ends: two saves of one sheet run in turn.
  return isPostgres(db) ? query.forUpdate() : query;
});

const saveProfessionsQuery = (db: Db) =>
  db
    .selectFrom('character_professions')
    .select(['profession_id', 'position'])
    .where('character_id', '=', slot('id'));

const saveOffersQuery = (db: Db) =>
  db
    .selectFrom('character_professions as cp')
    .innerJoin('profession_abilities as pa', 'pa.profession_id', 'cp.profession_id')
    .innerJoin('abilities as a', 'a.id', 'pa.ability_id')
    .select([
      'pa.profession_id',
      'pa.ability_id',
      'pa.order_learned',
      'a.xpcost',
      'a.has_special_ability',
    ])
    .where('cp.character_id', '=', slot('id'));

const saveLinksQuery = (db: Db) =>
  db
    .selectFrom('character_professions as cp')
    .innerJoin('profession_abilities as pa', 'pa.profession_id', 'cp.profession_id')
    .innerJoin('ability_special_abilities as l', 'l.ability_id', 'pa.ability_id')
    .select(['l.ability_id', 'l.special_ability_id'])
    .distinct()
    .where('cp.character_id', '=', slot('id'));

const saveStoredQuery = (db: Db) =>
  db
    .selectFrom('character_abilities')
    .select(['id', 'profession_id', 'ability_id', 'special_ability_id', 'is_unlocked'])
    .where('character_id', '=', slot('id'));

const readSaveProfessions = compiledOnce(saveProfessionsQuery);
const readSaveOffers = compiledOnce(saveOffersQuery);
const readSaveLinks = compiledOnce(saveLinksQuery);
const readSaveStored = compiledOnce(saveStoredQuery);

/**
 * PostgreSQL, one statement for the four reads after the character's row is held: each a
 * JSON array, so the save costs one round trip for them instead of four. It runs after the
 * lock, with a snapshot of its own, so it sees whatever a save it waited for committed.
 */
const readSaveRulesPostgres = compiledOnce((db) =>
  db.selectNoFrom([
    jsonArrayFrom(saveProfessionsQuery(db)).as('professions'),
    jsonArrayFrom(saveOffersQuery(db)).as('offers'),
    jsonArrayFrom(saveLinksQuery(db)).as('links'),
    jsonArrayFrom(saveStoredQuery(db)).as('stored'),
  ]),
);

type SaveRows<Q extends (db: Db) => { execute(): Promise<unknown[]> }> = Awaited<
  ReturnType<ReturnType<Q>['execute']>
>;

interface SaveRules {
  professions: SaveRows<typeof saveProfessionsQuery>;
  offers: SaveRows<typeof saveOffersQuery>;
  links: SaveRows<typeof saveLinksQuery>;
  stored: SaveRows<typeof saveStoredQuery>;
}

async function readSaveRules(
  trx: Transaction<Database>,
  values: { id: number },
): Promise<SaveRules> {
  if (isPostgres(trx)) {
    const [row] = (await readSaveRulesPostgres(trx, values)).rows;
    return row as SaveRules;
  }
  // SQLite runs in this process: four statements cost no round trips.
  const [professions, offers, links, stored] = await Promise.all([
    readSaveProfessions(trx, values),
    readSaveOffers(trx, values),
    readSaveLinks(trx, values),
    readSaveStored(trx, values),
  ]);
  return {
    professions: professions.rows,
    offers: offers.rows,
    links: links.rows,
    stored: stored.rows,
  };
}

export interface SheetSaveState {
  user_id: number;
  allow_update: number;
  xp: number;
  professionIds: number[];
  offers: {
    profession_id: number;
    ability_id: number;
    order_learned: number;
    xpcost: number;
    has_special_ability: number;
    special_ability_ids: number[];
  }[];
  stored: StoredAbilityRecord[];
}

/**
 * Everything a sheet save is judged by, read once inside its transaction: the character
 * (held), its XP, its professions, what they offer and the sheet as stored. Undefined when
 * there is no such character.
 */
export async function readSheetSaveState(
  trx: Transaction<Database>,
  characterId: number,
): Promise<SheetSaveState | undefined> {
  const values = { id: characterId };
  const [character] = (await readSaveCharacter(trx, values)).rows;
  if (!character) return undefined;
  const { professions, offers, links, stored } = await readSaveRules(trx, values);
  const linked = new Map<number, number[]>();
  for (const link of links) {
    const list = linked.get(link.ability_id) ?? [];
    list.push(link.special_ability_id);
    linked.set(link.ability_id, list);
  }
  return {
    user_id: character.user_id,
    allow_update: character.allow_update,
    // SQLite answers SUM as a number, PostgreSQL as numeric (parsed to a number on connect).
    xp: Number(character.xp ?? 0),
    // Ordered here, not in SQL: an aggregate's input order is not promised.
    professionIds: professions
      .sort((a, b) => a.position - b.position)
      .map((row) => row.profession_id),
    // Named field by field: spreading the driver's row objects was a measurable part of a save.
    offers: offers.map((offer) => ({
      profession_id: offer.profession_id,
      ability_id: offer.ability_id,
      order_learned: offer.order_learned,
      xpcost: offer.xpcost,
      has_special_ability: offer.has_special_ability,
      special_ability_ids: linked.get(offer.ability_id) ?? [],
    })),
    stored: stored
      .sort((a, b) => a.id - b.id)
      .map(({ profession_id, ability_id, special_ability_id, is_unlocked }) => ({
        profession_id,
        ability_id,
        special_ability_id,
        is_unlocked,
      })),
  };
}

const rowSlots = (index: number) => ({
  character_id: slot<number>('id'),
  profession_id: rowSlot<number>(index, 'profession_id'),
  ability_id: rowSlot<number>(index, 'ability_id'),
  special_ability_id: rowSlot<number | null>(index, 'special_ability_id'),
  is_unlocked: rowSlot<number>(index, 'is_unlocked'),
});

const lockSheetQuery = (db: Db) =>
  db
    .updateTable('characters')
    .set({ allow_update: 0, updated_at: slot('at') })
    .where('id', '=', slot('id'));

/** SQLite: the abilities the save removes (`count` of them, as row slots). */
const deleteSheetRows = compiledOnce((db, count) =>
  db
    .deleteFrom('character_abilities')
    .where('character_id', '=', slot('id'))
    .where(
      'ability_id',
      'in',
      Array.from({ length: count }, (_, index) => rowSlot<number>(index, 'ability_id')),
    ),
);

/**
 * The rows a save writes, inserted, or updated where the character already has the
 * ability (the unique pair character and ability decides which).
 */
const upsertSheetRows = (db: Db, count: number) =>
  db
    .insertInto('character_abilities')
    .values(Array.from({ length: count }, (_, index) => rowSlots(index)))
    .onConflict((oc) =>
      oc.columns(['character_id', 'ability_id']).doUpdateSet((eb) => ({
        profession_id: eb.ref('excluded.profession_id'),
        special_ability_id: eb.ref('excluded.special_ability_id'),
        is_unlocked: eb.ref('excluded.is_unlocked'),
      })),
    );
const writeSheetRows = compiledOnce(upsertSheetRows);
const lockSheet = compiledOnce(lockSheetQuery);

/**
 * PostgreSQL, one statement: the abilities the save removes deleted (an array, so one
 * statement text serves any number), the rows it changes upserted, and the sheet closed.
 * The parts of one statement see the same snapshot and touch different rows, so the order
 * PostgreSQL runs them in does not matter.
 */
const writeSheetPostgres = compiledOnce((db, count) => {
  const withRemoved = db.with('removed', (q) =>
    q
      .deleteFrom('character_abilities')
      .where('character_id', '=', slot('id'))
      .where('ability_id', '=', sql<number>`any(${slot('removed')}::integer[])`),
  );
  if (count === 0) return lockSheetQuery(withRemoved as unknown as Db);
  return upsertSheetRows(
    withRemoved.with('closed', (q) =>
      lockSheetQuery(q as unknown as Db).returning('id'),
    ) as unknown as Db,
    count,
  );
});

/**
 * The stored sheet turned into `rows` and closed for updates, inside the save's
 * transaction. Only what changed is written: a row stored as it is stays untouched, so a
 * save that adds one ability writes one row, not the whole sheet again.
 */
export async function writeSheet(
  trx: Transaction<Database>,
  characterId: number,
  stored: readonly StoredAbilityRecord[],
  rows: readonly StoredAbilityRecord[],
): Promise<void> {
  const { removedAbilityIds, written } = sheetChanges(stored, rows);
  const at = now();
  if (isPostgres(trx)) {
    const values = { id: characterId, at, removed: removedAbilityIds, rows: written };
    await writeSheetPostgres(trx, values, written.length);
    return;
  }
  // SQLite runs in this process: up to three statements cost no round trips.
  if (removedAbilityIds.length > 0) {
    const removed = removedAbilityIds.map((ability_id) => ({ ability_id }));
    await deleteSheetRows(trx, { id: characterId, rows: removed }, removed.length);
  }
  if (written.length > 0) {
    await writeSheetRows(trx, { id: characterId, rows: written }, written.length);
  }
  await lockSheet(trx, { id: characterId, at });
}

export function findActiveCharacterId(db: Db, userId: number) {
  return db
    .selectFrom('characters')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
}

export function listChosenSpecialAbilities(db: Db, characterId: number, type: string | undefined) {
  let query = db
    .selectFrom('character_abilities as ca')
    .innerJoin('special_abilities as s', 's.id', 'ca.special_ability_id')
    .select(['s.id', 's.name', 's.type'])
    .distinct()
    .where('ca.character_id', '=', characterId)
    .orderBy('s.name')
    .orderBy('s.id');
  if (type !== undefined) query = query.where('s.type', '=', type);
  return query.execute();
}

// ---------------------------------------------------------------------------
// The XP ledger

export function insertXpAward(
  db: Db,
  award: { characterId: number; amount: number; reason: string; awardedBy: number },
) {
  return db
    .insertInto('xp_awards')
    .values({
      character_id: award.characterId,
      amount: award.amount,
      reason: award.reason,
      awarded_by: award.awardedBy,
      created_at: now(),
    })
    .returning(['id', 'character_id', 'amount', 'reason', 'awarded_by', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function listXpAwards(db: Db, characterId: number) {
  return db
    .selectFrom('xp_awards as x')
    .leftJoin('users as u', 'u.id', 'x.awarded_by')
    .select([
      'x.id',
      'x.character_id',
      'x.amount',
      'x.reason',
      'x.awarded_by',
      'u.name as awarded_by_name',
      'x.created_at',
    ])
    .where('x.character_id', '=', characterId)
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id', 'desc')
    .execute();
}
