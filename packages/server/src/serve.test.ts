import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from './bootstrap';
import { plainLogStream } from './logging';
import { serve, type Terminal } from './serve';
import { createTestDb, type TestDb } from './test/test-db';

/**
 * What `npm start` shows a person: the address and a new board account's password in
 * plain lines, and by default no line per request. LOG_LEVEL and LOG_FORMAT change the log.
 */

interface Captured {
  out: string[];
  err: string[];
  log: string[];
  terminal: Terminal;
}

function capture(): Captured {
  const out: string[] = [];
  const err: string[] = [];
  const log: string[] = [];
  return {
    out,
    err,
    log,
    terminal: {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      log: { write: (line) => log.push(line) },
    },
  };
}

let testDb: TestDb | null = null;
let server: RunningServer | null = null;

afterEach(async () => {
  await server?.stop();
  server = null;
  await testDb?.drop();
  testDb = null;
});

async function start(env: Record<string, string>): Promise<Captured> {
  testDb = await createTestDb();
  const captured = capture();
  server = await serve(
    {
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.url,
      PORT: '0',
      WEB_DIST: '',
      ...env,
    },
    captured.terminal,
  );
  return captured;
}

/** A request, and then one more: the first one's log line is written by the time it answers. */
async function request(path: string): Promise<void> {
  const res = await fetch(`${server!.url}${path}`);
  await res.arrayBuffer();
  await (await fetch(`${server!.url}api/health`)).arrayBuffer();
}

describe('npm start', () => {
  it('prints the address and the new board password plainly, and no request lines', async () => {
    const { out, err, log } = await start({});
    const printed = out.join('\n');
    expect(printed).toContain(`The club app is running at ${server!.url}`);
    expect(printed).toMatch(/│ {3}Email: {5}bestyrelse@klubben\.local +│/);
    const password = /Password: {2}(\S+)/.exec(printed)?.[1];
    expect(password).toBeTruthy();
    // Plain text, not inside a JSON log line.
    expect(out.some((line) => line.trim().startsWith('{'))).toBe(false);
    expect(err).toEqual([]);

    await request('api/health?secret=1');
    await request('api/nothing-here');
    expect(log).toEqual([]);
  });

  it('writes one plain line per request at LOG_LEVEL=info, without the query string', async () => {
    const { out, log } = await start({ LOG_LEVEL: 'info' });
    expect(out.join('\n')).not.toContain('Requests are not logged');
    await request('api/health?token=abc');
    const lines = log.join('');
    expect(lines).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/health 200 \d+\.\d ms$/m);
    expect(lines).not.toContain('token=abc');
    expect(lines).not.toMatch(/^\{/m);
  });

  it('writes JSON lines for a log collector with LOG_FORMAT=json or NODE_ENV=production', async () => {
    const settings: Record<string, string>[] = [{ LOG_FORMAT: 'json' }, { NODE_ENV: 'production' }];
    for (const env of settings) {
      const { out, log } = await start({ LOG_LEVEL: 'info', ...env });
      await request('api/health?token=abc');
      const entries = log.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.some((e) => e.msg === 'request completed')).toBe(true);
      expect(entries.some((e) => (e.req as { url?: string })?.url === '/api/health')).toBe(true);
      expect(log.join('')).not.toContain('token=abc');
      // What a person needs is still printed plainly.
      expect(out.join('\n')).toContain('The club app is running at');
      await server!.stop();
      server = null;
      await testDb!.drop();
      testDb = null;
    }
  });

  it('refuses an unknown log level or format before touching the database', async () => {
    const env = { JWT_SECRET: 'a-secret-that-is-long-enough-for-the-check-0123' };
    const { terminal, out } = capture();
    await expect(serve({ ...env, LOG_LEVEL: 'loud' }, terminal)).rejects.toThrow(/LOG_LEVEL/);
    await expect(serve({ ...env, LOG_FORMAT: 'xml' }, terminal)).rejects.toThrow(/LOG_FORMAT/);
    expect(out).toEqual([]);
  });
});

describe('the plain log', () => {
  it('quotes values, so nothing a client sends can start a line of its own', () => {
    const lines: string[] = [];
    const stream = plainLogStream((text) => lines.push(text));
    stream.write(
      `${JSON.stringify({ level: 40, time: 0, msg: 'mail failed\nFAKE ERROR', to: 'a@b.c\nFAKE' })}\n`,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe('00:00:00 WARN  mail failed FAKE ERROR to="a@b.c\\nFAKE"');
  });
});
