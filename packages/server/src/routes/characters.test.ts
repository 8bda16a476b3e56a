import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character, CharacterListResponse } from '@club/shared/contract/characters';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  characterBody,
  createCharacterViaApi,
  createCharacterWorld,
  type CharacterWorld,
} from '../test/character-factories';

let t: TestApp;
let world: CharacterWorld;

beforeAll(async () => {
  t = await buildTestApp({ startingXp: 12 });
  world = await createCharacterWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

function post(user: CreatedUser, payload: unknown, url = '/api/characters') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: bearer(user.token),
    payload: payload as object,
  });
}

describe('POST /api/characters', () => {
  it('creates the first character active, with the professions ordered and the starting XP', async () => {
    const user = await createUser(t.app);
    const picks = [world.optional[2]!.id, world.optional[0]!.id, world.optional[4]!.id];
    const response = await post(user, characterBody(world, { profession_ids: picks }));
    expect(response.statusCode).toBe(201);
    const character = response.json() as Character;
    expect(character).toMatchObject({
      user_id: user.id,
      name: 'Sigrun Ravnsdatter',
      race_id: world.race.id,
      race_name: world.race.name,
      class_name: world.cls.name,
      race_base_hits: world.race.base_hits,
      is_active: 1,
      allow_update: 0,
      xp: 12,
      xp_spent: 0,
      avatar_path: 'dwarfs',
    });
    const expected = [...world.mandatory.map((p) => p.id), ...picks];
    expect(character.profession_ids).toEqual(expected);

    // One of the race's folk, once the board has named one: "Dværg", not "Dværge".
    await t.db
      .updateTable('races')
      .set({ singular_name: 'Dværg' })
      .where('id', '=', world.race.id)
      .execute();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${character.id}`,
      headers: bearer(user.token),
    });
    expect(read.json<Character>().race_name).toBe('Dværg');
    await t.db
      .updateTable('races')
      .set({ singular_name: '' })
      .where('id', '=', world.race.id)
      .execute();
    expect(character.professions.map((p) => [p.id, p.position])).toEqual(
      expected.map((id, i) => [id, i + 1]),
    );
    const ledger = await t.db
      .selectFrom('xp_awards')
      .selectAll()
      .where('character_id', '=', character.id)
      .execute();
    expect(ledger).toMatchObject([{ amount: 12, reason: 'Start-XP', awarded_by: null }]);
  });

  it('accepts the mandatory professions listed among the ids', async () => {
    const user = await createUser(t.app);
    const ids = [
      world.optional[1]!.id,
      world.mandatory[2]!.id,
      world.optional[3]!.id,
      world.mandatory[0]!.id,
    ];
    const character = await createCharacterViaApi(t.app, user.token, world, {
      profession_ids: [...ids, world.mandatory[1]!.id, world.optional[0]!.id],
    });
    expect(character.profession_ids).toEqual([
      ...world.mandatory.map((p) => p.id),
      world.optional[1]!.id,
      world.optional[3]!.id,
      world.optional[0]!.id,
    ]);
  });

  it('refuses a fourth character with 409, and a second one is not active', async () => {
    const user = await createUser(t.app);
    await createCharacterViaApi(t.app, user.token, world);
    const second = await createCharacterViaApi(t.app, user.token, world);
    expect(second.is_active).toBe(0);
    await createCharacterViaApi(t.app, user.token, world);
    const response = await post(user, characterBody(world));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'characters.limitReached',
      error: 'You can have at most 3 characters',
      params: { max: 3 },
    });
    const count = await t.db
      .selectFrom('characters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('lets at most three of many simultaneous creates through', async () => {
    const user = await createUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(user, characterBody(world))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    const active = await t.db
      .selectFrom('characters')
      .select('id')
      .where('user_id', '=', user.id)
      .where('is_active', '=', 1)
      .execute();
    expect(active).toHaveLength(1);
  });

  it.each([
    [
      'five professions',
      () => ({ profession_ids: world.optional.slice(0, 2).map((p) => p.id) }),
      'characters.professionCount',
    ],
    [
      'seven professions',
      () => ({
        class_id: world.wideClass.id,
        profession_ids: world.optional.slice(0, 4).map((p) => p.id),
      }),
      'characters.professionCount',
    ],
    [
      'too many optional professions',
      () => ({ profession_ids: world.optional.slice(0, 4).map((p) => p.id) }),
      'characters.tooManyOptionalProfessions',
    ],
    [
      'a profession not in the class',
      () => ({ profession_ids: [world.optional[0]!.id, world.optional[1]!.id, 999_999] }),
      'characters.professionNotInClass',
    ],
    [
      'a profession twice',
      () => ({
        profession_ids: [world.optional[0]!.id, world.optional[0]!.id, world.optional[1]!.id],
      }),
      'characters.duplicateProfession',
    ],
    [
      'a class the race does not allow',
      () => ({ race_id: world.otherRace.id }),
      'characters.classNotAllowedForRace',
    ],
    [
      'a conflict class without permission',
      () => ({ class_id: world.conflictClass.id }),
      'characters.conflictClassNotAllowed',
    ],
    ['an unknown race', () => ({ race_id: 999_999 }), 'characters.raceNotFound'],
    ['an unknown class', () => ({ class_id: 999_999 }), 'characters.classNotFound'],
    [
      'an upload that does not exist',
      () => ({ avatar_path: '/uploads/nothing-here.webp' }),
      'characters.invalidAvatar',
    ],
  ])('refuses %s with 409 and stores nothing', async (_label, overrides, code) => {
    const user = await createUser(t.app);
    const response = await post(user, characterBody(world, overrides()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code });
    const rows = await t.db
      .selectFrom('characters')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('says exactly SPEC text for a wrong number of professions', async () => {
    const user = await createUser(t.app);
    const response = await post(
      user,
      characterBody(world, { profession_ids: [world.optional[0]!.id] }),
    );
    expect(response.json()).toMatchObject({
      error: 'Please select exactly 6 total professions (mandatory + optional)',
    });
  });

  it('allows a conflict class to a user who was granted conflict_allowed', async () => {
    const user = await createUser(t.app, { conflictAllowed: true });
    const character = await createCharacterViaApi(t.app, user.token, world, {
      class_id: world.conflictClass.id,
    });
    expect(character).toMatchObject({ class_id: world.conflictClass.id, conflict_allowed: 1 });
  });

  it.each([
    ['an avatar outside the list', { avatar_path: 'https://example.com/me.png' }],
    ['a path outside uploads', { avatar_path: '/etc/passwd' }],
    ['a name of 51 characters', { name: 'x'.repeat(51) }],
    ['an empty name', { name: '   ' }],
    ['an id that is too large', { race_id: 99_999_999_999 }],
    ['professions as text', { profession_ids: 'all' }],
    ['a huge profession list', { profession_ids: Array.from({ length: 5000 }, (_, i) => i + 1) }],
  ])('answers 400 for %s', async (_label, overrides) => {
    const user = await createUser(t.app);
    const response = await post(user, { ...characterBody(world), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'errors.validation' });
  });

  it('answers 400 without a body and 401 without a token', async () => {
    const user = await createUser(t.app);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/characters',
      headers: bearer(user.token),
    });
    expect(empty.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/characters',
      payload: characterBody(world),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is served at the old doubled path too', async () => {
    const user = await createUser(t.app);
    const response = await post(user, characterBody(world), '/api/api/characters');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ user_id: user.id, is_active: 1 });
  });
});

describe('GET /api/characters', () => {
  it('lists only the own characters with what the create form needs', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const mine = await createCharacterViaApi(t.app, user.token, world);
    await createCharacterViaApi(t.app, other.token, world);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/characters',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as CharacterListResponse;
    expect(body.characters.map((c) => c.id)).toEqual([mine.id]);
    expect(body.races.map((r) => r.id)).toEqual(
      expect.arrayContaining([world.race.id, world.otherRace.id]),
    );
    const classIds = body.classes.map((c) => c.id);
    expect(classIds).toContain(world.cls.id);
    expect(classIds).not.toContain(world.conflictClass.id);
    expect(body.classes.find((c) => c.id === world.wideClass.id)).toMatchObject({
      additional_professions: 4,
      conflict: 0,
    });
    expect(body.raceClasses).toContainEqual({ race_id: world.race.id, class_id: world.cls.id });
    expect(body.raceClasses.some((p) => p.class_id === world.conflictClass.id)).toBe(false);
  });

  it('offers conflict classes to a user who may use them', async () => {
    const user = await createUser(t.app, { conflictAllowed: true });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/characters',
      headers: bearer(user.token),
    });
    const body = response.json() as CharacterListResponse;
    expect(body.classes.find((c) => c.id === world.conflictClass.id)).toMatchObject({
      conflict: 1,
    });
    expect(body.raceClasses).toContainEqual({
      race_id: world.race.id,
      class_id: world.conflictClass.id,
    });
  });
});

describe('GET and PUT /api/characters/{id}', () => {
  it("answers 404 for another user's character, and staff may read it", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    const character = await createCharacterViaApi(t.app, owner.token, world);
    const url = `/api/characters/${character.id}`;
    const denied = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
    expect(denied.statusCode).toBe(404);
    const sneaky = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(stranger.token),
      payload: { description: 'mine now' },
    });
    expect(sneaky.statusCode).toBe(404);
    const staff = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ id: character.id, user_id: owner.id });
  });

  it('answers 400 for ids that are not numbers', async () => {
    const user = await createUser(t.app);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/characters/${id}`,
        headers: bearer(user.token),
      });
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('changes the description and the avatar', async () => {
    const user = await createUser(t.app);
    const character = await createCharacterViaApi(t.app, user.token, world);
    const url = `/api/characters/${character.id}`;
    const described = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(user.token),
      payload: { description: 'Født i Ravnemark.' },
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      description: 'Født i Ravnemark.',
      avatar_path: 'dwarfs',
    });
    const avatar = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(user.token),
      payload: { avatar_path: 'elves' },
    });
    expect(avatar.json()).toMatchObject({ description: 'Født i Ravnemark.', avatar_path: 'elves' });
  });

  it('refuses an unknown avatar, a too long description and an empty body', async () => {
    const user = await createUser(t.app);
    const character = await createCharacterViaApi(t.app, user.token, world);
    const url = `/api/characters/${character.id}`;
    const missingUpload = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(user.token),
      payload: { avatar_path: '/uploads/gone.webp' },
    });
    expect(missingUpload.statusCode).toBe(409);
    expect(missingUpload.json()).toMatchObject({ code: 'characters.invalidAvatar' });
    const long = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(user.token),
      payload: { description: 'x'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(user.token),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/characters/{id}/set-active', () => {
  it('makes one character active and clears the flag on the others', async () => {
    const user = await createUser(t.app);
    const first = await createCharacterViaApi(t.app, user.token, world);
    const second = await createCharacterViaApi(t.app, user.token, world);
    const third = await createCharacterViaApi(t.app, user.token, world);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/characters/${third.id}/set-active`,
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: third.id, is_active: 1 });
    const rows = await t.db
      .selectFrom('characters')
      .select(['id', 'is_active'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: first.id, is_active: 0 },
      { id: second.id, is_active: 0 },
      { id: third.id, is_active: 1 },
    ]);
  });

  it("leaves other users' active characters alone and refuses theirs", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const theirs = await createCharacterViaApi(t.app, other.token, world);
    const mine = await createCharacterViaApi(t.app, user.token, world);
    await t.app.inject({
      method: 'POST',
      url: `/api/characters/${mine.id}/set-active`,
      headers: bearer(user.token),
    });
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/characters/${theirs.id}/set-active`,
      headers: bearer(user.token),
    });
    expect(stolen.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('characters')
      .select('is_active')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
  });
});
