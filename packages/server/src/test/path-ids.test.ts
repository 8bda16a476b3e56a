import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from './test-app';
import { createUser, type CreatedUser } from './factories';
import { createCharacterViaApi, createCharacterWorld } from './character-factories';

/**
 * An id in a path is written one way only: plain decimal digits, no sign, no leading
 * zero, no spaces, no fraction, exponent or hex prefix. Anything else is a 400, never the
 * resource it might be read as.
 */

let t: TestApp;
let staff: CreatedUser;
let urls: ((id: string) => string)[];
let realIds: number[];

beforeAll(async () => {
  t = await buildTestApp();
  const world = await createCharacterWorld(t.db);
  staff = await createUser(t.app, { role: 'bestyrelse' });
  const member = await createUser(t.app);
  const character = await createCharacterViaApi(t.app, staff.token, world);
  const profession = character.professions[0]!.id;
  urls = [
    (id) => `/api/classes/${id}`,
    (id) => `/api/professions/${id}/abilities`,
    (id) => `/api/users/${id}`,
    (id) => `/api/characters/${id}`,
    (id) => `/api/characters/${character.id}/professions/${id}/can-remove`,
    (id) => `/api/api/races/${id}/classes`,
  ];
  realIds = [world.cls.id, profession, member.id, character.id, profession, world.race.id];
});

afterAll(async () => {
  await t?.close();
});

const ODD_FORMS = (id: number): string[] => [
  `0x${id.toString(16)}`,
  `+${id}`,
  `${id}%20`,
  `%20${id}`,
  `${id}.0`,
  `${id}e0`,
  `0${id}`,
  `${id}%00`,
  `-${id}`,
  `${id}n`,
  `%EF%BC%91`, // a full-width digit one
  `0`,
  `00`,
  `2147483648`,
  `99999999999`,
];

describe('ids in paths', () => {
  it('answer a plain decimal id with the resource', async () => {
    for (const [index, url] of urls.entries()) {
      const res = await t.app.inject({
        method: 'GET',
        url: url(String(realIds[index])),
        headers: bearer(staff.token),
      });
      expect(res.statusCode, url('N')).toBe(200);
    }
  });

  it('refuse every other spelling of a number with a 400 in the error format', async () => {
    for (const [index, url] of urls.entries()) {
      for (const form of ODD_FORMS(realIds[index]!)) {
        const res = await t.app.inject({
          method: 'GET',
          url: url(form),
          headers: bearer(staff.token),
        });
        expect(res.statusCode, url(form)).toBe(400);
        expect(res.json(), url(form)).toMatchObject({ code: 'errors.validation' });
      }
    }
  });

  it('refuse odd spellings on writes too, changing nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/+${staff.id}`,
      headers: bearer(staff.token),
      payload: { name: 'Someone else' },
    });
    expect(res.statusCode).toBe(400);
    const row = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.name).not.toBe('Someone else');
  });
});
