import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from '../../bootstrap';
import { connect } from '../../db/connect';
import { hasRulesData } from '../../db/rules-data';
import { createEmptyPostgresDb, createTestDb, type TestDb } from '../../test/test-db';
import { createRace } from '../../test/rules-factories';
import { feedApplicationName, startChangeFeed, type ChangeFeed } from './change-feed';
import { bumpDataGeneration } from './instances.repository';

const postgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');
const WAIT = { timeout: 15_000, interval: 20 };

describe.skipIf(!postgres)('the change feed', () => {
  let testDb: TestDb;
  let feed: ChangeFeed | null = null;
  const seen = {
    rules: 0,
    restores: 0,
    sessions: [] as (number | null)[],
    live: [] as boolean[],
  };

  beforeAll(async () => {
    testDb = await createTestDb();
    feed = await startChangeFeed({
      url: testDb.url,
      onRules: () => (seen.rules += 1),
      onSession: (id) => seen.sessions.push(id),
      onRestore: () => (seen.restores += 1),
      onLive: (live) => seen.live.push(live),
      onError: () => {},
    });
  });
  afterAll(async () => {
    await feed?.stop();
    await testDb.drop();
  });

  it('is told of a rules write made by any connection', async () => {
    expect(feed?.live).toBe(true);
    const before = seen.rules;
    await createRace(testDb.handle.db);
    await vi.waitFor(() => expect(seen.rules).toBeGreaterThan(before), WAIT);
  });

  it('is told of a restore (a new data generation) made by any connection', async () => {
    const before = seen.restores;
    await bumpDataGeneration(testDb.handle.db);
    await vi.waitFor(() => expect(seen.restores).toBe(before + 1), WAIT);
  });

  it("is told which user's session columns changed, and not of other columns", async () => {
    const db = testDb.handle.db;
    const user = await db
      .insertInto('users')
      .values({
        name: 'Feed',
        email: `feed-${crypto.randomUUID()}@example.test`,
        password_hash: 'x',
        role: 'user',
        conflict_allowed: 0,
        token_version: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    await vi.waitFor(() => expect(seen.sessions).toContain(user.id), WAIT);
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    await vi.waitFor(
      () => expect(seen.sessions.filter((id) => id === user.id)).toHaveLength(2),
      WAIT,
    );
  });

  it('reports a killed connection, listens again, and is told of writes after it', async () => {
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    try {
      const liveBefore = seen.live.length;
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [feedApplicationName()],
      );
      await vi.waitFor(() => expect(seen.live.slice(liveBefore)).toEqual([false, true]), WAIT);
      const before = seen.rules;
      await createRace(testDb.handle.db);
      await vi.waitFor(() => expect(seen.rules).toBeGreaterThan(before), WAIT);
    } finally {
      await admin.end();
    }
  });

  it('starts while the database cannot be reached, and is not live', async () => {
    const lost = await startChangeFeed({
      url: 'postgres://postgres@127.0.0.1:1/none',
      onRules: () => {},
      onSession: () => {},
      onRestore: () => {},
      onLive: () => {},
      onError: () => {},
    });
    expect(lost.live).toBe(false);
    await lost.stop();
  });
});

describe.skipIf(!postgres)('start-up on PostgreSQL', () => {
  it('prepares an empty database once when servers start together, sharing one secret', async () => {
    const database = (await createEmptyPostgresDb())!;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-secret-'));
    // An installation upgraded from one server keeps the secret its tokens were signed with.
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'k'.repeat(48));
    const handles = [connect(database.url), connect(database.url), connect(database.url)];
    try {
      const results = await Promise.all(
        handles.map((handle) =>
          prepareDatabase(handle.db, {
            adminEmail: 'bestyrelse@klubben.local',
            url: database.url,
            secretFrom: dataDir,
          }),
        ),
      );
      expect(results.filter((r) => r.demoLoaded)).toHaveLength(1);
      expect(results.filter((r) => r.staff.status === 'created')).toHaveLength(1);
      expect(results.filter((r) => r.migrations.length > 0)).toHaveLength(1);
      expect(new Set(results.map((r) => r.jwtSecret))).toEqual(new Set(['k'.repeat(48)]));
      expect(await hasRulesData(handles[0]!.db)).toBe(true);
    } finally {
      await Promise.all(handles.map((handle) => handle.db.destroy()));
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
