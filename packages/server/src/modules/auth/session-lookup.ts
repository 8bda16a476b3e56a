import { systemClock, type Clock } from '../../clock';
import type { DbHandle } from '../../db/connect';

export interface SessionUserRow {
  id: number;
  name: string;
  email: string;
  role: string;
  conflict_allowed: number;
  token_version: number;
  active: number;
}

const SESSION_USER_SQL =
  'select id, name, email, role, conflict_allowed, token_version, active from users where id = ?';

/**
 * How long a looked-up user may be reused. Writes made through this process clear the
 * cache at once, and on PostgreSQL so do changes other processes make (the change feed);
 * this bounds how late a change is noticed where no feed tells (the command line's
 * `user role` on SQLite).
 */
export const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_SIZE = 10_000;

/**
 * The user behind a bearer token, read on every authenticated request. Rows are kept for
 * a moment, dropped on any write this process makes, so logout, password reset and role
 * changes through the app revoke tokens on the very next request. On SQLite the statement
 * is prepared once: Kysely prepares each query anew.
 */
export interface SessionLookup {
  (id: number): Promise<SessionUserRow | undefined>;
  /**
   * The row kept for this user while it is fresh, without a promise: a cached read then
   * costs no turn of the event loop. Undefined when nothing is kept (ask the lookup).
   */
  kept: (id: number) => { row: SessionUserRow | undefined } | undefined;
  /**
   * The row as the database holds it now, never a kept one: for a session that claims a
   * staff role, which must not outlive a demotion or deactivation made on another server
   * by even the moment its change notice takes (decision 016). On SQLite the read is
   * synchronous and so is the answer: a staff request then stays on the server's
   * synchronous path instead of waiting a turn for a promise (a fifth of its CPU).
   */
  current: (id: number) => SessionUserRow | undefined | Promise<SessionUserRow | undefined>;
}

export interface SessionLookupDeps {
  handle: DbHandle;
  clock?: Clock;
}

export function createSessionLookup({
  handle,
  clock = systemClock,
}: SessionLookupDeps): SessionLookup {
  const now = clock;
  const read = reader(handle);
  const cache = new Map<number, { row: SessionUserRow | undefined; at: number }>();
  // Bumped by every write: a row read while a write went by is used once, not kept.
  let generation = 0;
  handle.writes.onWrite(() => {
    generation += 1;
    cache.clear();
  });
  handle.writes.onUserChange((id) => {
    generation += 1;
    cache.delete(id);
  });

  const kept = (id: number) => {
    const hit = cache.get(id);
    return hit && now() - hit.at < SESSION_CACHE_MS ? hit : undefined;
  };

  const lookup = async (id: number) => {
    const hit = kept(id);
    if (hit) return hit.row;
    const before = generation;
    const row = await read(id);
    if (generation !== before || !handle.writes.trusted) return row;
    if (cache.size >= SESSION_CACHE_SIZE) cache.clear();
    cache.set(id, { row, at: now() });
    return row;
  };
  return Object.assign(lookup, { kept, current: read });
}

function reader(
  handle: DbHandle,
): (id: number) => SessionUserRow | undefined | Promise<SessionUserRow | undefined> {
  const { sqlite } = handle;
  if (sqlite) {
    const statement = sqlite.prepare<[number], SessionUserRow>(SESSION_USER_SQL);
    return (id) => statement.get(id);
  }
  return (id) =>
    handle.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'conflict_allowed', 'token_version', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
}
