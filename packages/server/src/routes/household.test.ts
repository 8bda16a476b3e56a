import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharacterListResponse } from '@club/shared/contract/characters';
import type { Household, HouseholdPersonResponse } from '@club/shared/contract/household';
import { clubDay } from '@club/shared/rules/household';
import { createUser, type CreatedUser } from '../test/factories';
import {
  characterBody,
  createCharacterWorld,
  type CharacterWorld,
} from '../test/character-factories';
import { mailsTo, readable } from '../test/event-factories';
import { bearer, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let world: CharacterWorld;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createCharacterWorld(t.db);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

/** A birth date `years` before today (in the club's time), moved by `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const today = new Date(`${clubDay(new Date())}T12:00:00Z`);
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()),
  );
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function addChild(
  parent: { token: string },
  body: Record<string, unknown> = {},
): Promise<HouseholdPersonResponse['person']> {
  const response = await writeAs(t.app, 'POST', '/api/household', parent, {
    name: 'Asta',
    birth_date: bornYearsAgo(10),
    phone: '20 30 40 50',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`adding failed: ${response.body}`);
  return response.json<HouseholdPersonResponse>().person;
}

/** A request as `user`, acting as `personId`. */
function actingAs(
  user: { token: string },
  personId: number | string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(user.token), 'x-act-as': String(personId) },
    ...(payload ? { payload } : {}),
  });
}

describe('POST /api/household', () => {
  it('adds a person with no login of their own, the caller as guardian with their phone', async () => {
    const parent = await createUser(t.app, { name: 'Mette Mor' });
    const response = await writeAs(t.app, 'POST', '/api/household', parent, {
      name: 'Asta',
      birth_date: '2016-05-04',
      phone: '+45 20 30 40 50',
    });
    expect(response.statusCode).toBe(201);
    const { person } = response.json<HouseholdPersonResponse>();
    expect(person).toMatchObject({
      name: 'Asta',
      birth_date: '2016-05-04',
      email: null,
      own_login: false,
      guardians: [{ id: parent.id, name: 'Mette Mor', phone: '+45 20 30 40 50' }],
    });
    const list = await getAs(t.app, '/api/household', parent);
    expect(list.json<Household>().people.map((p) => p.id)).toEqual([person.id]);
  });

  it.each([
    ['no birth date', { birth_date: undefined }],
    ['a day that does not exist', { birth_date: '2015-02-30' }],
    ['a day in the future', { birth_date: '2999-01-01' }],
    ['no phone', { phone: undefined }],
    ['a phone with letters', { phone: 'ring mor' }],
  ])('refuses %s with 400 and adds nobody', async (_label, change) => {
    const parent = await createUser(t.app);
    const response = await writeAs(t.app, 'POST', '/api/household', parent, {
      name: 'Asta',
      birth_date: '2016-05-04',
      phone: '20304050',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'errors.validation' });
    const list = await getAs(t.app, '/api/household', parent);
    expect(list.json<Household>().people).toEqual([]);
  });

  it('refuses an email that is already an account with 409', async () => {
    const parent = await createUser(t.app);
    const response = await writeAs(t.app, 'POST', '/api/household', parent, {
      name: 'Asta',
      birth_date: '2010-01-01',
      email: admin.email,
      phone: '20304050',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'errors.emailTaken' });
  });

  it('gives the person no way to log in or ask for a password link', async () => {
    const parent = await createUser(t.app);
    const child = await addChild(parent, { email: 'asta-login@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asta-login@example.com', password: 'anything at all' },
    });
    expect(login.statusCode).toBe(401);
    expect(child.own_login).toBe(false);
  });
});

describe('X-Act-As', () => {
  it('lets a guardian act as their child, with every rule applied as for the child', async () => {
    const parent = await createUser(t.app);
    const child = await addChild(parent);
    for (let i = 0; i < 3; i += 1) {
      const created = await actingAs(
        parent,
        child.id,
        'POST',
        '/api/characters',
        characterBody(world, { name: `Barn ${i}` }),
      );
      expect(created.statusCode).toBe(201);
    }
    // The parent's own limit is untouched; the child's is reached.
    const fourth = await actingAs(
      parent,
      child.id,
      'POST',
      '/api/characters',
      characterBody(world),
    );
    expect(fourth.statusCode).toBe(409);
    const own = await writeAs(t.app, 'POST', '/api/characters', parent, characterBody(world));
    expect(own.statusCode).toBe(201);

    const childList = await actingAs(parent, child.id, 'GET', '/api/characters');
    expect(
      childList
        .json<CharacterListResponse>()
        .characters.map((c) => c.name)
        .sort(),
    ).toEqual(['Barn 0', 'Barn 1', 'Barn 2']);
    const parentList = await getAs(t.app, '/api/characters', parent);
    expect(parentList.json<CharacterListResponse>().characters).toHaveLength(1);
    const rows = await t.db
      .selectFrom('characters')
      .select('user_id')
      .where('name', 'like', 'Barn %')
      .execute();
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set([child.id]));

    const me = await actingAs(parent, child.id, 'GET', '/api/auth/check');
    expect(me.json()).toMatchObject({ user: { id: child.id, name: 'Asta' } });
  });

  it('refuses anyone but a guardian with 403, staff included, and changes nothing', async () => {
    const parent = await createUser(t.app);
    const child = await addChild(parent);
    const stranger = await createUser(t.app);
    const board = await createUser(t.app, { role: 'bestyrelse' });
    for (const someone of [stranger, admin, board]) {
      const read = await actingAs(someone, child.id, 'GET', '/api/characters');
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 'household.notYourPerson' });
      const write = await actingAs(
        someone,
        child.id,
        'POST',
        '/api/characters',
        characterBody(world),
      );
      expect(write.statusCode).toBe(403);
    }
    // Nor may a guardian act as themself, as an unknown id, or as another member.
    expect((await actingAs(parent, parent.id, 'GET', '/api/characters')).statusCode).toBe(403);
    expect((await actingAs(parent, 999_999, 'GET', '/api/characters')).statusCode).toBe(403);
    expect((await actingAs(parent, stranger.id, 'GET', '/api/characters')).statusCode).toBe(403);
    const count = await t.db
      .selectFrom('characters')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'refuses the header %s with 400',
    async (value) => {
      const parent = await createUser(t.app);
      const response = await actingAs(parent, value, 'GET', '/api/characters');
      expect(response.statusCode).toBe(400);
    },
  );

  it('ends when the person comes of age, on their 18th birthday itself', async () => {
    const parent = await createUser(t.app);
    const almost = await addChild(parent, { birth_date: bornYearsAgo(18, 1) });
    const today = await addChild(parent, { name: 'Bo', birth_date: bornYearsAgo(18) });
    expect((await actingAs(parent, almost.id, 'GET', '/api/characters')).statusCode).toBe(200);
    expect((await actingAs(parent, today.id, 'GET', '/api/characters')).statusCode).toBe(403);
  });
});

describe('a second guardian', () => {
  it('is invited by email, accepts while logged in, and may then act as the child', async () => {
    const parent = await createUser(t.app, { name: 'Mette Mor' });
    const other = await createUser(t.app, { name: 'Frank Far' });
    const child = await addChild(parent);
    const invite = await writeAs(t.app, 'POST', `/api/household/${child.id}/guardians`, parent, {
      email: other.email,
    });
    expect(invite.statusCode).toBe(202);
    const [mail] = await mailsTo(t.testDb.dataDir, other.email);
    const text = readable(mail!);
    expect(text).toContain('Mette Mor');
    const token = decodeURIComponent(/household\/accept\?token=([A-Za-z0-9_%-]+)/.exec(text)![1]!);

    expect((await actingAs(other, child.id, 'GET', '/api/characters')).statusCode).toBe(403);
    const accepted = await writeAs(t.app, 'POST', '/api/household/invitations/accept', other, {
      token,
      phone: '30 40 50 60',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<HouseholdPersonResponse>().person.guardians).toEqual([
      { id: parent.id, name: 'Mette Mor', phone: '20 30 40 50' },
      { id: other.id, name: 'Frank Far', phone: '30 40 50 60' },
    ]);
    expect((await actingAs(other, child.id, 'GET', '/api/characters')).statusCode).toBe(200);

    // Single use, and never a third guardian.
    const again = await writeAs(t.app, 'POST', '/api/household/invitations/accept', other, {
      token,
      phone: '30 40 50 60',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'household.invalidInvitation' });
    const third = await writeAs(t.app, 'POST', `/api/household/${child.id}/guardians`, parent, {
      email: 'tredje@example.com',
    });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'household.tooManyGuardians' });

    // Staff see who the guardians are; a member does not.
    const staff = await getAs(t.app, `/api/users/${child.id}/guardians`, admin);
    expect(staff.json<{ guardians: { name: string }[] }>().guardians.map((g) => g.name)).toEqual([
      'Mette Mor',
      'Frank Far',
    ]);
    expect((await getAs(t.app, `/api/users/${child.id}/guardians`, other)).statusCode).toBe(403);
  });

  it("refuses an unknown token and an invitation for someone else's child", async () => {
    const parent = await createUser(t.app);
    const stranger = await createUser(t.app);
    const child = await addChild(parent);
    const bad = await writeAs(t.app, 'POST', '/api/household/invitations/accept', stranger, {
      token: 'nope',
      phone: '30405060',
    });
    expect(bad.statusCode).toBe(400);
    const invite = await writeAs(t.app, 'POST', `/api/household/${child.id}/guardians`, stranger, {
      email: 'x@example.com',
    });
    expect(invite.statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/household/{personId}', () => {
  it("changes the person and the guardian's phone; a stranger gets 404", async () => {
    const parent = await createUser(t.app);
    const stranger = await createUser(t.app);
    const child = await addChild(parent);
    const changed = await writeAs(t.app, 'PUT', `/api/household/${child.id}`, parent, {
      name: 'Asta Marie',
      phone: '11223344',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<HouseholdPersonResponse>().person).toMatchObject({
      name: 'Asta Marie',
      guardians: [{ phone: '11223344' }],
    });
    const refused = await writeAs(t.app, 'PUT', `/api/household/${child.id}`, stranger, {
      name: 'X',
    });
    expect(refused.statusCode).toBe(404);
    expect((await writeAs(t.app, 'PUT', `/api/household/${child.id}`, parent, {})).statusCode).toBe(
      400,
    );
  });

  it('lets one of two guardians step back, and the last one delete the person', async () => {
    const parent = await createUser(t.app);
    const other = await createUser(t.app);
    const child = await addChild(parent);
    await writeAs(t.app, 'POST', `/api/household/${child.id}/guardians`, parent, {
      email: other.email,
    });
    const [mail] = await mailsTo(t.testDb.dataDir, other.email);
    const token = decodeURIComponent(
      /household\/accept\?token=([A-Za-z0-9_%-]+)/.exec(readable(mail!))![1]!,
    );
    await writeAs(t.app, 'POST', '/api/household/invitations/accept', other, {
      token,
      phone: '30405060',
    });

    expect((await writeAs(t.app, 'DELETE', `/api/household/${child.id}`, other)).statusCode).toBe(
      204,
    );
    expect((await actingAs(other, child.id, 'GET', '/api/characters')).statusCode).toBe(403);
    const stillThere = await t.db
      .selectFrom('users')
      .select(['deleted_at'])
      .where('id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(stillThere.deleted_at).toBeNull();

    expect((await writeAs(t.app, 'DELETE', `/api/household/${child.id}`, parent)).statusCode).toBe(
      204,
    );
    const gone = await t.db
      .selectFrom('users')
      .select(['deleted_at', 'name', 'birth_date'])
      .where('id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(gone.deleted_at).not.toBeNull();
    expect(gone.name).not.toBe('Asta');
    expect((await getAs(t.app, '/api/household', parent)).json<Household>().people).toEqual([]);
  });
});
