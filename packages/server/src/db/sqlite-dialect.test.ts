import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { ClubSqliteDialect } from './sqlite-dialect';

interface Db {
  items: { id: number; name: string };
}

function open() {
  const database = new Database(':memory:');
  database.exec(
    "create table items (id integer primary key, name text); insert into items (name) values ('a'), ('b'), ('c')",
  );
  const prepare = vi.spyOn(database, 'prepare');
  const db = new Kysely<Db>({ dialect: new ClubSqliteDialect(database) });
  return { db, prepare };
}

describe('ClubSqliteDialect', () => {
  it('prepares a statement once per SQL text', async () => {
    const { db, prepare } = open();
    for (const id of [1, 2, 3, 1]) {
      const row = await db
        .selectFrom('items')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.name).toBe(['a', 'b', 'c'][id - 1]);
    }
    expect(prepare).toHaveBeenCalledTimes(1);
    await db.destroy();
  });

  it('sees a table changed after its statements were kept', async () => {
    const { db } = open();
    await db.selectFrom('items').selectAll().execute();
    await sql`alter table items add column note text`.execute(db);
    const rows = await db.selectFrom('items').selectAll().execute();
    expect(Object.keys(rows[0]!)).toContain('note');
    await db.destroy();
  });
});
