import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/factories';
import { createTokenService } from '../modules/auth/tokens';

const PASSWORD = 'correct horse battery';

describe('auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signup = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  const login = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
  const check = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(token) });

  describe('POST /api/auth/signup', () => {
    it('creates a plain user, stores an argon2id hash and answers a token that passes the check', async () => {
      const res = await signup({
        name: '  Freja  ',
        email: '  Freja@Example.COM ',
        password: PASSWORD,
        role: 'bestyrelse',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.user).toEqual({
        id: expect.any(Number),
        name: 'Freja',
        email: 'freja@example.com',
        role: 'user',
      });
      expect(Object.keys(body.user).sort()).toEqual(['email', 'id', 'name', 'role']);

      const row = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', body.user.id)
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('user');
      expect(row.password_hash).toMatch(/^\$argon2id\$/);

      const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ sub: String(body.user.id), role: 'user', tv: 0 });
      expect(claims.exp - claims.iat).toBe(t.config.tokenTtlSeconds);

      const checked = await check(body.token);
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({ user: body.user });
    });

    it('refuses an email that is taken in any letter case with 409', async () => {
      await signup({ name: 'Bo', email: 'bo@example.com', password: PASSWORD });
      const res = await signup({ name: 'Bo again', email: ' BO@Example.com', password: PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'errors.emailTaken' });
      const rows = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'bo@example.com')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('gives one account and one 409 when the same email signs up twice at once', async () => {
      const body = { name: 'Twin', email: 'twin@example.com', password: PASSWORD };
      const answers = await Promise.all([signup(body), signup(body)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    it.each([
      ['name', { email: 'a@example.com', password: PASSWORD }],
      ['email', { name: 'A', password: PASSWORD }],
      ['password', { name: 'A', email: 'a@example.com' }],
    ])('refuses a missing %s with 400 naming the field', async (field, body) => {
      const res = await signup(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('errors.validation');
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    });

    it('refuses a malformed email with 400 naming the field', async () => {
      const res = await signup({ name: 'A', email: 'not-an-email', password: PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['email']);
    });

    it('refuses a password shorter than 10 characters with 400 naming the field', async () => {
      const res = await signup({ name: 'A', email: 'short@example.com', password: 'short1234' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['password']);
    });

    it('refuses a blank name with 400', async () => {
      const res = await signup({ name: '   ', email: 'blank@example.com', password: PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['name']);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers a token and the user for the right password, whatever the email case', async () => {
      const user = await createUser(t.app, {
        role: 'admin',
        email: 'login@example.com',
        name: 'Login',
      });
      const res = await login({ email: 'LOGIN@example.com ', password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toEqual({
        id: user.id,
        name: 'Login',
        email: 'login@example.com',
        role: 'admin',
      });
      expect((await check(res.json().token)).statusCode).toBe(200);
    });

    it('refuses a wrong password and an unknown email with the same 401', async () => {
      await createUser(t.app, { email: 'wrong@example.com' });
      const wrong = await login({ email: 'wrong@example.com', password: 'not the password' });
      const unknown = await login({ email: 'nobody@example.com', password: PASSWORD });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        error: 'Invalid email or password',
        code: 'errors.invalidCredentials',
      });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('refuses missing fields with 400', async () => {
      const res = await login({ email: 'x@example.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['password']);
    });
  });

  describe('GET /api/auth/check', () => {
    it('refuses a request without a token with 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/check' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('errors.unauthorized');
    });

    it('refuses an expired token with 401', async () => {
      const user = await createUser(t.app);
      const expired = await createTokenService({
        secret: t.config.jwtSecret,
        ttlSeconds: -60,
      }).sign({
        sub: user.id,
        role: 'user',
        tv: 0,
      });
      const res = await check(expired);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('errors.sessionExpired');
    });

    it('refuses a token whose claims were altered with 401', async () => {
      const user = await createUser(t.app);
      const [header, payload, signature] = user.token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'bestyrelse' })).toString(
        'base64url',
      );
      const res = await check(`${header}.${forged}.${signature}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('errors.invalidToken');
    });

    it('refuses a token signed with another secret with 401', async () => {
      const user = await createUser(t.app);
      const foreign = await createTokenService({
        secret: 'another-secret-that-is-long-enough-to-sign',
        ttlSeconds: 3600,
      }).sign({
        sub: user.id,
        role: 'user',
        tv: 0,
      });
      expect((await check(foreign)).statusCode).toBe(401);
    });

    it('refuses a token after the role was changed and the token version bumped in the database', async () => {
      const user = await createUser(t.app);
      expect((await check(user.token)).statusCode).toBe(200);
      await t.db
        .updateTable('users')
        .set((eb) => ({ role: 'admin', token_version: eb('token_version', '+', 1) }))
        .where('id', '=', user.id)
        .execute();
      const res = await check(user.token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('errors.sessionRevoked');
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes every earlier token of the user, and a new login works again', async () => {
      const user = await createUser(t.app, { email: 'logout@example.com' });
      const second = (await login({ email: user.email, password: PASSWORD })).json()
        .token as string;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Logged out.' });

      expect((await check(user.token)).statusCode).toBe(401);
      expect((await check(second)).statusCode).toBe(401);
      const fresh = (await login({ email: user.email, password: PASSWORD })).json().token as string;
      expect((await check(fresh)).statusCode).toBe(200);
    });

    it('refuses a logout without a token with 401', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(401);
    });

    it('asks for a login before it looks at the body', async () => {
      for (const url of ['/api/auth/logout', '/api/auth/check']) {
        const res = await t.app.inject({
          method: url.endsWith('check') ? 'GET' : 'POST',
          url,
          headers: { 'content-type': 'application/xml' },
          payload: '<x/>',
        });
        expect(res.statusCode).toBe(401);
      }
    });
  });
});

describe('auth rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ authRateLimit: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the fourth login within a minute from one address with 429 in the error format', async () => {
    const body = { email: 'nobody@example.com', password: PASSWORD };
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
      expect(res.statusCode).toBe(401);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String), code: 'errors.rateLimited' });
  });

  it('counts each route on its own and each client address on its own', async () => {
    const signup = (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress,
        payload: { name: 'R', email: `rate-${remoteAddress}-${i}@example.com`, password: PASSWORD },
      });
    for (let i = 0; i < 3; i += 1) expect((await signup(i, '10.0.0.1')).statusCode).toBe(201);
    expect((await signup(3, '10.0.0.1')).statusCode).toBe(429);
    expect((await signup(4, '10.0.0.2')).statusCode).toBe(201);
  });

  it('limits request-reset and reset as well', async () => {
    for (const url of ['/api/password/request-reset', '/api/password/reset']) {
      const payload = { email: 'nobody@example.com', token: 'x', password: PASSWORD };
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
      expect(codes.slice(0, 3)).not.toContain(429);
      expect(codes[3]).toBe(429);
    }
  });
});

describe('auth rate limiting behind a reverse proxy', () => {
  const attempt = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.com', password: PASSWORD },
    });

  it('counts each client behind a proxy trusted by hop count on its own', async () => {
    const t = await buildTestApp({ authRateLimit: 1, trustProxy: 1 });
    try {
      expect((await attempt(t, '203.0.113.1')).statusCode).toBe(401);
      expect((await attempt(t, '203.0.113.2')).statusCode).toBe(401);
      expect((await attempt(t, '203.0.113.1')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('believes no forwarded address when no proxy is trusted', async () => {
    const t = await buildTestApp({ authRateLimit: 1, trustProxy: false });
    try {
      expect((await attempt(t, '203.0.113.1')).statusCode).toBe(401);
      expect((await attempt(t, '203.0.113.2')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
