import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Failed logins are kept per email and client address: one pair is one row. */
export interface FailureKey {
  email: string;
  client: string;
}

/** The end of the pair's current lock, when it is locked at `now`. */
export async function lockedUntil(
  db: Kysely<Database>,
  key: FailureKey,
  now: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('email', '=', key.email)
    .where('client', '=', key.client)
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
  key: FailureKey,
  now: string,
  windowStart: string,
): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ ...key, failures: 1, window_started_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.columns(['email', 'client']).doUpdateSet({
        failures: sql<number>`case when login_failures.window_started_at < ${windowStart} then 1 else login_failures.failures + 1 end`,
        window_started_at: sql<string>`case when login_failures.window_started_at < ${windowStart} then ${now} else login_failures.window_started_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Locks the pair until `until`; the count starts afresh for the time after the lock. */
export async function lock(db: Kysely<Database>, key: FailureKey, until: string): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ locked_until: until, failures: 0, window_started_at: until })
    .where('email', '=', key.email)
    .where('client', '=', key.client)
    .execute();
}

/** A successful login from `client` forgets that address's failures, and only those. */
export async function clearFailures(db: Kysely<Database>, key: FailureKey): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('email', '=', key.email)
    .where('client', '=', key.client)
    .execute();
}

/** A password reset lifts every lock on the email, whichever address earned it. */
export async function clearAllFailures(db: Kysely<Database>, email: string): Promise<void> {
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
