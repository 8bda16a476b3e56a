import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { connect } from './connect';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the PostgreSQL pool', () => {
  it('survives the server dropping an idle connection, and keeps answering', async () => {
    const handle = connect(adminUrl!);
    try {
      const { rows } = await handle.db.executeQuery<{ pid: number }>({
        sql: 'select pg_backend_pid() as pid',
        parameters: [],
        query: { kind: 'SelectQueryNode' } as never,
        queryId: { queryId: 'pid' },
      });
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await handle.db.executeQuery<{ one: number }>({
        sql: 'select 1 as one',
        parameters: [],
        query: { kind: 'SelectQueryNode' } as never,
        queryId: { queryId: 'one' },
      });
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await handle.db.destroy();
    }
  });
});

describe('connect', () => {
  it('refuses an address that is neither SQLite nor PostgreSQL', () => {
    expect(() => connect('mysql://localhost/x')).toThrow(/DATABASE_URL/);
  });
});
