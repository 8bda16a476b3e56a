import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type DbHandle } from '../db/connect';
import { migrateUpTo } from '../db/migrate';

export interface TestDb {
  handle: DbHandle;
  url: string;
  dataDir: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a SQLite file in a temp folder, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set. `upTo` stops after that migration
 * (a migration's own test).
 */
export async function createTestDb(upTo: string | null = null): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;

  if (!adminUrl) {
    const url = `sqlite:${path.join(dataDir, 'test.sqlite')}`;
    const handle = connect(url);
    await migrateUpTo(handle.db, upTo);
    return {
      handle,
      url,
      dataDir,
      drop: async () => {
        await handle.db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const empty = await createEmptyPostgresDb();
  if (!empty) throw new Error('TEST_DATABASE_URL must be a postgres:// URL');
  const handle = connect(empty.url);
  await migrateUpTo(handle.db, upTo);
  return {
    handle,
    url: empty.url,
    dataDir,
    drop: async () => {
      await handle.db.destroy();
      await empty.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new, empty PostgreSQL database (not migrated: a first start does that), named
 * uniquely, for tests that start servers on it. Null unless TEST_DATABASE_URL is a
 * PostgreSQL URL.
 */
export async function createEmptyPostgresDb(): Promise<{
  url: string;
  drop: () => Promise<void>;
} | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !/^postgres(ql)?:\/\//.test(adminUrl)) return null;
  const name = `club_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
