import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate';
import { createCharacterUsing, createClass, createRace } from '../../test/rules-factories';
import { createTestDb, type TestDb } from '../../test/test-db';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb('0072_member_event_defaults');
});
afterAll(async () => {
  await testDb?.drop();
});

describe('migration 0073: XP reasons as message keys', () => {
  it('keys the reasons the app wrote itself and leaves staff’s own words as they are', async () => {
    const db = testDb.handle.db;
    const at = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        name: 'Bo',
        email: 'bo@example.com',
        password_hash: 'x',
        role: 'user',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const race = await createRace(db);
    const cls = await createClass(db);
    const character = await createCharacterUsing(db, {
      userId: user.id,
      raceId: race.id,
      classId: cls.id,
    });
    for (const reason of [
      'Start-XP',
      'Arrangement: Høstslaget',
      'Arrangement: Høstslaget (crew)',
      'Efterspilsrapport: Høstslaget',
      'For god hjælp i køkkenet',
    ]) {
      await sql`insert into xp_awards (character_id, amount, reason, awarded_by, created_at)
        values (${character.id}, 1, ${reason}, null, ${at})`.execute(db);
    }

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('xp_awards')
      .select(['reason', 'reason_key', 'reason_params'])
      .where('character_id', '=', character.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { reason: 'Start-XP', reason_key: 'xp.reasons.starting', reason_params: '{}' },
      {
        reason: 'Arrangement: Høstslaget',
        reason_key: 'xp.reasons.event',
        reason_params: '{"event":"Høstslaget"}',
      },
      {
        reason: 'Arrangement: Høstslaget (crew)',
        reason_key: 'xp.reasons.eventCrew',
        reason_params: '{"event":"Høstslaget"}',
      },
      {
        reason: 'Efterspilsrapport: Høstslaget',
        reason_key: 'xp.reasons.report',
        reason_params: '{"event":"Høstslaget"}',
      },
      { reason: 'For god hjælp i køkkenet', reason_key: null, reason_params: null },
    ]);
  });
});
