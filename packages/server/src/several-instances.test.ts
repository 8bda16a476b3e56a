import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedApplicationName } from './modules/instances/change-feed';
import { sampleTrueTypeFont } from './test/rules-factories';
import { createEmptyPostgresDb } from './test/test-db';
import { spawnServer, waitUntilHealthy, type ServerProcess } from './test/server-process';

/**
 * Two real servers on one PostgreSQL database, each with its own DATA_DIR and port and no
 * JWT_SECRET: what one does, the other sees. Waits are for states, with generous bounds.
 */

const postgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');
const STATE_WAIT = { timeout: 20_000, interval: 50 };

interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = unknown>(
  server: ServerProcess,
  apiPath: string,
  options: { method?: string; body?: unknown; token?: string; form?: FormData } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${apiPath}`, {
    method: options.method ?? (options.body === undefined && !options.form ? 'GET' : 'POST'),
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const type = res.headers.get('content-type') ?? '';
  const body = (type.includes('json') ? await res.json() : await res.arrayBuffer()) as T;
  return { status: res.status, body, headers: res.headers };
}

async function login(server: ServerProcess, email: string, password: string): Promise<string> {
  const res = await call<{ token: string }>(server, 'api/auth/login', {
    body: { email, password },
  });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
  return res.body.token;
}

function countOf(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

describe.skipIf(!postgres)('several instances on one PostgreSQL database', () => {
  let database: { url: string; drop: () => Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;
  let board: { email: string; password: string; token: string };
  let counter = 0;

  const env = () => ({ DATABASE_URL: database.url, AUTH_RATE_LIMIT: '10000' });

  /** A new member signed up on A, logged in on A; the token is used on B. */
  async function member(): Promise<{ id: number; email: string; password: string; token: string }> {
    counter += 1;
    const email = `member-${counter}-${Date.now()}@example.test`;
    const password = `a long secret ${counter} ${Date.now()}`;
    const signup = await call(a, 'api/auth/signup', {
      body: { name: `Member ${counter}`, email, password },
    });
    expect(signup.status).toBeLessThan(300);
    const token = await login(a, email, password);
    const { rows } = await sql.query<{ id: number }>('select id from users where email = $1', [
      email,
    ]);
    return { id: rows[0]!.id, email, password, token };
  }

  async function waitForStatus(server: ServerProcess, token: string, status: number) {
    await vi.waitFor(async () => {
      expect((await call(server, 'api/auth/check', { token })).status).toBe(status);
    }, STATE_WAIT);
  }

  beforeAll(async () => {
    database = (await createEmptyPostgresDb())!;
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    // Both at the same moment, on an empty database.
    // B logs each request as it arrives, so a test can tell that B holds a request.
    [a, b] = await Promise.all([spawnServer(env()), spawnServer({ ...env(), LOG_LEVEL: 'info' })]);
    await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
    const printed = a.output() + b.output();
    const password = /Password: {2}(\S+)/.exec(printed)?.[1];
    board = {
      email: 'bestyrelse@klubben.local',
      password: password ?? '',
      token: await login(a, 'bestyrelse@klubben.local', password ?? ''),
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sql?.end();
    await database?.drop();
  });

  it('both come up on an empty database: migrations, demo world and board account once', async () => {
    const printed = a.output() + b.output();
    expect(printed).not.toMatch(/already holds rules data/);
    expect(countOf(printed, 'loaded the demo world')).toBe(1);
    expect(countOf(printed, 'A board account (role bestyrelse) was created')).toBe(1);
    expect(countOf(printed, 'Applied migrations')).toBe(1);
    const staff = await sql.query("select count(*)::int as n from users where role = 'bestyrelse'");
    expect(staff.rows[0].n).toBe(1);
    const races = await sql.query('select name from races');
    expect(new Set(races.rows.map((r) => r.name)).size).toBe(races.rowCount);
  });

  it('accepts on B a token signed on A: the secret lives in the database', async () => {
    expect((await call(b, 'api/auth/check', { token: board.token })).status).toBe(200);
    expect(fs.existsSync(path.join(a.dataDir, 'jwt-secret'))).toBe(false);
    expect(fs.existsSync(path.join(b.dataDir, 'jwt-secret'))).toBe(false);
  });

  it("serves on B's next reads a profession created and a race edited on A", async () => {
    const before = await call<{ name: string }[]>(b, 'api/professions', { token: board.token });
    expect(before.status).toBe(200);
    const name = `Alkymist ${Date.now()}`;
    const created = await call(a, 'api/professions', { token: board.token, body: { name } });
    expect(created.status).toBe(201);
    await vi.waitFor(async () => {
      const after = await call<{ name: string }[]>(b, 'api/professions', { token: board.token });
      expect(after.body.map((p) => p.name)).toContain(name);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    }, STATE_WAIT);

    const races = await call<{ id: number; description: string }[]>(b, 'api/races-classes', {
      token: board.token,
    });
    const race = races.body[0]!;
    const description = `Redigeret ${Date.now()}`;
    const edited = await call(a, `api/races/${race.id}`, {
      method: 'PUT',
      token: board.token,
      body: { description },
    });
    expect(edited.status).toBe(200);
    await vi.waitFor(async () => {
      const after = await call<{ id: number; description: string }[]>(b, 'api/races-classes', {
        token: board.token,
      });
      expect(after.body.find((r) => r.id === race.id)?.description).toBe(description);
    }, STATE_WAIT);
  });

  it('ends on B a session logged out on A', async () => {
    const m = await member();
    expect((await call(b, 'api/auth/check', { token: m.token })).status).toBe(200);
    expect((await call(a, 'api/auth/logout', { method: 'POST', token: m.token })).status).toBe(200);
    await waitForStatus(b, m.token, 401);
  });

  it('ends on B a session whose password was reset on A', async () => {
    const m = await member();
    expect((await call(b, 'api/auth/check', { token: m.token })).status).toBe(200);
    const outbox = path.join(a.dataDir, 'outbox');
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
    const seen = new Set(mails());
    await call(a, 'api/password/request-reset', { body: { email: m.email } });
    const file = await vi.waitFor(() => {
      const fresh = mails().find((f) => !seen.has(f) && f.endsWith('.eml'));
      if (!fresh) throw new Error('no mail yet');
      return fresh;
    }, STATE_WAIT);
    const mail = fs
      .readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();
    const reset = await call(a, 'api/password/reset', {
      body: { token, password: 'a brand new long secret' },
    });
    expect(reset.status).toBe(200);
    await waitForStatus(b, m.token, 401);
  });

  it('ends on B a session whose role changed, or whose account was deactivated, on A', async () => {
    const promoted = await member();
    const deactivated = await member();
    expect((await call(b, 'api/auth/check', { token: promoted.token })).status).toBe(200);
    expect((await call(b, 'api/auth/check', { token: deactivated.token })).status).toBe(200);
    const role = await call(a, `api/users/${promoted.id}`, {
      method: 'PUT',
      token: board.token,
      body: { role: 'admin' },
    });
    expect(role.status).toBe(200);
    const off = await call(a, `api/users/${deactivated.id}`, {
      method: 'PUT',
      token: board.token,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    await waitForStatus(b, promoted.token, 401);
    await waitForStatus(b, deactivated.token, 401);
  });

  it('refuses on B a staff request right after A answered a demotion or deactivation', async () => {
    // No wait between A's answer and B's request: B must not admit the old session for
    // the moment A's change notice takes to reach it.
    for (const change of [
      { role: 'user' },
      { active: false },
      { role: 'user' },
      { active: false },
    ]) {
      const m = await member();
      const promote = await call(a, `api/users/${m.id}`, {
        method: 'PUT',
        token: board.token,
        body: { role: 'admin' },
      });
      expect(promote.status).toBe(200);
      const admin = await login(a, m.email, m.password);
      expect((await call(b, 'api/users', { token: admin })).status).toBe(200);
      const changed = await call(a, `api/users/${m.id}`, {
        method: 'PUT',
        token: board.token,
        body: change,
      });
      expect(changed.status).toBe(200);
      expect((await call(b, 'api/users', { token: admin })).status).toBe(401);
    }
  });

  it('serves on B an avatar, a race image and a language font uploaded on A', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer();
    const avatarForm = new FormData();
    avatarForm.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const avatar = await call<{ path: string }>(a, 'api/avatar-upload', {
      token: board.token,
      form: avatarForm,
    });
    expect(avatar.status).toBeLessThan(300);
    const avatarPath = Object.values(avatar.body as object).find(
      (v) => typeof v === 'string' && v.startsWith('/uploads/'),
    ) as string;
    const avatarOnB = await fetch(`${b.url}${avatarPath.slice(1)}`);
    expect(avatarOnB.status).toBe(200);
    expect(avatarOnB.headers.get('content-type')).toContain('image/webp');

    const races = await call<{ id: number }[]>(a, 'api/races-classes', { token: board.token });
    const imageForm = new FormData();
    imageForm.append('image', new Blob([png], { type: 'image/png' }), 'race.png');
    const withImage = await call<{ image_path: string }>(
      a,
      `api/races/${races.body[0]!.id}/image`,
      { token: board.token, form: imageForm },
    );
    expect(withImage.status).toBe(200);
    const imageOnB = await fetch(`${b.url}${withImage.body.image_path.replace(/^\//, '')}`);
    expect(imageOnB.status).toBe(200);

    const font = sampleTrueTypeFont();
    const languageForm = new FormData();
    languageForm.append('name', `Runer ${Date.now()}`);
    languageForm.append('font', new Blob([font], { type: 'font/ttf' }), 'runes.ttf');
    const language = await call<{ id: number }>(a, 'api/languages', {
      token: board.token,
      form: languageForm,
    });
    expect(language.status).toBe(201);
    const fontOnB = await call<ArrayBuffer>(b, `api/languages/${language.body.id}/font`, {
      token: board.token,
    });
    expect(fontOnB.status).toBe(200);
    expect(Buffer.from(fontOnB.body).length).toBeGreaterThan(0);
  });

  it('counts a rate limit across both: requests split between A and B reach it together', async () => {
    // The race picture route allows 30 a minute per client; one was spent above, and a
    // window may have ended since. Counted apart, each server would allow 30 of its own.
    const races = await call<{ id: number }[]>(a, 'api/races-classes', { token: board.token });
    const route = `api/races/${races.body[0]!.id}/image`;
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i += 1) {
      const server = i % 2 === 0 ? a : b;
      answers.push(await call(server, route, { method: 'POST', token: board.token }));
      if (answers.at(-1)!.status === 429) break;
    }
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(answers.length).toBeLessThanOrEqual(31);
    expect(limited.body).toEqual({ error: expect.any(String), code: 'errors.rateLimited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The other server refuses too: the count is one.
    const other = answers.length % 2 === 0 ? a : b;
    expect((await call(other, route, { method: 'POST', token: board.token })).status).toBe(429);
  });

  it("serves no stale rules after B's listener is killed, and B listens again", async () => {
    const listener = () =>
      sql.query('select pid from pg_stat_activity where application_name = $1', [
        feedApplicationName(b.pid),
      ]);
    const read = () => call<{ name: string }[]>(b, 'api/professions', { token: board.token });
    await read();
    const { rows } = await listener();
    expect(rows).toHaveLength(1);
    await sql.query('select pg_terminate_backend($1)', [rows[0].pid]);

    const name = `Efter afbrydelsen ${Date.now()}`;
    expect((await call(a, 'api/professions', { token: board.token, body: { name } })).status).toBe(
      201,
    );
    await vi.waitFor(async () => {
      expect((await read()).body.map((p) => p.name)).toContain(name);
    }, STATE_WAIT);

    await vi.waitFor(async () => {
      const again = await listener();
      expect(again.rows).toHaveLength(1);
      expect(again.rows[0].pid).not.toBe(rows[0].pid);
    }, STATE_WAIT);
    // Listening again: a later write still reaches B.
    const later = `Genforbundet ${Date.now()}`;
    await call(a, 'api/professions', { token: board.token, body: { name: later } });
    await vi.waitFor(async () => {
      expect((await read()).body.map((p) => p.name)).toContain(later);
    }, STATE_WAIT);
  });

  it('finishes a request in flight on an instance stopped with SIGTERM while the other serves', async () => {
    const body = JSON.stringify({ email: board.email, password: board.password });
    const half = Math.floor(body.length / 2);
    // The log leaves query strings out: count B's lines for the path instead.
    const logins = () => countOf(b.output(), '/api/auth/login');
    const before = logins();
    // The headers and half the body reach B; the rest follows once B is stopping.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${b.url}api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, half));
      void (async () => {
        // B logs the request once its headers arrived: from then on it is B's to finish.
        await vi.waitFor(() => {
          expect(logins()).toBeGreaterThan(before);
        }, STATE_WAIT);
        b.signal('SIGTERM');
        // Stopping: B's health check answers 503, then B refuses connections.
        await vi.waitFor(async () => {
          const status = await fetch(`${b.url}api/health`)
            .then((res) => res.status)
            .catch(() => 'refused');
          expect(status === 503 || status === 'refused').toBe(true);
        }, STATE_WAIT);
        expect((await call(a, 'api/health')).status).toBe(200);
        expect((await call(a, 'api/auth/check', { token: board.token })).status).toBe(200);
        req.end(body.slice(half));
      })().catch(reject);
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toHaveProperty('token');
    expect(await b.exited).toBe(0);
    const beats = await sql.query(
      'select count(*)::int as n from server_instances where pid = $1',
      [b.pid],
    );
    expect(beats.rows[0].n).toBe(0);
    expect((await call(a, 'api/auth/check', { token: board.token })).status).toBe(200);
  });
});
