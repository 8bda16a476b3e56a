import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../test/test-db';
import { compiledInsert, compiledOnce, rowSlot, slot } from './compiled-once';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  await testDb.handle.db.schema
    .createTable('slot_probe')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer')
    .execute();
});
afterAll(async () => {
  await testDb?.drop();
});

/** The probe table's name and size columns, as a table the schema type does not know. */
const probe = 'slot_probe' as never;

describe('a statement compiled once', () => {
  it('is built once per engine and number of rows, and binds fresh values each run', async () => {
    const build = vi.fn((db, count: number) =>
      db.insertInto(probe).values(
        Array.from({ length: count }, (_, index) => ({
          name: rowSlot<string>(index, 'name'),
          size: slot<number>('size'),
        })) as never,
      ),
    );
    const insert = compiledOnce(build);
    const db = testDb.handle.db;
    await insert(db, { size: 1, rows: [{ name: 'a' }, { name: 'b' }] }, 2);
    await insert(db, { size: 2, rows: [{ name: 'c' }, { name: 'd' }] }, 2);
    await insert(db, { size: 3, rows: [{ name: 'e' }] }, 1);
    expect(build).toHaveBeenCalledTimes(2);

    const read = compiledOnce((db) =>
      db
        .selectFrom(probe)
        .select(['name', 'size'] as never)
        .where('size' as never, '>=', slot('from')),
    );
    const rows = (await read(db, { from: 2 })).rows as { name: string; size: number }[];
    expect(rows.map((row) => `${row.name}${row.size}`).sort()).toEqual(['c2', 'd2', 'e3']);
  });

  it('refuses to run with a slot or a row left unfilled', async () => {
    const insert = compiledOnce((db) =>
      db.insertInto(probe).values({
        name: rowSlot<string>(0, 'name'),
        size: slot<number>('size'),
      } as never),
    );
    const db = testDb.handle.db;
    expect(() => insert(db, { rows: [{ name: 'x' }] })).toThrow(/slot size/);
    expect(() => insert(db, { size: 1, rows: [] })).toThrow(/row 0, column name/);
    expect(() => insert(db, { size: 1, rows: [{ label: 'x' }] })).toThrow(/row 0, column name/);
  });

  it('inserts rows of one shape by one statement per number of rows, and others as built', async () => {
    const db = testDb.handle.db;
    const compile = vi.spyOn(db.getExecutor(), 'compileQuery');
    const insert = compiledInsert<{ name: string; size: number | null }>('slot_probe' as never, [
      'name',
      'size',
    ]);
    const first = await insert(db, [{ name: 'f', size: 10 }]);
    await insert(db, [{ name: 'g', size: 11 }]);
    expect(first).toEqual([{ name: 'f', size: 10 }]);
    const compiledForOneShape = compile.mock.calls.length;
    // A row without a size (undefined: the column's default) is another shape.
    const mixed = await insert(db, [
      { name: 'h', size: 12 },
      { name: 'i', size: undefined },
    ]);
    expect(mixed).toEqual([
      { name: 'h', size: 12 },
      { name: 'i', size: null },
    ]);
    expect(compiledForOneShape).toBe(1);
    expect(compile.mock.calls.length).toBe(2);
    expect(await insert(db, [])).toEqual([]);
  });
});
