import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '@club/shared/contract/account';
import type { EventDefaults } from '@club/shared/contract/events';
import { createUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  signUpViaApi,
  type EventWorld,
} from '../test/event-factories';
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

const usual: EventDefaults = {
  diet: 'Vegetar',
  allergies: 'Nødder',
  emergency_contact: { name: 'Mor', phone: '12345678' },
};

describe('GET and PUT /api/me/event-defaults', () => {
  it('starts empty, keeps what the member saves, and is theirs alone', async () => {
    const member = await createMember(t.app, world);
    const other = await createMember(t.app, world);
    expect((await getAs(t.app, '/api/me/event-defaults', member)).json()).toEqual({
      diet: '',
      allergies: '',
      emergency_contact: null,
    });
    const saved = await writeAs(t.app, 'PUT', '/api/me/event-defaults', member, usual);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(usual);
    expect((await getAs(t.app, '/api/me/event-defaults', member)).json()).toEqual(usual);
    expect((await getAs(t.app, '/api/me/event-defaults', other)).json().diet).toBe('');
    const changed = await writeAs(t.app, 'PUT', '/api/me/event-defaults', member, {
      ...usual,
      emergency_contact: null,
    });
    expect(changed.json().emergency_contact).toBeNull();
    expect((await getAs(t.app, '/api/me/event-defaults', null)).statusCode).toBe(401);
    const tooLong = await writeAs(t.app, 'PUT', '/api/me/event-defaults', member, {
      ...usual,
      diet: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('goes into the member’s export, and is erased with the account', async () => {
    const member = await createMember(t.app, world);
    await writeAs(t.app, 'PUT', '/api/me/event-defaults', member, usual);
    const board = await createUser(t.app, { role: 'bestyrelse' });
    const event = await createEventViaApi(t.app, board);
    const signup = await signUpViaApi(t.app, event.id, member);
    await writeAs(t.app, 'POST', `/api/events/${event.id}/signups/${signup.id}/messages`, member, {
      body: 'Jeg kommer senere',
    });
    const exported = (await getAs(t.app, '/api/me/export', member)).json<AccountExport>();
    expect(exported.event_defaults).toEqual(usual);
    expect(exported.signups[0]).toMatchObject({
      payment_status: 'unpaid',
      amount_owed: 350,
      payments: [],
      messages: [{ from_staff: false, body: 'Jeg kommer senere' }],
    });

    const deleted = await writeAs(t.app, 'DELETE', '/api/me', member, {
      password: member.password,
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await t.db
      .selectFrom('member_event_defaults')
      .select('user_id')
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toEqual([]);
    const words = await t.db
      .selectFrom('signup_messages')
      .select('id')
      .where('author_id', '=', member.id)
      .execute();
    expect(words).toEqual([]);
  });

  it('leaves a deleted account’s paid coming sign-up withdrawn, so the refund is made', async () => {
    const board = await createUser(t.app, { role: 'bestyrelse' });
    const admin = await createUser(t.app, { role: 'admin' });
    const member = await createMember(t.app, world);
    const event = await createEventViaApi(t.app, board);
    const signup = await signUpViaApi(t.app, event.id, member);
    await writeAs(t.app, 'POST', `/api/events/${event.id}/signups/${signup.id}/payments`, admin, {
      amount: 350,
    });
    await writeAs(t.app, 'DELETE', '/api/me', member, { password: member.password });
    const rows = (await getAs(t.app, `/api/events/${event.id}/signups`, admin)).json().signups;
    expect(rows).toEqual([
      expect.objectContaining({
        id: signup.id,
        status: 'withdrawn',
        refund_due: 350,
        user_name: '[slettet]',
        diet: '',
      }),
    ]);
  });
});
