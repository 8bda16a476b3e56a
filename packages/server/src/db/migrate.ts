import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return migrateUpTo(db, null);
}

/**
 * Runs the migrations up to and including `name` (all of them for null): a migration's
 * test starts from the shape its data had before it.
 */
export async function migrateUpTo(db: Kysely<Database>, name: string | null): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } =
    name === null ? await migrator.migrateToLatest() : await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
