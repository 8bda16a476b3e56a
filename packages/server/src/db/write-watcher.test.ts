import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('watching writes to some tables', () => {
  it('tells of writes naming a watched table and of raw SQL, never of reads', async () => {
    let told = 0;
    const stop = t.app.dbHandle.writes.onWriteTo(new Set(['characters']), () => {
      told += 1;
    });
    try {
      await t.db.selectFrom('characters').select('id').execute();
      expect(told).toBe(0);
      await t.db.updateTable('characters').set({ name: 'Ravn' }).where('id', '=', -1).execute();
      // Before the statement ran and again after it.
      expect(told).toBe(2);
      await t.db.updateTable('races').set({ name: 'Alf' }).where('id', '=', -1).execute();
      expect(told).toBe(2);
      // Raw SQL names no table anyone can see: it may write any.
      await sql`select 1`.execute(t.db);
      expect(told).toBeGreaterThan(2);
    } finally {
      stop();
    }
    const seen = told;
    await t.db.updateTable('characters').set({ name: 'Ravn' }).where('id', '=', -1).execute();
    expect(told).toBe(seen);
  });
});
