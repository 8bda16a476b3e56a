import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../../test/test-db';
import { bumpDataGeneration } from './instances.repository';
import { HEARTBEAT_MS, INSTANCE_FRESH_MS, runningInstances, startPresence } from './presence';

describe('server presence', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('writes a heartbeat when one is due, tells of a restore once, and leaves on stop', async () => {
    const db = testDb.handle.db;
    let clock = Date.parse('2026-01-01T12:00:00Z');
    const replaced = vi.fn();
    const presence = await startPresence(db, {
      now: () => clock,
      onDataReplaced: replaced,
      onError: (error) => {
        throw error;
      },
    });
    const seenAt = async () =>
      (
        await db
          .selectFrom('server_instances')
          .select('seen_at')
          .where('id', '=', presence.id)
          .executeTakeFirstOrThrow()
      ).seen_at;

    expect(await seenAt()).toBe('2026-01-01T12:00:00.000Z');
    expect(await runningInstances(db, clock + INSTANCE_FRESH_MS - 1)).toHaveLength(1);
    expect(await runningInstances(db, clock + INSTANCE_FRESH_MS + 1)).toHaveLength(0);

    clock += HEARTBEAT_MS - 1;
    await presence.tick();
    expect(await seenAt()).toBe('2026-01-01T12:00:00.000Z');
    clock += 1;
    await presence.tick();
    expect(await seenAt()).toBe('2026-01-01T12:00:05.000Z');
    expect(replaced).not.toHaveBeenCalled();

    await bumpDataGeneration(db);
    await presence.tick();
    await presence.tick();
    expect(replaced).toHaveBeenCalledTimes(1);

    // A row removed by hand comes back with the next heartbeat.
    await db.deleteFrom('server_instances').execute();
    clock += HEARTBEAT_MS;
    await presence.tick();
    expect(await seenAt()).toBe('2026-01-01T12:00:10.000Z');

    await presence.stop();
    expect(await db.selectFrom('server_instances').selectAll().execute()).toEqual([]);
  });

  it('leaves the data generation alone where the change feed announces a restore', async () => {
    const db = testDb.handle.db;
    const replaced = vi.fn();
    const presence = await startPresence(db, {
      watchGeneration: false,
      onDataReplaced: replaced,
      onError: (error) => {
        throw error;
      },
    });
    await presence.tick();
    await bumpDataGeneration(db);
    await presence.tick();
    await presence.tick();
    expect(replaced).not.toHaveBeenCalled();
    await presence.stop();
  });

  it('clears its timer on stop', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const presence = await startPresence(testDb.handle.db, {
        onDataReplaced: () => {},
        onError: () => {},
      });
      expect(vi.getTimerCount()).toBe(1);
      await presence.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes rows of servers silent for a day when a server starts', async () => {
    const db = testDb.handle.db;
    await db
      .insertInto('server_instances')
      .values({
        id: 'long-gone',
        host: 'old-host',
        pid: 1,
        started_at: '2020-01-01T00:00:00.000Z',
        seen_at: '2020-01-01T00:00:00.000Z',
      })
      .execute();
    const presence = await startPresence(db, { onDataReplaced: () => {}, onError: () => {} });
    const ids = (await db.selectFrom('server_instances').select('id').execute()).map((r) => r.id);
    expect(ids).toEqual([presence.id]);
    await presence.stop();
  });
});
