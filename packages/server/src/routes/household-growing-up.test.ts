import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '@club/shared/contract/account';
import type { Household } from '@club/shared/contract/household';
import { createUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  mailsTo,
  readable,
  signupBody,
  type EventWorld,
} from '../test/event-factories';
import { actingAs, addChildViaApi, bornYearsAgo } from '../test/household-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createEventWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe('handing over a login', () => {
  it('gives a child from 13 a login of their own; their characters stay theirs and the guardian keeps access', async () => {
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const young = await addChildViaApi(t.app, parent, world, { birth_date: bornYearsAgo(13, 1) });
    const tooYoung = await writeAs(t.app, 'POST', `/api/household/${young.id}/login`, parent, {
      email: 'ung@example.com',
    });
    expect(tooYoung.statusCode).toBe(409);
    expect(tooYoung.json()).toMatchObject({
      code: 'household.tooYoungForLogin',
      params: { age: 13 },
    });

    const asta = await addChildViaApi(t.app, parent, world, {
      name: 'Asta',
      birth_date: bornYearsAgo(13),
    });
    const sent = await writeAs(t.app, 'POST', `/api/household/${asta.id}/login`, parent, {
      email: 'asta@example.com',
    });
    expect(sent.statusCode).toBe(202);
    const [mail] = await mailsTo(t.testDb.dataDir, 'asta@example.com');
    const token = decodeURIComponent(
      /reset-password\?token=([A-Za-z0-9_%-]+)&(?:amp;)?own=1/.exec(readable(mail!))![1]!,
    );
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/household/own-login',
      payload: { token, password: 'Astas egen kode 2026' },
    });
    expect(claimed.statusCode).toBe(204);
    const session = await login('asta@example.com', 'Astas egen kode 2026');
    expect(session.statusCode).toBe(200);
    const own = session.json<{ token: string }>();
    const characters = await getAs(t.app, '/api/characters', own);
    expect(characters.json<{ characters: { id: number }[] }>().characters.map((c) => c.id)).toEqual(
      [asta.characterId],
    );
    // Used once only.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/household/own-login',
      payload: { token, password: 'Astas egen kode 2026' },
    });
    expect(again.statusCode).toBe(400);
    expect((await actingAs(t.app, parent, asta.id, 'GET', '/api/characters')).statusCode).toBe(200);
  });
});

describe('coming of age', () => {
  it('ends every guardian’s access on the 18th birthday, by the daily job, and tells each', async () => {
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const other = await createUser(t.app, { name: 'Frank Far' });
    const child = await addChildViaApi(t.app, parent, world, {
      name: 'Bo',
      birth_date: bornYearsAgo(18),
    });
    await t.db
      .insertInto('guardianships')
      .values({
        guardian_id: other.id,
        person_id: child.id,
        phone: '30405060',
        created_at: new Date().toISOString(),
        ended_at: null,
      })
      .execute();
    expect((await actingAs(t.app, parent, child.id, 'GET', '/api/characters')).statusCode).toBe(
      403,
    );

    await t.app.endGuardianshipsAtMajority();
    const rows = await t.db
      .selectFrom('guardianships')
      .select('ended_at')
      .where('person_id', '=', child.id)
      .execute();
    expect(rows.every((row) => row.ended_at !== null)).toBe(true);
    expect((await getAs(t.app, '/api/household', parent)).json<Household>().people).toEqual([]);
    for (const email of [parent.email, other.email]) {
      const [mail] = await mailsTo(t.testDb.dataDir, email);
      expect(readable(mail!)).toContain('Bo er fyldt 18');
    }
  });

  it('also ends it when a guardian logs in', async () => {
    const parent = await createMember(t.app, world);
    const child = await addChildViaApi(t.app, parent, world, { birth_date: bornYearsAgo(19) });
    expect((await login(parent.email, parent.password)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('guardianships')
      .select('ended_at')
      .where('person_id', '=', child.id)
      .executeTakeFirstOrThrow();
    expect(row.ended_at).not.toBeNull();
  });
});

describe('deleting an account with a household', () => {
  it('refuses the only guardian with a message saying what to do first, and lets a guardian who has another go', async () => {
    const parent = await createMember(t.app, world);
    const child = await addChildViaApi(t.app, parent, world, { name: 'Asta' });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { authorization: `Bearer ${parent.token}` },
      payload: { password: parent.password },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'account.onlyGuardian' });
    expect(refused.json<{ error: string }>().error).toContain('Asta');

    const other = await createUser(t.app);
    await t.db
      .insertInto('guardianships')
      .values({
        guardian_id: other.id,
        person_id: child.id,
        phone: '30405060',
        created_at: new Date().toISOString(),
        ended_at: null,
      })
      .execute();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { authorization: `Bearer ${parent.token}` },
      payload: { password: parent.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await actingAs(t.app, other, child.id, 'GET', '/api/characters')).statusCode).toBe(200);
  });
});

describe('their data', () => {
  it('exports the household and the consents, and a guardian exports a child’s data as for themself', async () => {
    const board = await createUser(t.app, { role: 'bestyrelse' });
    const event = await createEventViaApi(t.app, board);
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const child = await addChildViaApi(t.app, parent, world, {
      name: 'Asta',
      birth_date: '2016-05-04',
    });
    await actingAs(
      t.app,
      parent,
      child.id,
      'POST',
      `/api/events/${event.id}/signups`,
      signupBody({ characterId: child.characterId } as never),
    );
    await actingAs(t.app, parent, child.id, 'PUT', `/api/events/${event.id}/consents`, {
      participation: true,
    });

    const mine = (await getAs(t.app, '/api/me/export', parent)).json<AccountExport>();
    expect(mine.household.people).toEqual([
      { id: child.id, name: 'Asta', birth_date: '2016-05-04' },
    ]);
    expect(mine.consents.given_by_me).toMatchObject([
      { person_name: 'Asta', kind: 'participation', decision: 'given' },
    ]);

    const theirs = await actingAs(t.app, parent, child.id, 'GET', '/api/me/export');
    expect(theirs.statusCode).toBe(200);
    const data = theirs.json<AccountExport>();
    expect(data.account.name).toBe('Asta');
    expect(data.household).toMatchObject({
      birth_date: '2016-05-04',
      guardians: [{ name: 'Mette Mor' }],
    });
    expect(data.consents.about_me).toMatchObject([
      { kind: 'participation', decided_by: 'Mette Mor' },
    ]);
    expect(data.signups).toHaveLength(1);
  });
});
