import { normalizeTicketCode } from '@club/shared/rules/tickets';
import { sql } from 'kysely';
import type { Db, NewItemTransfer } from '../../db/schema';
import type { LedgerEntryRow } from './inventory.mapper';

/**
 * The ledger's queries. A character's balance of a type is the sum of the rows into it
 * minus the rows out of it; a piece's holder is the receiver of its newest row. Nothing
 * here is cached: every number is read from the rows.
 */

export async function insertTransfer(db: Db, row: NewItemTransfer): Promise<number> {
  const inserted = await db
    .insertInto('item_transfers')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The character's balance of one type. */
export async function balanceOf(db: Db, characterId: number, itemTypeId: number): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('item_transfers')
        .select((x) => x.fn.coalesce(x.fn.sum<number>('quantity'), sql<number>`0`).as('s'))
        .where('to_character_id', '=', characterId)
        .where('item_type_id', '=', itemTypeId)
        .as('gained'),
      eb
        .selectFrom('item_transfers')
        .select((x) => x.fn.coalesce(x.fn.sum<number>('quantity'), sql<number>`0`).as('s'))
        .where('from_character_id', '=', characterId)
        .where('item_type_id', '=', itemTypeId)
        .as('given'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.gained ?? 0) - Number(row.given ?? 0);
}

export interface BalanceRow {
  character_id: number;
  item_type_id: number;
  quantity: number;
}

/**
 * The balances of the characters, per type, above zero (sums of their rows). Unique
 * types count their pieces here too; the callers that list holdings leave them out.
 */
export async function balancesOf(db: Db, characterIds: readonly number[]): Promise<BalanceRow[]> {
  if (characterIds.length === 0) return [];
  const ids = [...characterIds];
  const moves = db
    .selectFrom('item_transfers')
    .select(['to_character_id as character_id', 'item_type_id', 'quantity as amount'])
    .where('to_character_id', 'in', ids)
    .unionAll(
      db
        .selectFrom('item_transfers')
        .select([
          'from_character_id as character_id',
          'item_type_id',
          sql<number>`-quantity`.as('amount'),
        ])
        .where('from_character_id', 'in', ids),
    );
  const rows = await db
    .selectFrom(moves.as('m'))
    .select((eb) => [
      'm.character_id',
      'm.item_type_id',
      eb.fn.sum<number>('m.amount').as('quantity'),
    ])
    .groupBy(['m.character_id', 'm.item_type_id'])
    .having((eb) => eb.fn.sum('m.amount'), '>', 0)
    .execute();
  return rows.map((row) => ({
    character_id: Number(row.character_id),
    item_type_id: row.item_type_id,
    quantity: Number(row.quantity),
  }));
}

export interface HeldPieceRow {
  id: number;
  code: string;
  item_type_id: number;
  acquired_at: string;
  character_id: number;
}

/** The pieces the characters hold now: those whose newest row went to one of them. */
export function piecesHeldBy(db: Db, characterIds: readonly number[]): Promise<HeldPieceRow[]> {
  if (characterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_transfers as t')
    .innerJoin('items as i', 'i.id', 't.item_id')
    .select([
      'i.id',
      'i.code',
      'i.item_type_id',
      't.created_at as acquired_at',
      sql<number>`t.to_character_id`.as('character_id'),
    ])
    .where('t.to_character_id', 'in', [...characterIds])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('item_transfers as later')
            .select('later.id')
            .whereRef('later.item_id', '=', 't.item_id')
            .whereRef('later.id', '>', 't.id'),
        ),
      ),
    )
    .orderBy('t.id')
    .execute();
}

/** Where a piece is: the receiving end of its newest row (undefined for an unknown piece). */
export function pieceHolder(
  db: Db,
  itemId: number,
): Promise<{ to_kind: string; to_character_id: number | null; created_at: string } | undefined> {
  return db
    .selectFrom('item_transfers')
    .select(['to_kind', 'to_character_id', 'created_at'])
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findPiece(db: Db, where: { id: number } | { code: string }) {
  let query = db
    .selectFrom('items as i')
    .innerJoin('item_types as it', 'it.id', 'i.item_type_id')
    .select([
      'i.id',
      'i.code',
      'i.item_type_id',
      'i.created_at',
      'it.name',
      'it.unit',
      'it.description',
      'it.visible_to_players',
    ]);
  query =
    'id' in where ? query.where('i.id', '=', where.id) : query.where('i.code', '=', where.code);
  return query.executeTakeFirst();
}

export async function insertPiece(
  db: Db,
  values: { code: string; item_type_id: number; created_by: number | null; created_at: string },
): Promise<number> {
  const row = await db.insertInto('items').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function codeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('items').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** Every piece of a type and the receiving end of its newest row. */
export function piecesOfType(db: Db, itemTypeId: number) {
  return db
    .selectFrom('items as i')
    .innerJoin('item_types as it', 'it.id', 'i.item_type_id')
    .innerJoin('item_transfers as t', (join) =>
      join
        .onRef('t.item_id', '=', 'i.id')
        .on(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('item_transfers as later')
                .select('later.id')
                .whereRef('later.item_id', '=', 'i.id')
                .whereRef('later.id', '>', 't.id'),
            ),
          ),
        ),
    )
    .leftJoin('characters as c', 'c.id', 't.to_character_id')
    .select([
      'i.id',
      'i.code',
      'i.item_type_id',
      'it.name',
      't.to_kind',
      't.to_character_id',
      'c.name as character_name',
      't.created_at as acquired_at',
    ])
    .where('i.item_type_id', '=', itemTypeId)
    .orderBy('i.id')
    .execute();
}

/** Ledger rows with the names a reader needs: types, pieces, both ends, who, which event. */
function entryQuery(db: Db) {
  return db
    .selectFrom('item_transfers as t')
    .innerJoin('item_types as it', 'it.id', 't.item_type_id')
    .leftJoin('items as i', 'i.id', 't.item_id')
    .leftJoin('characters as fc', 'fc.id', 't.from_character_id')
    .leftJoin('characters as tc', 'tc.id', 't.to_character_id')
    .leftJoin('users as u', 'u.id', 't.actor_id')
    .leftJoin('events as e', 'e.id', 't.event_id')
    .select([
      't.id',
      't.created_at',
      't.cause',
      't.item_type_id',
      'it.name as type_name',
      'it.unit',
      'it.visible_to_players',
      't.quantity',
      't.item_id',
      'i.code as item_code',
      't.from_kind',
      't.from_character_id',
      'fc.name as from_name',
      't.to_kind',
      't.to_character_id',
      'tc.name as to_name',
      't.reason',
      'u.name as actor_name',
      't.event_id',
      'e.title as event_title',
    ]);
}

export interface LedgerFilter {
  characterId?: number;
  bank?: boolean;
  itemTypeId?: number;
  itemId?: number;
  /** Only rows whose ids are in this list (rows just written). */
  ids?: readonly number[];
  before?: number;
  visibleOnly?: boolean;
}

/**
 * The ids of a character's newest rows (at most `limit`), in and out: each end read
 * newest first along its own index and cut at the limit, so a long history costs no
 * more than a short one.
 */
function characterRowIds(db: Db, characterId: number, filter: LedgerFilter, limit: number) {
  const end = (column: 'to_character_id' | 'from_character_id') => {
    let query = db
      .selectFrom('item_transfers as s')
      .innerJoin('item_types as st', 'st.id', 's.item_type_id')
      .select('s.id')
      .where(`s.${column}`, '=', characterId);
    if (filter.itemTypeId !== undefined)
      query = query.where('s.item_type_id', '=', filter.itemTypeId);
    if (filter.before !== undefined) query = query.where('s.id', '<', filter.before);
    if (filter.visibleOnly) query = query.where('st.visible_to_players', '=', 1);
    return db
      .selectFrom(query.orderBy('s.id', 'desc').limit(limit).as(column))
      .select(`${column}.id`);
  };
  return end('to_character_id').unionAll(end('from_character_id'));
}

/** Ledger rows matching the filter, newest first. */
export function listEntries(
  db: Db,
  filter: LedgerFilter,
  limit: number,
): Promise<LedgerEntryRow[]> {
  let query = entryQuery(db);
  const { characterId } = filter;
  if (characterId !== undefined) {
    query = query.where('t.id', 'in', characterRowIds(db, characterId, filter, limit));
  }
  if (filter.bank) {
    query = query.where((eb) =>
      eb.or([eb('t.to_kind', '=', 'bank'), eb('t.from_kind', '=', 'bank')]),
    );
  }
  if (filter.itemTypeId !== undefined)
    query = query.where('t.item_type_id', '=', filter.itemTypeId);
  if (filter.itemId !== undefined) query = query.where('t.item_id', '=', filter.itemId);
  if (filter.ids !== undefined) {
    query = query.where('t.id', 'in', filter.ids.length > 0 ? [...filter.ids] : [0]);
  }
  if (filter.before !== undefined) query = query.where('t.id', '<', filter.before);
  if (filter.visibleOnly) query = query.where('it.visible_to_players', '=', 1);
  return query.orderBy('t.id', 'desc').limit(limit).execute();
}

/** The ledger rows of the characters, oldest first (the own-data export). */
export function entriesOfCharacters(
  db: Db,
  characterIds: readonly number[],
): Promise<LedgerEntryRow[]> {
  if (characterIds.length === 0) return Promise.resolve([]);
  const ids = [...characterIds];
  return entryQuery(db)
    .where((eb) =>
      eb.or([eb('t.to_character_id', 'in', ids), eb('t.from_character_id', 'in', ids)]),
    )
    .orderBy('t.id')
    .execute();
}

/** The envelope rows one event gave its characters, per character and type. */
export async function envelopeRowsOf(db: Db, eventId: number) {
  const rows = await db
    .selectFrom('item_transfers as t')
    .innerJoin('item_types as it', 'it.id', 't.item_type_id')
    .select((eb) => [
      't.to_character_id',
      't.item_type_id',
      'it.name',
      'it.unit',
      eb.fn.sum<number>('t.quantity').as('quantity'),
      eb.fn.min<number>('t.id').as('first_id'),
    ])
    .where('t.event_id', '=', eventId)
    .where('t.cause', '=', 'envelope')
    .groupBy(['t.to_character_id', 't.item_type_id', 'it.name', 'it.unit'])
    .orderBy('first_id')
    .execute();
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}

/** Active characters whose name holds the text (any case), for a gift or the logistics desk. */
export function findCharactersByName(
  db: Db,
  text: string,
  options: { activeOnly: boolean; limit: number },
) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom('characters as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.name', 'c.user_id', 'c.is_active', 'u.name as player_name'])
    .where(sql<boolean>`lower(c.name) like ${pattern} escape '\\'`)
    .where('u.deleted_at', 'is', null)
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(options.limit);
  if (options.activeOnly) {
    query = query.where('c.is_active', '=', 1).where('u.active', '=', 1);
  }
  return query.execute();
}

/** A character and whether it takes gifts (active, and its account live and not deactivated). */
export function findCharacter(db: Db, id: number) {
  return db
    .selectFrom('characters as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.name', 'c.user_id', 'c.is_active', 'u.active', 'u.deleted_at'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The character a ticket names (any event's sign-up, the code as typed), if it names one. */
export function findCharacterByTicket(db: Db, code: string) {
  return db
    .selectFrom('event_signups')
    .select(['character_id'])
    .where('ticket_code', '=', normalizeTicketCode(code))
    .executeTakeFirst();
}
