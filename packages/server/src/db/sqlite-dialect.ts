import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely's SQLite driver with two changes:
 *
 * - A transaction that may write begins IMMEDIATE: it takes the write lock before its first
 *   read, so a check and the write it guards are one step even against another process
 *   (the command line) on the same file, and a busy database waits `busy_timeout` instead
 *   of failing at the first write. Read-only transactions (a backup) stay DEFERRED and
 *   keep their snapshot without blocking writers.
 * - SQLite rolls a transaction back by itself on some errors (a full disk, an I/O error).
 *   Issuing ROLLBACK then fails with "cannot rollback - no transaction is active", which
 *   would replace the error that says what happened; the rollback is skipped instead.
 */
class ClubSqliteDriver extends SqliteDriver {
  readonly #database: SqliteDatabase.Database;

  constructor(database: SqliteDatabase.Database) {
    super({ database });
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
