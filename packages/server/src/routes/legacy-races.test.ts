import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import { allowClasses, createClass, createRace } from '../test/rules-factories';

describe('the older screen aliases under /api/api', () => {
  let t: TestApp;
  let player: CreatedUser;
  let editor: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [player, editor] = await Promise.all([
      createUser(t.app, { role: 'user' }),
      createUser(t.app, { role: 'bestyrelse' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  function get(url: string, user: CreatedUser | null) {
    return t.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
  }

  it('GET /api/api/races answers what GET /api/races-classes answers, per role', async () => {
    const race = await createRace(t.db);
    const [open, secret] = await Promise.all([
      createClass(t.db),
      createClass(t.db, { conflict: 1 }),
    ]);
    await allowClasses(t.db, race.id, [open.id, secret.id]);

    for (const user of [player, editor]) {
      const alias = await get('/api/api/races', user);
      const current = await get('/api/races-classes', user);
      expect(alias.statusCode).toBe(200);
      expect(alias.json()).toEqual(current.json());
      expect(alias.headers.etag).toBe(current.headers.etag);
    }
    const forPlayer = (await get('/api/api/races', player)).json() as {
      id: number;
      allowed_classes: { id: number }[];
    }[];
    expect(forPlayer.find((r) => r.id === race.id)?.allowed_classes.map((c) => c.id)).toEqual([
      open.id,
    ]);
  });

  it('GET /api/api/races/{id}/classes answers the race classes, 404 for an unknown race', async () => {
    const race = await createRace(t.db);
    const cls = await createClass(t.db);
    await allowClasses(t.db, race.id, [cls.id]);

    const alias = await get(`/api/api/races/${race.id}/classes`, player);
    expect(alias.statusCode).toBe(200);
    expect(alias.json()).toEqual((await get(`/api/races/${race.id}/classes`, player)).json());
    expect(alias.json().map((c: { id: number }) => c.id)).toEqual([cls.id]);
    expect((await get('/api/api/races/999999/classes', player)).statusCode).toBe(404);
  });

  it('refuses both without a token with 401', async () => {
    expect((await get('/api/api/races', null)).statusCode).toBe(401);
    expect((await get('/api/api/races/1/classes', null)).statusCode).toBe(401);
  });
});
