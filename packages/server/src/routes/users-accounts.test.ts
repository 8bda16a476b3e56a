import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '@club/shared/contract/users';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import { createCharacterViaApi, createCharacterWorld } from '../test/character-factories';

const MAIL_WAIT = { timeout: 10_000, interval: 25 };

let t: TestApp;
let admin: CreatedUser;
let board: CreatedUser;
let outbox: string;

beforeAll(async () => {
  t = await buildTestApp();
  outbox = path.join(t.config.dataDir, 'outbox');
  admin = await createUser(t.app, { role: 'admin' });
  board = await createUser(t.app, { role: 'bestyrelse' });
});
afterAll(async () => {
  await t?.close();
});

const send = (method: 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The newest mail to `to`, decoded enough to read its link back. */
async function mailTo(to: string): Promise<{ text: string; token: string; link: string }> {
  return vi.waitFor(() => {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
    for (const file of files.reverse()) {
      const raw = fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!raw.includes(`To: ${to}`)) continue;
      const match = /(http\S*reset-password\?token=([A-Za-z0-9_-]+)\S*)/.exec(raw);
      if (!match) throw new Error('no link in the mail yet');
      return { text: raw, link: match[1]!, token: match[2]! };
    }
    throw new Error(`no mail to ${to} yet`);
  }, MAIL_WAIT);
}

async function auditOf(id: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'before', 'after'])
    .where('entity', '=', 'user')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
}

describe('POST /api/users', () => {
  it('lets an admin create a member, who is invited by mail to choose a password', async () => {
    const response = await send('POST', '/api/users', admin.token, {
      name: 'Sigrid Ravn',
      email: 'Sigrid@Ravnemark.dk',
      role: 'user',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json() as UserDetail;
    expect(created).toMatchObject({
      name: 'Sigrid Ravn',
      email: 'sigrid@ravnemark.dk',
      role: 'user',
      active: true,
      characters: [],
    });

    const mail = await mailTo('sigrid@ravnemark.dk');
    expect(mail.text).toContain('oprettet en konto til dig');
    expect(mail.text).toContain('7 dage');
    expect(mail.link).toContain('invite=1');
    const expiry = await t.db
      .selectFrom('password_resets')
      .select('expires_at')
      .where('user_id', '=', created.id)
      .executeTakeFirstOrThrow();
    const days = (Date.parse(expiry.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);

    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: mail.token, password: 'a password of her own' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await login('sigrid@ravnemark.dk', 'a password of her own')).statusCode).toBe(200);

    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({ action: 'create', actor_id: admin.id }),
    ]);
  });

  it('refuses staff roles to an admin with 403 and gives them to the board', async () => {
    for (const role of ['admin', 'superadmin', 'bestyrelse']) {
      const refused = await send('POST', '/api/users', admin.token, {
        name: 'Ny stab',
        email: `staff-${role}@example.com`,
        role,
      });
      expect(refused.statusCode).toBe(403);
    }
    const none = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'staff-%')
      .execute();
    expect(none).toEqual([]);

    const granted = await send('POST', '/api/users', board.token, {
      name: 'Ny admin',
      email: 'staff-admin@example.com',
      role: 'admin',
    });
    expect(granted.statusCode).toBe(201);
    expect((granted.json() as UserDetail).role).toBe('admin');
  });

  it('refuses members, a taken email and bad input', async () => {
    const member = await createUser(t.app);
    const body = { name: 'X', email: 'x-new@example.com', role: 'user' };
    expect((await send('POST', '/api/users', member.token, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/users', null, body)).statusCode).toBe(401);
    const taken = await send('POST', '/api/users', admin.token, { ...body, email: member.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'errors.emailTaken' });
    const bad = await send('POST', '/api/users', admin.token, { name: '', email: 'nope' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/users/{id} with active', () => {
  it('deactivates a member at once: sessions end, login is refused, characters stay', async () => {
    const world = await createCharacterWorld(t.db);
    const member = await createUser(t.app);
    await createCharacterViaApi(t.app, member.token, world);

    const off = await send('PUT', `/api/users/${member.id}`, admin.token, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, character_count: 1 });

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: bearer(member.token),
    });
    expect(check.statusCode).toBe(401);
    const refused = await login(member.email, member.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'errors.accountDeactivated' });
    const wrongPassword = await login(member.email, 'not the password at all');
    expect(wrongPassword.json()).toMatchObject({ code: 'errors.invalidCredentials' });

    const on = await send('PUT', `/api/users/${member.id}`, admin.token, { active: true });
    expect(on.json()).toMatchObject({ active: true, character_count: 1 });
    expect((await login(member.email, member.password)).statusCode).toBe(200);

    expect((await auditOf(member.id)).map((row) => row.action)).toEqual([
      'deactivate',
      'reactivate',
    ]);
  });

  it('refuses deactivating oneself, the last active board member, and staff to an admin', async () => {
    const self = await send('PUT', `/api/users/${admin.id}`, admin.token, { active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'users.cannotDeactivateSelf' });

    const otherStaff = await createUser(t.app, { role: 'admin' });
    const byAdmin = await send('PUT', `/api/users/${otherStaff.id}`, admin.token, {
      active: false,
    });
    expect(byAdmin.statusCode).toBe(403);

    // Every board member but one deactivated: the last one stays.
    const boards = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'bestyrelse')
      .where('active', '=', 1)
      .execute();
    const helper = await createUser(t.app, { role: 'bestyrelse' });
    for (const { id } of boards) {
      const response = await send('PUT', `/api/users/${id}`, helper.token, { active: false });
      expect(response.statusCode).toBe(200);
    }
    const last = await send('PUT', `/api/users/${helper.id}`, helper.token, { active: false });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'users.lastActiveBoardMember' });
    const still = await t.db
      .selectFrom('users')
      .select('active')
      .where('id', '=', helper.id)
      .executeTakeFirstOrThrow();
    expect(still.active).toBe(1);
    for (const { id } of boards) {
      await send('PUT', `/api/users/${id}`, helper.token, { active: true });
    }
  });
});

describe('POST /api/users/{id}/password-reset', () => {
  it('mails the member an hour-long reset link and audits it', async () => {
    const member = await createUser(t.app, { email: 'glemsom@example.com' });
    const response = await send('POST', `/api/users/${member.id}/password-reset`, admin.token);
    expect(response.statusCode).toBe(200);
    const mail = await mailTo('glemsom@example.com');
    expect(mail.text).toContain('nulstille adgangskoden');
    expect(mail.text).toContain('1 time');
    expect(mail.link).not.toContain('invite=1');
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual(['password-reset-sent']);
  });

  it('is refused to members, for unknown users, and for deactivated accounts', async () => {
    const member = await createUser(t.app);
    expect(
      (await send('POST', `/api/users/${member.id}/password-reset`, member.token)).statusCode,
    ).toBe(403);
    expect((await send('POST', '/api/users/999999/password-reset', admin.token)).statusCode).toBe(
      404,
    );
    await send('PUT', `/api/users/${member.id}`, admin.token, { active: false });
    const deactivated = await send('POST', `/api/users/${member.id}/password-reset`, admin.token);
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.json()).toMatchObject({ code: 'errors.accountDeactivated' });
  });
});
