import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { migrations } from './db/migrations/index';
import { loadConfig } from './config';
import { verifyPassword } from './modules/auth/passwords';
import {
  DEFAULT_ADMIN_EMAIL,
  adminEmailFrom,
  credentialsBox,
  ensureStaffAccount,
  prepareDatabase,
  startServer,
} from './bootstrap';

/** An empty, unmigrated database: what a first start meets. */
async function freshDatabase(): Promise<{
  url: string;
  dataDir: string;
  drop: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bootstrap-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      url: `sqlite:${path.join(dataDir, 'app.sqlite')}`,
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `club_boot_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function counts(handle: DbHandle) {
  const count = async (table: 'users' | 'races' | 'abilities') =>
    Number(
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    races: await count('races'),
    abilities: await count('abilities'),
  };
}

describe('prepareDatabase', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let handle: DbHandle;
  beforeAll(async () => {
    fresh = await freshDatabase();
    handle = connect(fresh.url);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await fresh.drop();
  });

  it('on a fresh database migrates, loads the demo world and creates one board account', async () => {
    const first = await prepareDatabase(handle.db, { adminEmail: DEFAULT_ADMIN_EMAIL });
    expect(first.migrations).toEqual(Object.keys(migrations));
    expect(first.demoLoaded).toBe(true);
    expect(first.staff).toEqual({
      status: 'created',
      email: DEFAULT_ADMIN_EMAIL,
      password: expect.any(String),
    });

    const created = first.staff as { password: string };
    expect(created.password.length).toBeGreaterThanOrEqual(20);
    const account = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEFAULT_ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(account.role).toBe('bestyrelse');
    expect(await verifyPassword(account.password_hash, created.password)).toBe(true);

    const after = await counts(handle);
    expect(after.races).toBeGreaterThan(0);
    expect(after.abilities).toBeGreaterThan(0);
  });

  it('on the second start changes nothing', async () => {
    const before = await counts(handle);
    const second = await prepareDatabase(handle.db, { adminEmail: 'someone-else@example.com' });
    expect(second).toEqual({
      migrations: [],
      demoLoaded: false,
      staff: { status: 'exists' },
      jwtSecret: null,
    });
    expect(await counts(handle)).toEqual(before);
  });
});

describe('ensureStaffAccount', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let handle: DbHandle;
  beforeAll(async () => {
    fresh = await freshDatabase();
    handle = connect(fresh.url);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await fresh.drop();
  });

  it('reports, and does not take over, an ordinary account that holds the chosen email', async () => {
    const now = new Date().toISOString();
    await handle.db
      .insertInto('users')
      .values({
        name: 'Player',
        email: 'board@example.com',
        password_hash: 'x',
        role: 'user',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await ensureStaffAccount(handle.db, 'board@example.com')).toEqual({
      status: 'email-taken',
      email: 'board@example.com',
    });
    const row = await handle.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', 'board@example.com')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });

  it('counts a superadmin as staff', async () => {
    const now = new Date().toISOString();
    await handle.db
      .insertInto('users')
      .values({
        name: 'Admin',
        email: 'super@example.com',
        password_hash: 'x',
        role: 'superadmin',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await ensureStaffAccount(handle.db, 'new-board@example.com')).toEqual({
      status: 'exists',
    });
  });
});

describe('adminEmailFrom', () => {
  it('uses ADMIN_EMAIL trimmed and lower-cased, or the default', () => {
    expect(adminEmailFrom({ ADMIN_EMAIL: '  Board@Club.DK ' })).toBe('board@club.dk');
    expect(adminEmailFrom({})).toBe(DEFAULT_ADMIN_EMAIL);
  });

  it('refuses an ADMIN_EMAIL that is not an email address', () => {
    expect(() => adminEmailFrom({ ADMIN_EMAIL: 'board' })).toThrow(/ADMIN_EMAIL/);
  });
});

describe('credentialsBox', () => {
  it('frames the email and password in a box of even lines', () => {
    const box = credentialsBox('bestyrelse@klubben.local', 'S3cret-password_123456');
    const lines = box.split('\n');
    expect(box).toContain('bestyrelse@klubben.local');
    expect(box).toContain('S3cret-password_123456');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
  });
});

describe('startServer', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(async () => {
    await fresh.drop();
  });

  it('listens on HOST:PORT under the base path until stopped', async () => {
    const config = loadConfig(
      { DATA_DIR: fresh.dataDir, PORT: '0', BASE_PATH: '/klub', LOG_LEVEL: 'silent' },
      { databaseUrl: fresh.url },
    );
    const server = await startServer(config, { adminEmail: DEFAULT_ADMIN_EMAIL });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/klub\/$/);
      const res = await fetch(`${server.url}api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      await server.stop();
    }
    await expect(fetch(`${server.url}api/health`)).rejects.toThrow();
  });
});
