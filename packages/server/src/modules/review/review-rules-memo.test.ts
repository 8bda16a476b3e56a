import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../db/connect';
import { createTestDb, type TestDb } from '../../test/test-db';
import { rulesCacheFor } from '../rules/rules-cache';
import { loadReviewWorld } from './review.repository';

describe('the rules a review judges against', () => {
  let testDb: TestDb;
  // Another process's connection: its writes tell this one's caches nothing.
  let elsewhere: DbHandle;

  beforeAll(async () => {
    testDb = await createTestDb();
    elsewhere = connect(testDb.url);
  });

  afterAll(async () => {
    await elsewhere.db.destroy();
    await testDb.drop();
  });

  const db = () => testDb.handle.db;
  const professionNames = async () => [
    ...(await loadReviewWorld(db(), rulesCacheFor(db()), [])).names.professions.values(),
  ];
  const addProfessionElsewhere = (name: string) =>
    elsewhere.db
      .insertInto('professions')
      .values({
        name,
        description: '',
        requirements: '',
        notes: '',
        characteristics: '',
        sort_order: 0,
      })
      .execute();

  it('are read once per rules version, and again once the rules cache is invalidated', async () => {
    await professionNames();
    await addProfessionElsewhere('Kendt senere');
    expect(await professionNames()).not.toContain('Kendt senere');
    rulesCacheFor(db()).invalidate();
    expect(await professionNames()).toContain('Kendt senere');
  });

  it('are read afresh every time while the rules cache keeps nothing', async () => {
    const cache = rulesCacheFor(db());
    cache.hold(false);
    try {
      await professionNames();
      await addProfessionElsewhere('Under afbrydelsen');
      expect(await professionNames()).toContain('Under afbrydelsen');
    } finally {
      cache.hold(true);
    }
  });
});
