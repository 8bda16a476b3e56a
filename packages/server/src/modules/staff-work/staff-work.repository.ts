import { sql, type Kysely } from 'kysely';
import { heldSum } from '../../db/payments';
import type { Database } from '../../db/schema';

/** One count query per kind of waiting work; each is served by an index of its table. */

type CountRow = { n: number | string | bigint } | undefined;
const count = (row: CountRow) => Number(row?.n ?? 0);

export async function countOpenChangeRequests(db: Kysely<Database>): Promise<number> {
  return count(
    await db
      .selectFrom('change_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirst(),
  );
}

export async function countSubmittedBackgrounds(db: Kysely<Database>): Promise<number> {
  return count(
    await db
      .selectFrom('character_backgrounds')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'submitted')
      .executeTakeFirst(),
  );
}

export async function countSubmittedReports(db: Kysely<Database>): Promise<number> {
  return count(
    await db
      .selectFrom('event_reports')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'submitted')
      .executeTakeFirst(),
  );
}

/**
 * Confirmed sign-ups of published events not yet over that still owe something: less held
 * than is due, so a partial payment counts (rules/payments.ts `isUnpaid`).
 */
export async function countUnpaidUpcomingSignups(
  db: Kysely<Database>,
  now: string,
): Promise<number> {
  return count(
    await db
      .selectFrom('event_signups as s')
      .innerJoin('events as e', 'e.id', 's.event_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('e.status', '=', 'published')
      .where('e.ends_at', '>', now)
      .where('s.status', '=', 'confirmed')
      .where('s.amount_due', '>', 0)
      .where((eb) => eb(heldSum(eb, 's.id'), '<', eb.ref('s.amount_due')))
      .executeTakeFirst(),
  );
}

/**
 * Sign-ups the club holds more money for than is due: paid more than the price, withdrawn
 * after paying, or of a cancelled event (nothing is due then).
 */
export async function countRefundsDue(db: Kysely<Database>): Promise<number> {
  return count(
    await db
      .selectFrom('event_signups as s')
      .innerJoin('events as e', 'e.id', 's.event_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) =>
        eb(
          heldSum(eb, 's.id'),
          '>',
          sql<number>`case when s.status = 'withdrawn' or e.status = 'cancelled' then 0 else s.amount_due end`,
        ),
      )
      .executeTakeFirst(),
  );
}

/** Members' threads with the organizers whose last message is the member's. */
export async function countWaitingThreads(db: Kysely<Database>): Promise<number> {
  const last = db
    .selectFrom('signup_messages')
    .select(sql<number>`max(id)`.as('last_id'))
    .groupBy('signup_id')
    .as('l');
  return count(
    await db
      .selectFrom(last)
      .innerJoin('signup_messages as m', 'm.id', 'l.last_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('m.from_staff', '=', 0)
      .executeTakeFirst(),
  );
}
