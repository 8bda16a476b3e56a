import type { DbHandle } from '../../db/connect';

export interface SessionUserRow {
  id: number;
  name: string;
  email: string;
  role: string;
  conflict_allowed: number;
  token_version: number;
}

const SESSION_USER_SQL =
  'select id, name, email, role, conflict_allowed, token_version from users where id = ?';

/**
 * The user behind a bearer token, read on every authenticated request. On SQLite the
 * statement is prepared once: Kysely prepares each query anew, which costs more than the
 * lookup itself on the hottest path of the app.
 */
export function createSessionLookup(
  handle: DbHandle,
): (id: number) => Promise<SessionUserRow | undefined> {
  const { sqlite } = handle;
  if (sqlite) {
    const statement = sqlite.prepare<[number], SessionUserRow>(SESSION_USER_SQL);
    return async (id) => statement.get(id);
  }
  return (id) =>
    handle.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'conflict_allowed', 'token_version'])
      .where('id', '=', id)
      .executeTakeFirst();
}
