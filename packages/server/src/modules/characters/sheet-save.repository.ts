import { sql, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce, rowSlot, slot } from '../../db/compiled-once';
import { isPostgres } from '../../db/engine';
import type { Database, Db } from '../../db/schema';
import { xpTotal } from '../../db/xp';
import { sheetChanges } from './sheet-changes';
import type { StoredAbilityRecord } from './sheet.repository';

const now = () => new Date().toISOString();

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
