import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/factories';
import { createResetToken, hashResetToken } from '../modules/auth/reset-tokens';
import { RESET_QUEUE_PERIOD_MS } from '../modules/auth/reset-request-queue';

// Mail leaves in the background; on a busy machine that can take more than waitFor's default second.
const MAIL_WAIT = { timeout: 10_000, interval: 25 };
const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

/** Undoes quoted-printable soft breaks and escapes, enough to read a link back. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function tokenFrom(mail: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(mail));
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

/**
 * Another connection holds the write lock on password_resets until released: on
 * PostgreSQL the app's insert waits for it, on SQLite it fails after a short busy timeout.
 */
async function holdWriteLock(t: TestApp): Promise<() => Promise<void>> {
  const { handle, url } = t.testDb;
  if (handle.engine === 'postgres') {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('begin');
    await other.query('lock table password_resets in exclusive mode');
    return async () => {
      await other.query('rollback');
      await other.end();
    };
  }
  const sqlite = handle.sqlite!;
  const other = new SqliteDatabase(sqlite.name);
  other.exec('begin immediate');
  sqlite.pragma('busy_timeout = 50');
  return async () => {
    other.exec('rollback');
    other.close();
    sqlite.pragma('busy_timeout = 5000');
  };
}

describe('password reset routes', () => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    t = await buildTestApp();
    outbox = path.join(t.config.dataDir, 'outbox');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const outboxFiles = () =>
    fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/password/request-reset', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** Requests a reset for the email and reads the token back from the mail it produced. */
  async function mailedToken(email: string): Promise<string> {
    const before = new Set(outboxFiles());
    expect((await requestReset(email)).statusCode).toBe(200);
    const file = await vi.waitFor(() => {
      const fresh = outboxFiles().find((f) => !before.has(f));
      if (!fresh) throw new Error('no mail yet');
      return fresh;
    }, MAIL_WAIT);
    return tokenFrom(fs.readFileSync(path.join(outbox, file), 'utf8'));
  }

  describe('POST /api/password/request-reset', () => {
    it('writes the reset mail in the language the member reads the app in', async () => {
      const user = await createUser(t.app, { email: 'reader@example.com', name: 'Rowan' });
      await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', user.id).execute();

      expect((await requestReset('reader@example.com')).statusCode).toBe(200);
      const file = await vi.waitFor(() => {
        const found = outboxFiles();
        if (found.length === 0) throw new Error('no mail yet');
        return found[0]!;
      }, MAIL_WAIT);

      const mail = fs.readFileSync(path.join(outbox, file), 'utf8');
      expect(mail).toMatch(/^Subject: Reset your password\r?$/m);
      const body = decodeQuotedPrintable(mail);
      expect(body).toContain('Reset password');
      expect(body).not.toContain('Nulstil');
    });

    it('answers a known and an unknown email alike and mails only the known one', async () => {
      const user = await createUser(t.app, { email: 'known@example.com', name: 'Astrid' });

      const unknown = await requestReset('unknown@example.com');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({
        message: 'If the email exists, a reset link will be sent.',
      });
      expect(outboxFiles()).toEqual([]);

      const known = await requestReset('  KNOWN@example.com ');
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
      const files = await vi.waitFor(() => {
        const found = outboxFiles();
        if (found.length === 0) throw new Error('no mail yet');
        return found;
      }, MAIL_WAIT);
      expect(files).toHaveLength(1);

      const mail = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(mail).toMatch(/^To: known@example\.com\r?$/m);
      expect(mail).toMatch(/^Subject: Nulstil din adgangskode\r?$/m);
      expect(decodeQuotedPrintable(mail)).not.toContain('Reset password');
      expect(decodeQuotedPrintable(mail)).toContain('http://127.0.0.1:3000/reset-password?token=');
      expect(mail).toContain('text/html');

      // Only the token's hash is kept.
      const token = tokenFrom(mail);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const rows = await t.db
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(hashResetToken(token));
      expect(rows[0]!.token_hash).not.toContain(token);
      const ttl = Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at);
      expect(ttl).toBeGreaterThanOrEqual(3600_000 - 1000);
      expect(ttl).toBeLessThanOrEqual(3600_000 + 1000);
    });

    it('takes as long to answer for a known address as for an unknown one', async () => {
      const user = await createUser(t.app, { email: 'timed@example.com' });
      const known: number[] = [];
      const unknown: number[] = [];
      const timed = async (email: string): Promise<number> => {
        // An untimed request first: on a busy machine the first request after the wait for
        // a mail also waits for the process to be scheduled again, whichever address it has.
        await requestReset('warm-up@example.com');
        const started = process.hrtime.bigint();
        const res = await requestReset(email);
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        expect(res.statusCode).toBe(200);
        return elapsed;
      };
      // Warm both paths, then alternate, letting each known request's mail land before the
      // next request so work left over from one is not timed in another.
      await timed('warm-up@example.com');
      for (let i = 0; i < 30; i += 1) {
        const mails = outboxFiles().length;
        known.push(await timed(user.email));
        await vi.waitFor(() => {
          if (outboxFiles().length === mails) throw new Error('no mail yet');
        }, MAIL_WAIT);
        unknown.push(await timed(`nobody-${i}@example.com`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
      const [knownMedian, unknownMedian] = [median(known), median(unknown)];
      const label = `known ${knownMedian.toFixed(2)} ms, unknown ${unknownMedian.toFixed(2)} ms`;
      // Within half as much again, plus a millisecond of scheduling noise on a busy machine.
      expect(knownMedian, label).toBeLessThanOrEqual(unknownMedian * 1.5 + 1);
      expect(unknownMedian, label).toBeLessThanOrEqual(knownMedian * 1.5 + 1);
      const rows = await t.db
        .selectFrom('password_resets')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(30);
    });

    it('answers before the reset is stored: a database busy writing does not hold the answer', async () => {
      const user = await createUser(t.app, { email: 'busy@example.com' });
      const before = outboxFiles().length;
      const release = await holdWriteLock(t);
      let res: Awaited<ReturnType<typeof requestReset>>;
      try {
        res = await requestReset(user.email);
      } finally {
        await release();
      }
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'If the email exists, a reset link will be sent.' });
      // The reset is stored and mailed once the lock is gone.
      await vi.waitFor(() => {
        if (outboxFiles().length === before) throw new Error('no mail yet');
      }, MAIL_WAIT);
    });

    it('refuses a malformed email with 400 naming the field', async () => {
      const res = await requestReset('nope');
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['email']);
    });
  });

  describe('POST /api/password/reset', () => {
    it('sets the new password once: the old password and old sessions stop working, the token cannot be reused', async () => {
      const user = await createUser(t.app, { email: 'reset@example.com' });
      const token = await mailedToken(user.email);

      const res = await reset(token, NEW_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password has been reset.' });

      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(401);
      const checked = await t.app.inject({
        method: 'GET',
        url: '/api/auth/check',
        headers: bearer(user.token),
      });
      expect(checked.statusCode).toBe(401);

      const again = await reset(token, 'yet another passphrase');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        error: 'Invalid or expired reset token',
        code: 'errors.invalidResetToken',
      });
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('retires the other outstanding reset links of the user', async () => {
      const user = await createUser(t.app, { email: 'two-links@example.com' });
      const first = await mailedToken(user.email);
      const second = await mailedToken(user.email);
      expect(first).not.toBe(second);
      expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
      const res = await reset(first, 'yet another passphrase');
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('errors.invalidResetToken');
    });

    it('refuses an expired token with 400', async () => {
      const user = await createUser(t.app, { email: 'expired@example.com' });
      const { token, tokenHash } = createResetToken();
      await t.db
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: tokenHash,
          expires_at: new Date(Date.now() - 1000).toISOString(),
          created_at: new Date(Date.now() - 3601_000).toISOString(),
        })
        .execute();
      const res = await reset(token, NEW_PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('errors.invalidResetToken');
      expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an unknown or altered token with 400', async () => {
      const user = await createUser(t.app, { email: 'tampered@example.com' });
      const token = await mailedToken(user.email);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const candidate of [altered, createResetToken().token, 'x']) {
        const res = await reset(candidate, NEW_PASSWORD);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('errors.invalidResetToken');
      }
      expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a short new password with 400 naming the field, leaving the token usable', async () => {
      const user = await createUser(t.app, { email: 'short-reset@example.com' });
      const token = await mailedToken(user.email);
      const res = await reset(token, 'short');
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['password']);
      expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });
});

describe('password reset mail over SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
    t = await buildTestApp({
      smtpUrl: `smtp://127.0.0.1:${address.port}`,
      mailFrom: 'Klubben <bestyrelse@example.com>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the reset link through the SMTP server instead of the outbox', async () => {
    const user = await createUser(t.app, { email: 'smtp@example.com', name: 'Sigrid' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/request-reset',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await vi.waitFor(() => {
      const found = received.find((m) => m.to.includes('smtp@example.com'));
      if (!found) throw new Error('no mail yet');
      return found;
    }, MAIL_WAIT);
    expect(mail.raw).toMatch(/^From: Klubben <bestyrelse@example\.com>\r?$/m);
    expect(decodeQuotedPrintable(mail.raw)).toContain('Hej Sigrid');
    const token = tokenFrom(mail.raw);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(fs.existsSync(path.join(t.config.dataDir, 'outbox'))).toBe(false);
  });
});

describe('a reset request and the work behind it', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The queue's clock stands still until the test moves it; everything else runs.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await buildTestApp();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('does nothing for a known address on the answer or right after it, only at the next tick', async () => {
    const user = await createUser(t.app, { email: 'queued@example.com' });
    const resetRows = () =>
      t.db.selectFrom('password_resets').select('id').where('user_id', '=', user.id).execute();
    for (const email of ['nobody-at-all@example.com', user.email]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password/request-reset',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
    }
    // Several turns of the event loop and a database round trip after both answers.
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await resetRows()).toEqual([]);

    vi.advanceTimersByTime(RESET_QUEUE_PERIOD_MS);
    await vi.waitFor(async () => expect(await resetRows()).toHaveLength(1), MAIL_WAIT);
  });
});
