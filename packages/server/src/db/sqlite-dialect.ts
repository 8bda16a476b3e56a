import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type TransactionSettings,
} from 'kysely';

/** Statements kept per database: enough for every query the app writes, bounded for the rest. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's driver sees it, with `prepare` answering from a cache of
 * statements by SQL text: Kysely prepares every query anew, and compiling the SQL was the
 * largest single cost of a character save. A statement still being iterated (`busy`) is
 * not handed out twice; a fresh one is prepared instead. SQLite re-prepares a kept
 * statement by itself when a migration changes the schema.
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDatabase.Database {
  const statements = new Map<string, SqliteDatabase.Statement>();
  const prepare = (sql: string): SqliteDatabase.Statement => {
    const kept = statements.get(sql);
    if (kept && !kept.busy) return kept;
    const statement = database.prepare(sql);
    if (!kept) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  };
  return { prepare, close: () => database.close() } as unknown as SqliteDatabase.Database;
}

/**
 * Kysely's SQLite driver with three changes:
 *
 * - A transaction that may write begins IMMEDIATE: it takes the write lock before its first
 *   read, so a check and the write it guards are one step even against another process
 *   (the command line) on the same file, and a busy database waits `busy_timeout` instead
 *   of failing at the first write. Read-only transactions (a backup) stay DEFERRED and
 *   keep their snapshot without blocking writers.
 * - SQLite rolls a transaction back by itself on some errors (a full disk, an I/O error).
 *   Issuing ROLLBACK then fails with "cannot rollback - no transaction is active", which
 *   would replace the error that says what happened; the rollback is skipped instead.
 * - Statements are prepared once per SQL text (below).
 */
class ClubSqliteDriver extends SqliteDriver {
  readonly #database: SqliteDatabase.Database;

  constructor(database: SqliteDatabase.Database) {
    super({ database: withStatementCache(database) });
    this.#database = database;
  }

  override async beginTransaction(
    connection: DatabaseConnection,
    settings?: TransactionSettings,
  ): Promise<void> {
    const mode = settings?.accessMode === 'read only' ? 'deferred' : 'immediate';
    await connection.executeQuery(CompiledQuery.raw(`begin ${mode}`));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#database.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

export class ClubSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase.Database;

  constructor(database: SqliteDatabase.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ClubSqliteDriver(this.#database);
  }
}
