import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail, UsersResponse } from '@club/shared/contract/users';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import { createCharacterViaApi, createCharacterWorld, pick } from '../test/character-factories';

let t: TestApp;
let admin: CreatedUser;
let board: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  board = await createUser(t.app, { role: 'bestyrelse' });
});
afterAll(async () => {
  await t?.close();
});

function put(token: string, id: number, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: bearer(token),
    payload: payload as object,
  });
}

async function auditOf(id: number) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'user')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
}

describe('GET /api/users', () => {
  it('is refused to users with 403 and to the anonymous with 401', async () => {
    const member = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(member.token),
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('lists users with their character count and searches name and email', async () => {
    const world = await createCharacterWorld(t.db);
    const frida = await createUser(t.app, {
      name: 'Frida Ulvsdatter',
      email: 'frida@ravnemark.dk',
    });
    await createUser(t.app, { name: 'Bjørn 100%', email: 'bjorn@example.com' });
    await createCharacterViaApi(t.app, frida.token, world);
    await createCharacterViaApi(t.app, frida.token, world);

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(admin.token),
    });
    expect(all.statusCode).toBe(200);
    const listed = all.json() as UsersResponse;
    expect(listed.find((u) => u.id === frida.id)).toEqual({
      id: frida.id,
      name: 'Frida Ulvsdatter',
      email: 'frida@ravnemark.dk',
      role: 'user',
      conflict_allowed: 0,
      active: true,
      character_count: 2,
    });
    expect(JSON.stringify(listed)).not.toContain('password');

    const search = async (q: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users?q=${encodeURIComponent(q)}`,
        headers: bearer(admin.token),
      });
      return (response.json() as UsersResponse).map((u) => u.name);
    };
    expect(await search('ULVS')).toEqual(['Frida Ulvsdatter']);
    expect(await search('ravnemark.dk')).toEqual(['Frida Ulvsdatter']);
    expect(await search('100%')).toEqual(['Bjørn 100%']);
    expect(await search('%')).toEqual(['Bjørn 100%']);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the user with their characters', async () => {
    const world = await createCharacterWorld(t.db);
    const member = await createUser(t.app);
    const character = await createCharacterViaApi(t.app, member.token, world);
    const first = world.mandatory[0]!.id;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/characters/${character.id}/abilities`,
      headers: bearer(member.token),
      payload: { abilities: [pick(world, first, 1)] },
    });
    expect(saved.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as UserDetail).characters).toEqual([
      {
        id: character.id,
        name: character.name,
        race_name: world.race.name,
        class_name: world.cls.name,
        xp: 10,
        // What the sheet spends: the floor a bulk correction is previewed against.
        xp_spent: 2,
        allow_update: 0,
        is_active: 1,
        saved_abilities: 1,
      },
    ]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/users/999999',
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets an admin change name, email and conflict_allowed, with an audit row', async () => {
    const member = await createUser(t.app, { name: 'Old Name' });
    const response = await put(admin.token, member.id, {
      name: 'New Name',
      email: 'New.Address@Example.com',
      conflict_allowed: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'New Name',
      email: 'new.address@example.com',
      conflict_allowed: 1,
      role: 'user',
    });
    const audit = await auditOf(member.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, action: 'update' });
    expect(JSON.parse(audit[0]!.before!)).toEqual({
      name: 'Old Name',
      email: member.email,
      conflict_allowed: 0,
    });
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      name: 'New Name',
      email: 'new.address@example.com',
      conflict_allowed: 1,
    });
    expect(audit[0]!.before! + audit[0]!.after!).not.toMatch(/password|argon/i);
  });

  it('refuses an email another account has, in any case, with 409', async () => {
    const member = await createUser(t.app);
    const other = await createUser(t.app, { email: 'taken@example.com' });
    const response = await put(admin.token, member.id, { email: 'TAKEN@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'errors.emailTaken' });
    expect(other.email).toBe('taken@example.com');
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('refuses a role change by an admin with 403 and changes nothing', async () => {
    const member = await createUser(t.app, { name: 'Unchanged' });
    const response = await put(admin.token, member.id, { name: 'Changed', role: 'admin' });
    expect(response.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .select(['name', 'role'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Unchanged', role: 'user' });
    expect(await auditOf(member.id)).toEqual([]);
    const superadmin = await createUser(t.app, { role: 'superadmin' });
    expect((await put(superadmin.token, member.id, { role: 'admin' })).statusCode).toBe(403);
  });

  it('lets the board change a role and revokes the old token', async () => {
    const member = await createUser(t.app);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: bearer(member.token),
    });
    expect(before.statusCode).toBe(200);
    const response = await put(board.token, member.id, { role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'admin' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/characters',
      headers: bearer(member.token),
    });
    expect(after.statusCode).toBe(401);
    const audit = await auditOf(member.id);
    expect(audit).toMatchObject([{ actor_id: board.id, action: 'role-change' }]);
    expect(JSON.parse(audit[0]!.before!)).toEqual({ role: 'user' });
  });

  it('keeps the token version when only details change', async () => {
    const member = await createUser(t.app);
    await put(admin.token, member.id, { conflict_allowed: 1 });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/characters',
      headers: bearer(member.token),
    });
    expect(after.statusCode).toBe(200);
  });

  it("keeps a staff account's email for the board", async () => {
    const otherAdmin = await createUser(t.app, { role: 'admin' });
    const byAdmin = await put(admin.token, otherAdmin.id, { email: 'mine@example.com' });
    expect(byAdmin.statusCode).toBe(403);
    const byBoard = await put(board.token, otherAdmin.id, { email: 'new-admin@example.com' });
    expect(byBoard.statusCode).toBe(200);
  });

  it('refuses to take the role from the last board member', async () => {
    const response = await put(board.token, board.id, { role: 'user' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'users.lastBoardMember' });
  });

  it.each([
    ['an empty body', {}],
    ['an unknown role', { role: 'king' }],
    ['a bad email', { email: 'not-an-email' }],
    ['a conflict flag of 2', { conflict_allowed: 2 }],
    ['an empty name', { name: ' ' }],
  ])('answers 400 for %s', async (_label, payload) => {
    const member = await createUser(t.app);
    expect((await put(board.token, member.id, payload)).statusCode).toBe(400);
  });

  it('answers 403 to users and 404 for a user that does not exist', async () => {
    const member = await createUser(t.app);
    expect((await put(member.token, member.id, { conflict_allowed: 1 })).statusCode).toBe(403);
    expect((await put(admin.token, 999_999, { name: 'Nobody' })).statusCode).toBe(404);
  });
});
