import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The end of the email's current lock, when it is locked at `now`. */
export async function lockedUntil(
  db: Kysely<Database>,
  email: string,
  now: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('email', '=', email)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/**
 * Counts one failed login in one statement (two requests at once both count): a window
 * older than `windowStart` starts again at 1. Answers the count in the current window.
 */
export async function countFailure(
  db: Kysely<Database>,
  email: string,
  now: string,
  windowStart: string,
): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ email, failures: 1, window_started_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql<number>`case when login_failures.window_started_at < ${windowStart} then 1 else login_failures.failures + 1 end`,
        window_started_at: sql<string>`case when login_failures.window_started_at < ${windowStart} then ${now} else login_failures.window_started_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Locks the email until `until`; the count starts afresh for the time after the lock. */
export async function lock(db: Kysely<Database>, email: string, until: string): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ locked_until: until, failures: 0, window_started_at: until })
    .where('email', '=', email)
    .execute();
}

export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

/** Rows whose window and lock are both over say nothing any more. */
export async function forgetStaleFailures(
  db: Kysely<Database>,
  now: string,
  windowStart: string,
): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('window_started_at', '<', windowStart)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}
