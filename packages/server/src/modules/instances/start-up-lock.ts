import pg from 'pg';

/**
 * The advisory lock key start-ups take on PostgreSQL (any constant no other code uses:
 * "club" in ASCII).
 */
export const START_UP_LOCK_KEY = 0x636c7562;

/**
 * Runs `work` while holding a session-level advisory lock on one dedicated connection, so
 * servers started at the same moment on one database migrate, seed and create the first
 * board account one after the other: the later ones find the work done. Should this
 * process die while holding it, PostgreSQL releases the lock with the connection.
 */
export async function withStartUpLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'club-start-up' });
  // An error on the idle connection surfaces through the queries below, not as a crash.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
