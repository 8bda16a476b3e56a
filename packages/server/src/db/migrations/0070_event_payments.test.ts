import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate';
import { createTestDb, type TestDb } from '../../test/test-db';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb('0061_sort_order_within_limit');
});
afterAll(async () => {
  await testDb?.drop();
});

const at = '2026-05-01T10:00:00.000Z';

describe('migration 0070: payments as entries', () => {
  it('turns each stored payment into entries and drops the old columns', async () => {
    const db = testDb.handle.db;
    await sql`insert into users (name, email, password_hash, role, created_at, updated_at)
      values ('Bo', 'bo@example.com', 'x', 'user', ${at}, ${at})`.execute(db);
    await sql`insert into events (title, starts_at, ends_at, status, capacity_player,
        capacity_crew, price_player, price_crew, xp_player, xp_crew, created_at, updated_at)
      values ('Slag', ${at}, ${at}, 'published', 10, 10, 350, 100, 1, 1, ${at}, ${at})`.execute(db);
    // One sign-up per member and event: four events for one member's four states.
    for (let n = 2; n <= 4; n += 1) {
      await sql`insert into events (title, starts_at, ends_at, status, capacity_player,
          capacity_crew, price_player, price_crew, xp_player, xp_crew, created_at, updated_at)
        values ('Slag', ${at}, ${at}, 'published', 10, 10, 350, 100, 1, 1, ${at}, ${at})`.execute(
        db,
      );
    }
    await sql`insert into event_signups (event_id, user_id, role, status, payment_status,
        amount_due, paid_amount, ticket_code, created_at, updated_at)
      values (1, 1, 'player', 'confirmed', 'paid', 350, null, 't1', ${at}, ${at}),
             (2, 1, 'player', 'confirmed', 'paid', 350, 200, 't2', ${at}, ${at}),
             (3, 1, 'player', 'confirmed', 'refunded', 350, null, 't3', ${at}, ${at}),
             (4, 1, 'player', 'confirmed', 'unpaid', 350, null, 't4', ${at}, ${at})`.execute(db);

    await migrateToLatest(db);

    const entries = await db
      .selectFrom('event_payments')
      .select(['signup_id', 'amount'])
      .orderBy('signup_id')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { signup_id: 1, amount: 350 },
      { signup_id: 2, amount: 200 },
      { signup_id: 3, amount: 350 },
      { signup_id: 3, amount: -350 },
    ]);
    const columns = await db.introspection.getTables();
    const signups = columns.find((table) => table.name === 'event_signups');
    expect(signups?.columns.map((column) => column.name)).not.toContain('payment_status');
    expect(signups?.columns.map((column) => column.name)).not.toContain('paid_amount');
  });
});
