import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/engine';
import type { Database } from '../../db/schema';
import { bumpDataGeneration } from '../instances/instances.repository';
import {
  BACKUP_FORMAT,
  BACKUP_TABLES,
  BACKUP_VERSION,
  BackupFormatError,
  parseBackup,
  RUNTIME_TABLES,
  serializeBackup,
  type BackupDocument,
  type BackupTable,
} from './backup-format';

type Value = string | number | null;
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

interface TableShape {
  columns: { name: string; binary: boolean; autoIncrementing: boolean }[];
}

/** The live tables and columns, read through the same connection as the data. */
async function describeTables(db: Kysely<Database>): Promise<Map<string, TableShape>> {
  const postgres = isPostgres(db);
  const tables = await db.introspection.getTables();
  const shapes = new Map<string, TableShape>();
  for (const table of tables) {
    if (postgres && table.schema !== 'public') continue;
    shapes.set(table.name, {
      columns: table.columns.map((c) => ({
        name: c.name,
        binary: /^(blob|bytea)$/i.test(c.dataType),
        autoIncrementing: c.isAutoIncrementing,
      })),
    });
  }
  return shapes;
}

function requireEveryTable(shapes: Map<string, TableShape>): void {
  const missing = BACKUP_TABLES.filter((name) => !shapes.has(name));
  if (missing.length > 0) {
    throw new BackupFormatError(
      `The database lacks the tables ${missing.join(', ')}; run the migrations first`,
    );
  }
  const known: readonly string[] = [...BACKUP_TABLES, ...RUNTIME_TABLES];
  const unknown = [...shapes.keys()].filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BackupFormatError(
      `The database has tables the backup does not know: ${unknown.join(', ')}`,
    );
  }
}

function encode(value: unknown, table: string, column: string): Value {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return Buffer.from(value).toString('base64');
  throw new BackupFormatError(
    `${table}.${column} holds a value of type ${typeof value}, which a backup cannot carry`,
  );
}

async function appliedMigrations(db: Kysely<Database> | Transaction<Database>): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Every table, read inside one transaction so the copy is consistent while the server
 * keeps writing: SQLite's WAL gives the (read-only, so deferred and blocking no writer)
 * transaction one snapshot, and PostgreSQL gets a read-only repeatable-read transaction.
 */
export async function createBackup(db: Kysely<Database>): Promise<BackupDocument> {
  const postgres = isPostgres(db);
  let builder = db.transaction().setAccessMode('read only');
  if (postgres) builder = builder.setIsolationLevel('repeatable read');
  return builder.execute(async (trx) => {
    const migrations = await appliedMigrations(trx);
    const shapes = await describeTables(trx);
    requireEveryTable(shapes);
    const tables: Record<string, BackupTable> = {};
    for (const name of BACKUP_TABLES) {
      const columns = shapes.get(name)!.columns;
      const names = columns.map((c) => c.name);
      const order = names.includes('id')
        ? ['id']
        : columns.filter((c) => !c.binary).map((c) => c.name);
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(name)} order by ${sql.join(
        order.map((c) => sql.ref(c)),
      )}`.execute(trx);
      tables[name] = {
        columns: names,
        binaryColumns: columns.filter((c) => c.binary).map((c) => c.name),
        rows: rows.map((row) => names.map((column) => encode(row[column], name, column))),
      };
    }
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine: postgres ? 'postgres' : 'sqlite',
      migrations,
      tables,
    } satisfies BackupDocument;
  });
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** The data generation the restore wrote. */
  generation: string;
}

// SQLite allows 32766 bound values per statement, PostgreSQL 65535; stay well below both.
const VALUES_PER_INSERT = 5000;

/**
 * Replaces all data with the backup's, in one transaction: either every row of the
 * backup is in place afterwards or nothing changed. The database must already be
 * migrated; a backup from a newer version of the app (unknown migrations) is refused.
 */
export async function restoreBackup(
  db: Kysely<Database>,
  doc: BackupDocument,
  knownMigrations: readonly string[],
): Promise<RestoreSummary> {
  const newer = doc.migrations.filter((m) => !knownMigrations.includes(m));
  if (newer.length > 0) {
    throw new BackupFormatError(
      `The backup was made by a newer version of the app (migrations ${newer.join(', ')})`,
    );
  }
  const unknown = Object.keys(doc.tables).filter(
    (name) => !(BACKUP_TABLES as readonly string[]).includes(name),
  );
  if (unknown.length > 0)
    throw new BackupFormatError(
      `The backup has tables this app does not know: ${unknown.join(', ')}`,
    );
  const postgres = isPostgres(db);

  return db.transaction().execute(async (trx) => {
    const shapes = await describeTables(trx);
    requireEveryTable(shapes);
    for (const [name, table] of Object.entries(doc.tables)) {
      const live = new Set(shapes.get(name)!.columns.map((c) => c.name));
      const stray = table.columns.filter((c) => !live.has(c));
      if (stray.length > 0)
        throw new BackupFormatError(
          `The backup's ${name} has columns this app does not know: ${stray.join(', ')}`,
        );
    }

    // Every token issued so far carries a token version no larger than this.
    const { highest } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.max('token_version').as('highest'))
      .executeTakeFirstOrThrow();

    const loose = trx as unknown as LooseDb;
    for (const name of [...BACKUP_TABLES].reverse()) await loose.deleteFrom(name).execute();
    // Let AUTOINCREMENT start again from the restored ids.
    if (!postgres) await sql`delete from sqlite_sequence`.execute(trx);

    let rowCount = 0;
    for (const name of BACKUP_TABLES) {
      const table = doc.tables[name];
      if (!table || table.rows.length === 0) continue;
      const binary = new Set(table.binaryColumns);
      const records = table.rows.map((row) =>
        Object.fromEntries(
          table.columns.map((column, i) => {
            const value = row[i] ?? null;
            return [
              column,
              binary.has(column) && typeof value === 'string'
                ? Buffer.from(value, 'base64')
                : value,
            ];
          }),
        ),
      );
      const chunk = Math.max(1, Math.floor(VALUES_PER_INSERT / table.columns.length));
      for (let start = 0; start < records.length; start += chunk) {
        await loose
          .insertInto(name)
          .values(records.slice(start, start + chunk))
          .execute();
      }
      rowCount += records.length;
    }

    // Rows came with their ids; identity sequences must continue after the largest.
    if (postgres) {
      for (const name of BACKUP_TABLES) {
        for (const column of shapes.get(name)!.columns.filter((c) => c.autoIncrementing)) {
          await sql`select setval(pg_get_serial_sequence(${name}, ${column.name}), coalesce(max(${sql.ref(
            column.name,
          )}), 0) + 1, false) from ${sql.table(name)}`.execute(trx);
        }
      }
    }
    // Sessions from before the restore end: each restored account's token version moves
    // past every version a token was issued with, so no older token matches any account.
    const shift = Number(highest ?? 0) + 1;
    await trx
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', shift) }))
      .execute();
    // Running servers read this and drop their caches (rules answers, session lookups).
    const generation = await bumpDataGeneration(trx);
    return { tables: BACKUP_TABLES.length, rows: rowCount, generation };
  });
}

/** Written beside the target first, then renamed: a crash never leaves half a backup. */
export async function writeBackupFile(file: string, doc: BackupDocument): Promise<void> {
  const target = path.resolve(file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, serializeBackup(doc), { mode: 0o600 });
  await fs.rename(temporary, target);
}

export async function readBackupFile(file: string): Promise<BackupDocument> {
  return parseBackup(await fs.readFile(file, 'utf8'));
}

export function countRows(doc: BackupDocument): number {
  return Object.values(doc.tables).reduce((sum, table) => sum + table.rows.length, 0);
}
