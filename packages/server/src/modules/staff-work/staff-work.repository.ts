import type { Kysely } from 'kysely';
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

/** Confirmed, unpaid sign-ups of published events that have not started yet. */
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
      .where('e.starts_at', '>', now)
      .where('s.status', '=', 'confirmed')
      .where('s.payment_status', '=', 'unpaid')
      .where('s.amount_due', '>', 0)
      .executeTakeFirst(),
  );
}
