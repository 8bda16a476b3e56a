import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The database's clock in milliseconds: every instance reads the same one. */
const nowMs = sql<number>`(extract(epoch from now()) * 1000)::bigint`;

export interface HitCount {
  /** Requests in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request in one statement (PostgreSQL only), so requests arriving at once on
 * several instances each count: a window that has ended starts again at 1. Answers the
 * count and the time left of the window.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<HitCount> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_hits as h (key, hits, expires_at)
    values (${key}, 1, ${nowMs} + ${windowMs})
    on conflict (key) do update set
      hits = case when h.expires_at <= ${nowMs} then 1 else h.hits + 1 end,
      expires_at = case when h.expires_at <= ${nowMs} then excluded.expires_at else h.expires_at end
    returning hits, h.expires_at - ${nowMs} as ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('Counting a rate-limited request returned no row');
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

/** Deletes the windows that have ended; answers how many. */
export async function deleteExpiredHits(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('expires_at', '<=', nowMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
