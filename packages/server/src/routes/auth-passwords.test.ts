import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMITS } from '@club/shared/constants';
import { EXIT, runCli } from '../cli';
import { createResetToken } from '../modules/auth/reset-tokens';
import { buildTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signup = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

describe('the password rule', () => {
  it.each([
    ['a common password', 'password123', 'errors.passwordCommon'],
    ['a common password in l33t', 'P@ssw0rd123', 'errors.passwordCommon'],
    ['a keyboard row', 'qwertyuiop', 'errors.passwordCommon'],
    ['one character repeated', 'zzzzzzzzzzzz', 'errors.passwordRepeated'],
    ['the email', 'signe.vinter@example.com', 'errors.passwordContainsEmail'],
    ['the local part of the email', 'signe.vinter!!', 'errors.passwordContainsEmail'],
    ['the name', 'Signe Vinterdatter', 'errors.passwordContainsName'],
  ])('refuses signing up with %s, naming the reason', async (_label, password, code) => {
    const res = await signup({
      name: 'Signe Vinterdatter',
      email: 'signe.vinter@example.com',
      password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, details: [{ field: 'password' }] });
  });

  it('refuses fewer than 10 characters', async () => {
    const res = await signup({ name: 'Kort', email: 'kort@example.com', password: 'nine-char' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['password']);
  });

  it('accepts a password that breaks none of the rules', async () => {
    const res = await signup({
      name: 'Signe',
      email: 'signe@example.com',
      password: 'ny-og-hemmelig',
    });
    expect(res.statusCode).toBe(201);
  });

  it('holds for a reset, and leaves the link usable for a better password', async () => {
    const user = await createUser(t.app, { email: 'reset-rule@example.com', name: 'Frode Fjeld' });
    const { token, tokenHash } = createResetToken();
    const now = Date.now();
    await t.db
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: tokenHash,
        expires_at: new Date(now + 3600_000).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .execute();
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password } });
    const refused = await reset('frode fjeld forever');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('errors.passwordContainsName');
    expect((await reset('iloveyou12')).json().code).toBe('errors.passwordCommon');
    expect((await reset('ny-og-hemmelig')).statusCode).toBe(200);
  });

  it('holds for accounts made on the command line', async () => {
    const err: string[] = [];
    const exitCode = await runCli(
      [
        'user',
        'create',
        '--email',
        'cli@example.com',
        '--name',
        'Cli',
        '--password',
        'password123',
      ],
      {
        env: { DATABASE_URL: t.testDb.url, DATA_DIR: t.testDb.dataDir },
        out: () => undefined,
        err: (line) => err.push(line),
      },
    );
    expect(exitCode).toBe(EXIT.failed);
    expect(err.join('\n')).toMatch(/too common/);
  });

  it('lets an account with an older, shorter password keep logging in', async () => {
    const user = await createUser(t.app, { password: 'old8char' });
    expect((await login(user.email, 'old8char')).statusCode).toBe(200);
  });
});

describe('failed logins per account', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function failUntilLocked(email: string, from = '127.0.0.1'): Promise<void> {
    for (let i = 0; i < LOGIN_LIMITS.maxFailures; i += 1) {
      const res = await login(email, `wrong guess ${i}`, from);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
  }

  it('locks an account for minutes from the address that kept failing, then lets it in', async () => {
    const user = await createUser(t.app, { email: 'guessed@example.com' });
    await failUntilLocked(user.email, '192.0.2.7');

    const locked = await login(user.email, user.password, '192.0.2.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'errors.loginLocked', params: { minutes: 5 } });
    expect(locked.headers['retry-after']).toBe('300');
    // Other accounts are not affected.
    const other = await createUser(t.app);
    expect((await login(other.email, other.password, '192.0.2.7')).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LOGIN_LIMITS.lockSeconds * 1000 + 1000);
    expect((await login(user.email, user.password, '192.0.2.7')).statusCode).toBe(200);
  });

  it('never keeps the owner out from another address: a lock holds only where it was earned', async () => {
    const user = await createUser(t.app, { email: 'well-known-board@example.com' });
    await failUntilLocked(user.email, '198.51.100.66');
    expect((await login(user.email, user.password, '198.51.100.66')).statusCode).toBe(429);

    // The owner, elsewhere, logs in; a wrong password there is just a wrong password.
    expect((await login(user.email, 'a slip of the finger', '203.0.113.5')).statusCode).toBe(401);
    expect((await login(user.email, user.password, '203.0.113.5')).statusCode).toBe(200);
    // And that login lifts nothing for the address that earned the lock.
    expect((await login(user.email, user.password, '198.51.100.66')).statusCode).toBe(429);
  });

  it('lets the owner of the email in at once after a password reset', async () => {
    const user = await createUser(t.app, { email: 'locked-out@example.com' });
    await failUntilLocked(user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    const { token, tokenHash } = createResetToken();
    await t.db
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: tokenHash,
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'ny-og-hemmelig' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'ny-og-hemmelig')).statusCode).toBe(200);
  });

  it('answers an unknown email alike, so a lock reveals no account', async () => {
    await failUntilLocked('nobody@example.com');
    const res = await login('nobody@example.com', 'any password at all');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('errors.loginLocked');
  });

  it('starts the count afresh after a successful login', async () => {
    const user = await createUser(t.app, { email: 'forgetful@example.com' });
    for (let i = 0; i < LOGIN_LIMITS.maxFailures - 1; i += 1) {
      expect((await login(user.email, 'not it at all')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.maxFailures - 1; i += 1) {
      expect((await login(user.email, 'not it at all')).statusCode).toBe(401);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('counts only failures within the window', async () => {
    const user = await createUser(t.app, { email: 'slow-typist@example.com' });
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < LOGIN_LIMITS.maxFailures - 1; i += 1) {
      expect((await login(user.email, 'not it at all')).statusCode).toBe(401);
    }
    vi.setSystemTime(Date.now() + LOGIN_LIMITS.windowSeconds * 1000 + 1000);
    expect((await login(user.email, 'not it at all')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
