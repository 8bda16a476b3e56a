import { PostgresAdapter } from 'kysely';
import type { Db } from './schema';

/** Whether `db` speaks to PostgreSQL: row locks, arrays and one-round-trip statements. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The rows a query reads, held until the transaction ends (FOR UPDATE) on PostgreSQL.
 * SQLite needs no row lock: a transaction that writes begins IMMEDIATE and holds the whole
 * database already.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(db: Db, query: Q): Q {
  return isPostgres(db) ? query.forUpdate() : query;
}
