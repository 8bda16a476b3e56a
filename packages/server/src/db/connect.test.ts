import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { startServer } from '../bootstrap';
import { loadConfig } from '../config';
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

describe('a SQLite file that cannot be opened', () => {
  it('is named with its path and the reason', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-open-'));
    try {
      const notADatabase = path.join(dir, 'notes.sqlite');
      fs.writeFileSync(notADatabase, 'these are not the pages of a database '.repeat(200));
      expect(() => connect(`sqlite:${notADatabase}`)).toThrow(
        `Cannot open the database file ${notADatabase}: file is not a database (SQLITE_NOTADB)`,
      );
      // A folder where the file should be.
      expect(() => connect(`sqlite:${dir}`)).toThrow(
        new RegExp(`^Cannot open the database file ${dir}: .+`),
      );
      // A folder that cannot be made, because a file stands in its place.
      const blocked = path.join(notADatabase, 'app.sqlite');
      expect(() => connect(`sqlite:${blocked}`)).toThrow(
        new RegExp(`^Cannot open the database file ${blocked}: .*(EEXIST|ENOTDIR)`),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a database that cannot be reached at start', () => {
  it('is named without its password, with the reason', async () => {
    const config = loadConfig(
      { DATA_DIR: os.tmpdir() },
      { databaseUrl: 'postgres://club:secret@127.0.0.1:1/club', jwtSecret: 'x'.repeat(40) },
    );
    await expect(startServer(config, { adminEmail: 'a@example.com' })).rejects.toThrow(
      /^Cannot use the database postgres:\/\/club@127\.0\.0\.1:1\/club: .*ECONNREFUSED/,
    );
  });
});
