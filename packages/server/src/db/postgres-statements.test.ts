import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db';
import { PREPARED_PER_CONNECTION } from './postgres-statements';

const postgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

describe.skipIf(!postgres)('prepared statements on PostgreSQL', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb();
  });

  afterAll(async () => {
    await testDb.drop();
  });

  const preparedTexts = async (conn: TestDb['handle']['db']) =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn)
    ).rows.map((row) => row.statement);

  it('prepares a query once per connection and answers it as before', async () => {
    await testDb.handle.db.connection().execute(async (conn) => {
      const find = (email: string) =>
        conn.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(await find('nobody@example.test')).toEqual([]);
      expect(await find('nobody-else@example.test')).toEqual([]);
      const texts = await preparedTexts(conn);
      const matching = texts.filter((text) => text.includes('from "users" where "email" = $1'));
      expect(matching).toHaveLength(1);
    });
  });

  it('prepares at most a bounded number of texts per connection, and runs the rest unprepared', async () => {
    await testDb.handle.db.connection().execute(async (conn) => {
      for (let n = 0; n < PREPARED_PER_CONNECTION + 20; n += 1) {
        const ids = Array.from({ length: n + 1 }, (_, i) => i + 1);
        const rows = await conn.selectFrom('users').select('id').where('id', 'in', ids).execute();
        expect(rows).toEqual([]);
      }
      expect((await preparedTexts(conn)).length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
      // Beyond the bound, a new text still runs.
      const past = await sql<{ n: number }>`select ${7}::int as n`.execute(conn);
      expect(past.rows).toEqual([{ n: 7 }]);
    });
  });

  it('keeps a failed statement from spoiling the next', async () => {
    await testDb.handle.db.connection().execute(async (conn) => {
      const bad = sql`select * from no_such_table where id = ${1}`;
      await expect(bad.execute(conn)).rejects.toThrow(/no_such_table/);
      await expect(bad.execute(conn)).rejects.toThrow(/no_such_table/);
      const good = await sql<{ n: number }>`select ${1}::int as n`.execute(conn);
      expect(good.rows).toEqual([{ n: 1 }]);
    });
  });
});
