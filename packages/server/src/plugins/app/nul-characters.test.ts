import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { createUser, type CreatedUser } from '../../test/factories';
import { multipartBody, sampleTrueTypeFont } from '../../test/rules-factories';
import { findNulCharacter } from './nul-characters';

describe('findNulCharacter', () => {
  it('names the first field whose key or value holds a NUL, at any depth', () => {
    expect(findNulCharacter({ a: 'x', b: [{ c: 'y' }] })).toBeNull();
    expect(findNulCharacter({ a: 'x', b: [{ c: 'y\u0000' }] })).toBe('b.0.c');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulCharacter('\u0000')).toBe('');
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('a NUL character in a request', () => {
  let t: TestApp;
  let admin: CreatedUser;
  let board: CreatedUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    board = await createUser(t.app, { role: 'bestyrelse' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses it in a JSON body with 400 naming the field, and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Nul\u0000ler',
        email: 'nul@example.com',
        password: 'correct horse battery',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'errors.validation',
      details: [{ field: 'name', message: expect.any(String) }],
    });
    const stored = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nul@example.com')
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses it in a query string and a path parameter with 400', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/users?q=a%00',
      headers: bearer(admin.token),
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().details).toEqual([{ field: 'q', message: expect.any(String) }]);

    const image = await t.app.inject({ method: 'GET', url: '/uploads/x%00.webp' });
    expect(image.statusCode).toBe(400);
    expect(image.json().code).toBe('errors.validation');
  });

  it('refuses it in a multipart language form with 400', async () => {
    const form = multipartBody(
      { name: 'Runer\u0000', sampleText: 'hej' },
      {
        field: 'font',
        filename: 'runes.ttf',
        contentType: 'font/ttf',
        bytes: sampleTrueTypeFont(),
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/languages',
      headers: { ...bearer(board.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'name', message: expect.any(String) }]);
  });

  it('asks for a login before it looks at the input', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users?q=%00' });
    expect(res.statusCode).toBe(401);
  });
});
