import type { Transaction } from 'kysely';
import { compiledOnce, slot } from '../../db/compiled-once';
import { forUpdate } from '../../db/engine';
import { receivedSum, refundedSum } from '../../db/payments';
import type { Database, Db, EventRow, EventUpdateRow, NewEvent } from '../../db/schema';

/**
 * Reads the event and holds its row until the transaction ends, so sign-ups, cancellations,
 * capacity changes and settling of one event run one after another. SQLite write
 * transactions are serial already (decision 008).
 */
export async function lockEvent(
  trx: Transaction<Database>,
  id: number,
): Promise<EventRow | undefined> {
  const {
    rows: [row],
  } = await heldEvent(trx, { id });
  return row;
}

// Every sign-up and cancellation takes it: built and compiled once.
const heldEvent = compiledOnce((db) =>
  forUpdate(db, db.selectFrom('events').selectAll().where('id', '=', slot('id'))),
);

export function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Events of the given statuses (all when null), earliest first. */
export function listEvents(db: Db, statuses: readonly string[] | null): Promise<EventRow[]> {
  let query = db.selectFrom('events').selectAll();
  if (statuses) query = query.where('status', 'in', [...statuses]);
  return query.orderBy('starts_at').orderBy('id').execute();
}

/**
 * Published events with a price that have not ended: members still read whom to pay on
 * them, so the payment instructions cannot be cleared while there are any.
 */
export async function listPricedEventsAhead(db: Db, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('events')
    .select('title')
    .where('status', '=', 'published')
    .where('ends_at', '>', now)
    .where((eb) => eb.or([eb('price_player', '>', 0), eb('price_crew', '>', 0)]))
    .orderBy('starts_at')
    .execute();
  return rows.map((row) => row.title);
}

export async function insertEvent(db: Db, event: NewEvent): Promise<number> {
  const row = await db.insertInto('events').values(event).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(db: Db, id: number, change: EventUpdateRow): Promise<void> {
  await db.updateTable('events').set(change).where('id', '=', id).execute();
}

/**
 * Settles a published event; true only for the one request that made the change, so two
 * settle requests racing can never both award XP.
 */
export async function markSettled(
  trx: Transaction<Database>,
  id: number,
  by: { actorId: number; at: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('events')
    .set({ status: 'settled', settled_at: by.at, settled_by: by.actorId, updated_at: by.at })
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface SignupCountRow {
  event_id: number;
  role: string;
  status: string;
  count: number;
}

/** How many sign-ups each event has per role and status. */
export function countSignups(db: Db, eventIds: readonly number[]): Promise<SignupCountRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('event_signups')
    .select((eb) => ['event_id', 'role', 'status', eb.fn.countAll<number>().as('count')])
    .where('event_id', 'in', [...eventIds])
    .groupBy(['event_id', 'role', 'status'])
    .execute();
}

export interface PaymentRow {
  event_id: number;
  status: string;
  event_status: string;
  amount_due: number;
  received: number;
  refunded: number;
}

/**
 * Every sign-up of the events with the sums of its payment entries, in one query: staff's
 * totals are derived from them (rules/payments.ts).
 */
export async function listPayments(db: Db, eventIds: readonly number[]): Promise<PaymentRow[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('event_signups as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select((eb) => [
      's.event_id',
      's.status',
      'e.status as event_status',
      's.amount_due',
      receivedSum(eb, 's.id').as('received'),
      refundedSum(eb, 's.id').as('refunded'),
    ])
    .where('s.event_id', 'in', [...eventIds])
    .execute();
  return rows.map((row) => ({
    ...row,
    received: Number(row.received ?? 0),
    refunded: Number(row.refunded ?? 0),
  }));
}
