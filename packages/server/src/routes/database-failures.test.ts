import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { connect, type DbHandle } from '../db/connect';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';

/** A logger that keeps every line it is given, for the assertions on what was logged. */
function recordingLogger(lines: string[]): FastifyBaseLogger {
  const record = (first: unknown, second?: unknown) => {
    lines.push(typeof first === 'string' ? first : `${typeof second === 'string' ? second : ''}`);
  };
  const logger = {
    level: 'info',
    fatal: record,
    error: record,
    warn: record,
    info: record,
    debug: record,
    trace: record,
    silent: record,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

/** A second connection to the test database that may read but not write. */
function readOnlyHandle(t: TestApp): DbHandle {
  if (t.testDb.handle.engine === 'postgres') {
    const url = new URL(t.testDb.url);
    url.searchParams.set('options', '-c default_transaction_read_only=on');
    return connect(url.toString());
  }
  const handle = connect(t.testDb.url);
  handle.sqlite!.pragma('query_only = 1');
  return handle;
}

let t: TestApp;
let board: CreatedUser;
let member: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  board = await createUser(t.app, { role: 'bestyrelse' });
  member = await createUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('a database that takes no writes', () => {
  let app: FastifyInstance;
  let handle: DbHandle;
  const logged: string[] = [];

  beforeAll(async () => {
    handle = readOnlyHandle(t);
    app = await buildApp(t.config, { handle, loggerInstance: recordingLogger(logged) });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.db.destroy();
  });

  it('answers a write in a transaction with 503 errors.databaseReadOnly and logs the cause', async () => {
    logged.length = 0;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: bearer(board.token),
      payload: { name: 'Not saved' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'errors.databaseReadOnly' });
    expect(res.headers['retry-after']).toBeDefined();
    expect(logged.join('\n')).toMatch(/database failure: the database is read-only/);
    expect(logged.join('\n')).not.toMatch(/cannot rollback/);
  });

  it('answers a single write with the same 503', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Ny',
        email: 'new-reader@example.com',
        password: 'a long enough passphrase',
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'errors.databaseReadOnly' });
  });

  it('still answers reads', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(board.token),
    });
    expect(res.statusCode).toBe(200);
  });

  it('fails the health check with 503 while a writable database passes it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'errors.databaseReadOnly' });
    expect(logged.join('\n')).toMatch(/health check failed: the database is read-only/);
    const healthy = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok' });
  });
});

describe('a database that cannot be reached', () => {
  it('fails the health check with 503 errors.databaseUnavailable', async () => {
    // Nothing listens on port 1 of the loopback address.
    const handle = connect('postgres://postgres@127.0.0.1:1/club');
    const logged: string[] = [];
    const app = await buildApp(t.config, { handle, loggerInstance: recordingLogger(logged) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'errors.databaseUnavailable' });
      expect(logged.join('\n')).toMatch(/health check failed: .*ECONNREFUSED/);
    } finally {
      await app.close();
      await handle.db.destroy();
    }
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('a full SQLite database', () => {
  it('answers a write with 503 errors.storageFull, names the cause, and not "cannot rollback"', async () => {
    const handle = connect(t.testDb.url);
    const sqlite = handle.sqlite!;
    const pages = Number(sqlite.pragma('page_count', { simple: true }));
    sqlite.pragma(`max_page_count = ${pages + 1}`);
    // Fill what room is left, so the next row of the audit log finds none.
    const fill = sqlite.prepare(
      "insert into audit_log (action, entity, after, created_at) values ('fill', 'test', ?, '')",
    );
    expect(() => {
      for (let i = 0; i < 10_000; i += 1) fill.run('x'.repeat(2000));
    }).toThrow(/full/);
    const logged: string[] = [];
    const app = await buildApp(t.config, { handle, loggerInstance: recordingLogger(logged) });
    try {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/users/${member.id}`,
        headers: bearer(board.token),
        payload: { name: 'No room for this change' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'errors.storageFull' });
      expect(logged.join('\n')).toMatch(/database failure: the disk .* is full \(SQLITE_FULL/);
      expect(logged.join('\n')).not.toMatch(/cannot rollback/);
    } finally {
      await app.close();
      sqlite.prepare("delete from audit_log where action = 'fill'").run();
      await handle.db.destroy();
    }
  });
});
