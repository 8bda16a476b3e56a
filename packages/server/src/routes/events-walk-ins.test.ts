import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentsResponse,
  Signup,
  StaffSignupsResponse,
  WalkInCreate,
} from '@club/shared/contract/events';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  openGate,
  signUpViaApi,
  type EventWorld,
  type Member,
} from '../test/event-factories';
import { createItemTypeViaApi, inventoryOf, quantityOf } from '../test/inventory-factories';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let board: CreatedUser;
let admin: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  board = await createUser(t.app, { role: 'bestyrelse' });
  admin = await createUser(t.app, { role: 'admin' });
  world = await createEventWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

const walkInUrl = (eventId: number) => `/api/events/${eventId}/walk-ins`;
const walkIn = (eventId: number, body: Partial<WalkInCreate>, who: { token: string } = admin) =>
  writeAs(t.app, 'POST', walkInUrl(eventId), who, {
    checked_in_at: new Date().toISOString(),
    ...body,
  });

/** An event whose gate is open, with one place per role unless told otherwise. */
async function gateEvent(capacity = { player: 1, crew: 1 }) {
  const event = await createEventViaApi(t.app, board, { capacity });
  await openGate(t.db, event.id);
  return event;
}

async function staffList(eventId: number) {
  return (await getAs(t.app, `/api/events/${eventId}/signups`, admin)).json<StaffSignupsResponse>()
    .signups;
}

describe('POST /api/events/{id}/walk-ins', () => {
  it('signs up a member at the gate, checked in, with the payment made on the spot and the envelope', async () => {
    const coin = await createItemTypeViaApi(t.app, board, { kind: 'currency' });
    const event = await gateEvent();
    await writeAs(t.app, 'PUT', `/api/events/${event.id}/envelope`, admin, {
      rules: [{ to: { all: true }, items: [{ item_type_id: coin.id, quantity: 5 }] }],
    });
    const member: Member = await createMember(t.app, world, { name: 'Gunnar Gæst' });
    const answer = await walkIn(event.id, {
      user_id: member.id,
      role: 'player',
      character_id: member.characterId,
      payment: { amount: 350, note: 'Kontant ved indgangen' },
    });
    expect(answer.statusCode).toBe(201);
    const signup = answer.json<{ signup: Signup }>().signup;
    expect(signup).toMatchObject({
      status: 'confirmed',
      role: 'player',
      character_id: member.characterId,
      payment_status: 'paid',
      amount_owed: 0,
      checked_in_at: expect.any(String),
      checked_out_at: null,
    });
    expect(signup.ticket_code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);

    // The payment is an entry like the treasurer's, recorded by the staff member, audited.
    const payments = await getAs(
      t.app,
      `/api/events/${event.id}/signups/${signup.id}/payments`,
      admin,
    );
    expect(payments.json<PaymentsResponse>().payments).toMatchObject([
      { amount: 350, note: 'Kontant ved indgangen' },
    ]);
    const audit = await auditRowsFor(t.db, 'event', event.id);
    expect(audit.filter((row) => row.action === 'payment')).toHaveLength(1);
    // The character got its envelope at once; the gate's list shows the walk-in.
    expect(quantityOf(await inventoryOf(t.app, admin, member.characterId), coin.id)).toBe(5);
    expect((await staffList(event.id)).map((row) => row.user_name)).toEqual(['Gunnar Gæst']);
  });

  it('refuses a full role (409 events.overCapacity) unless staff say to go over, and changes nothing', async () => {
    const event = await gateEvent({ player: 1, crew: 0 });
    await signUpViaApi(t.app, event.id, await createMember(t.app, world));
    const crew = await createMember(t.app, world);
    const refused = await walkIn(event.id, { user_id: crew.id, role: 'crew' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'events.overCapacity', params: { capacity: 0 } });
    const player = await createMember(t.app, world);
    const full = await walkIn(event.id, {
      user_id: player.id,
      role: 'player',
      character_id: player.characterId,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('events.overCapacity');
    expect(await staffList(event.id)).toHaveLength(1);

    const over = await walkIn(event.id, {
      user_id: player.id,
      role: 'player',
      character_id: player.characterId,
      over_capacity: true,
    });
    expect(over.statusCode).toBe(201);
    expect(over.json<{ signup: Signup }>().signup.status).toBe('confirmed');
    const confirmed = (await staffList(event.id)).filter((row) => row.status === 'confirmed');
    expect(confirmed).toHaveLength(2);
  });

  it('refuses a member already signed up, a player without their own character, and bad input', async () => {
    const event = await gateEvent({ player: 5, crew: 5 });
    const member = await createMember(t.app, world);
    await signUpViaApi(t.app, event.id, member);
    const twice = await walkIn(event.id, {
      user_id: member.id,
      role: 'player',
      character_id: member.characterId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('events.alreadySignedUp');

    const other = await createMember(t.app, world);
    const noCharacter = await walkIn(event.id, { user_id: other.id, role: 'player' });
    expect(noCharacter.statusCode).toBe(400);
    expect(noCharacter.json().code).toBe('events.characterRequired');
    const notTheirs = await walkIn(event.id, {
      user_id: other.id,
      role: 'player',
      character_id: member.characterId,
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().details).toEqual([expect.objectContaining({ field: 'character_id' })]);
    expect((await walkIn(event.id, { user_id: 999_999, role: 'crew' })).statusCode).toBe(404);
    expect(
      (await walkIn(event.id, { user_id: other.id, role: 'crew', payment: { amount: 0 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await walkIn(event.id, { user_id: other.id, role: 'crew', surprise: 1 } as never))
        .statusCode,
    ).toBe(400);
    expect((await staffList(event.id)).map((row) => row.user_id)).toEqual([member.id]);
  });

  it('is staff’s alone, and only while the gate is open', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createMember(t.app, world);
    const early = await walkIn(event.id, { user_id: member.id, role: 'crew' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('events.checkInClosed');
    await openGate(t.db, event.id);
    expect((await walkIn(event.id, { user_id: member.id, role: 'crew' }, member)).statusCode).toBe(
      403,
    );
    expect((await walkIn(event.id, { user_id: member.id, role: 'crew' })).statusCode).toBe(201);
    expect((await walkIn(999_999, { user_id: member.id, role: 'crew' })).statusCode).toBe(404);
  });
});
