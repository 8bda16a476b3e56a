import path from 'node:path';
import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';
import { ClubSqliteDialect } from './sqlite-dialect';
import { withPreparedStatements } from './postgres-statements';
import { WriteWatcher } from './write-watcher';

export type Engine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The SQLite file, for online backups; null on PostgreSQL. */
  sqlite: SqliteDatabase.Database | null;
  /** Told of every write this process makes through `db`. */
  writes: WriteWatcher;
}

export function engineOf(url: string): Engine {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  if (url.startsWith('sqlite:')) return 'sqlite';
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url}")`);
}

export function sqliteFile(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/, '');
}

// PostgreSQL sends COUNT and SUM as bigint/numeric text; our numbers stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/**
 * Opens the file and reads it once (the journal mode), so a file that cannot be opened,
 * is not a database or sits in a folder that cannot be made fails here, by name.
 */
function openSqlite(file: string): SqliteDatabase.Database {
  const where = file === ':memory:' ? file : path.resolve(file);
  let sqlite: SqliteDatabase.Database | null = null;
  try {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(where), { recursive: true });
    sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    return sqlite;
  } catch (error) {
    sqlite?.close();
    const code = (error as { code?: unknown }).code;
    const reason = `${error instanceof Error ? error.message : String(error)}${typeof code === 'string' ? ` (${code})` : ''}`;
    throw new Error(`Cannot open the database file ${where}: ${reason}`, { cause: error });
  }
}

export function connect(url: string): DbHandle {
  const engine = engineOf(url);
  if (engine === 'postgres') {
    const pool = withPreparedStatements(new pg.Pool({ connectionString: url, max: 10 }));
    // An idle connection the server drops (a restart, an administrator) must not take the
    // process down: the pool replaces it on the next query.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const writes = new WriteWatcher();
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] }),
      engine,
      sqlite: null,
      writes,
    };
  }
  const sqlite = openSqlite(sqliteFile(url));
  const writes = new WriteWatcher();
  return {
    db: new Kysely<Database>({
      dialect: new ClubSqliteDialect(sqlite),
      plugins: [writes],
    }),
    engine,
    sqlite,
    writes,
  };
}
