import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import { createProfession, multipartBody } from '../test/rules-factories';

/**
 * The cached rules reads are the hottest path; these pin down what their trimmed
 * per-request work must still do (docs/decisions/014-work-per-request.md).
 */
describe('the cached rules reads', () => {
  let t: TestApp;
  let player: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    player = await createUser(t.app, { role: 'user' });
    // Enough text that the answer is kept compressed.
    for (let i = 0; i < 12; i += 1) {
      await createProfession(t.db, {
        description: `A long trade description, number ${i}. `.repeat(8),
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/professions',
      headers: { ...bearer(player.token), ...headers },
    });

  it('answers each client in the coding it asks for, whatever was asked before', async () => {
    const asked: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['gzip;q=0, br;q=0', undefined],
      ['GZIP', 'gzip'],
      ['', undefined],
    ];
    for (const [acceptEncoding, coding] of asked) {
      const res = await read({ 'accept-encoding': acceptEncoding });
      expect(res.statusCode, acceptEncoding).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(coding);
      const body =
        coding === 'br'
          ? zlib.brotliDecompressSync(res.rawPayload)
          : coding === 'gzip'
            ? zlib.gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(JSON.parse(body.toString('utf8'))).toHaveLength(12);
    }
  });

  it('still sends the security headers, and 304 for the tag the client holds', async () => {
    const first = await read({ 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await read({
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a NUL character in the query string with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/professions?x=a%00',
      headers: bearer(player.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'errors.validation', details: [{ field: 'x' }] });
  });

  it('ends a session at once on logout', async () => {
    const member = await createUser(t.app, { role: 'user' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/professions',
          headers: bearer(member.token),
        })
      ).statusCode,
    ).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(member.token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/professions',
      headers: bearer(member.token),
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('multipart forms', () => {
  let t: TestApp;
  let player: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    player = await createUser(t.app, { role: 'user' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('are taken only by the routes that upload a file: elsewhere 415', async () => {
    const form = multipartBody({ description: 'x' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/characters/1',
      headers: { ...bearer(player.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('errors.unsupportedMediaType');
  });

  it('still reach the avatar upload', async () => {
    const form = multipartBody({ note: 'x' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/avatar-upload',
      headers: { ...bearer(player.token), ...form.headers },
      payload: form.payload,
    });
    // No file in the form: refused by the route itself, which means the form was read.
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('multipart field');
  });
});
