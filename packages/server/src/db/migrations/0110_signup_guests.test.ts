import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate';
import { createTestDb, type TestDb } from '../../test/test-db';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb('0108_family_payments');
});
afterAll(async () => {
  await testDb?.drop();
});

const at = '2026-05-01T10:00:00.000Z';

/** The schema objects that hang on event_signups, as the engine describes them. */
async function shapeOfSignups() {
  const db = testDb.handle.db;
  if (testDb.handle.engine === 'postgres') {
    const constraints = await sql<{ name: string; def: string }>`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = 'event_signups'::regclass or confrelid = 'event_signups'::regclass
      order by conname`.execute(db);
    const indexes = await sql<{ name: string; def: string }>`
      select indexname as name, indexdef as def from pg_indexes
      where tablename = 'event_signups' order by indexname`.execute(db);
    return { constraints: constraints.rows, indexes: indexes.rows };
  }
  const keys = await sql<Record<string, unknown>>`
    select m.name as tbl, f.* from sqlite_master m, pragma_foreign_key_list(m.name) f
    where m.type = 'table' order by m.name, f.id, f.seq`.execute(db);
  const indexes = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master where tbl_name = 'event_signups' and type = 'index'
    order by name`.execute(db);
  return {
    constraints: keys.rows.filter(
      (row) => row.tbl === 'event_signups' || row.table === 'event_signups',
    ),
    indexes: indexes.rows,
  };
}

describe('migration 0110: sign-ups without an account', () => {
  it('keeps every sign-up, its payments, thread and keys, and lets user_id be empty', async () => {
    const db = testDb.handle.db;
    await sql`insert into users (name, email, password_hash, role, created_at, updated_at)
      values ('Bo', 'bo@example.com', 'x', 'user', ${at}, ${at}),
             ('Liv', 'liv@example.com', 'x', 'user', ${at}, ${at}),
             ('Ask', 'ask@example.com', 'x', 'user', ${at}, ${at})`.execute(db);
    await sql`insert into events (title, starts_at, ends_at, status, capacity_player,
        capacity_crew, price_player, price_crew, xp_player, xp_crew, created_at, updated_at)
      values ('Slag', ${at}, ${at}, 'published', 10, 10, 350, 100, 1, 1, ${at}, ${at})`.execute(db);
    await sql`insert into event_signups (event_id, user_id, role, status, amount_due,
        ticket_code, created_at, updated_at)
      values (1, 1, 'player', 'confirmed', 350, 'T1', ${at}, ${at}),
             (1, 2, 'crew', 'confirmed', 100, 'T2', ${at}, ${at})`.execute(db);
    await sql`update event_signups set family_of = 1 where id = 2`.execute(db);
    await sql`insert into event_payments (signup_id, amount, note, recorded_by, created_at)
      values (1, 350, '', 1, ${at})`.execute(db);
    await sql`insert into signup_messages (signup_id, author_id, from_staff, body, created_at)
      values (2, 2, 0, 'Hej', ${at})`.execute(db);
    // A deleted sign-up's id is never handed out again.
    await sql`insert into event_signups (event_id, user_id, role, status, amount_due,
        ticket_code, created_at, updated_at)
      values (1, 3, 'crew', 'waitlisted', 100, 'T3', ${at}, ${at})`.execute(db);
    await sql`delete from event_signups where id = 3`.execute(db);
    const before = await shapeOfSignups();

    await migrateToLatest(db);

    const after = await shapeOfSignups();
    expect(after.constraints).toEqual(before.constraints);
    expect(after.indexes.filter((index) => index.name !== 'event_signups_walk_in_uq')).toEqual(
      before.indexes,
    );
    const rows = await sql<{ id: number; user_id: number; family_of: number | null }>`
      select id, user_id, family_of from event_signups order by id`.execute(db);
    expect(rows.rows.map((row) => ({ ...row, family_of: row.family_of ?? null }))).toEqual([
      { id: 1, user_id: 1, family_of: null },
      { id: 2, user_id: 2, family_of: 1 },
    ]);
    if (testDb.handle.engine === 'sqlite') {
      const broken = await sql`select * from pragma_foreign_key_check`.execute(db);
      expect(broken.rows).toEqual([]);
      const keysOn = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(keysOn.rows[0]?.foreign_keys).toBe(1);
    }

    await sql`insert into event_signups (event_id, user_id, guest_name, guest_phone, role,
        status, amount_due, ticket_code, created_at, updated_at)
      values (1, null, 'Gæst', '12345678', 'crew', 'confirmed', 100, 'T4', ${at}, ${at})`.execute(
      db,
    );
    const guest = await sql<{ id: number }>`
      select id from event_signups where ticket_code = 'T4'`.execute(db);
    expect(guest.rows[0]?.id).toBe(4);
    // The keys still act: deleting the event takes its sign-ups, payments and thread along.
    await sql`delete from events where id = 1`.execute(db);
    const left = await sql<{ n: number }>`
      select (select count(*) from event_signups) + (select count(*) from event_payments)
        + (select count(*) from signup_messages) as n`.execute(db);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
