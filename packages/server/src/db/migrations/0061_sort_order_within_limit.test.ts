import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_TEXT_LIMITS } from '@club/shared/contract/rules';
import { createClass, createProfession } from '../../test/rules-factories';
import { createTestDb, type TestDb } from '../../test/test-db';
import { up } from './0061_sort_order_within_limit';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.drop();
});

describe('migration 0061: places past the limit', () => {
  it('brings professions and class links past the limit back to it, and leaves the rest', async () => {
    const db = testDb.handle.db;
    const cls = await createClass(db, { name: 'Ranger' });
    const kept = await createProfession(db, { name: 'Kept', sort_order: 7 });
    const past = await createProfession(db, { name: 'Past', sort_order: 10_003 });
    await db
      .insertInto('class_professions')
      .values([
        { class_id: cls.id, profession_id: kept.id, mandatory: 0, sort_order: 10_001 },
        { class_id: cls.id, profession_id: past.id, mandatory: 1, sort_order: 3 },
      ])
      .execute();

    await up(db as never);

    const professions = await db
      .selectFrom('professions')
      .select(['id', 'sort_order'])
      .where('id', 'in', [kept.id, past.id])
      .orderBy('id')
      .execute();
    expect(professions).toEqual([
      { id: kept.id, sort_order: 7 },
      { id: past.id, sort_order: RULES_TEXT_LIMITS.sortOrder },
    ]);
    const links = await db
      .selectFrom('class_professions')
      .select(['profession_id', 'sort_order'])
      .where('class_id', '=', cls.id)
      .orderBy('profession_id')
      .execute();
    expect(links).toEqual([
      { profession_id: kept.id, sort_order: RULES_TEXT_LIMITS.sortOrder },
      { profession_id: past.id, sort_order: 3 },
    ]);
  });
});
