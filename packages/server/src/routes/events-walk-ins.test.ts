import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventLists,
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
import { createEventRetentionService } from '../modules/events/event-retention.service';
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

describe('walk-ins of guests without an account', () => {
  const guest = { name: 'Ida Gæst', phone: '+45 20 30 40 50' };

  it('signs up a guest with a name and phone, shown as a guest in the gate’s list, the lists and the CSV', async () => {
    const event = await gateEvent({ player: 2, crew: 2 });
    const answer = await walkIn(event.id, {
      guest,
      role: 'crew',
      payment: { amount: 100, note: 'Kontant' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<{ signup: Signup }>().signup).toMatchObject({
      status: 'confirmed',
      role: 'crew',
      character_id: null,
      payment_status: 'paid',
      checked_in_at: expect.any(String),
    });
    expect(await staffList(event.id)).toEqual([
      expect.objectContaining({
        user_id: null,
        user_name: 'Ida Gæst',
        guest: true,
        guest_phone: '+45 20 30 40 50',
      }),
    ]);
    const lists = (await getAs(t.app, `/api/events/${event.id}/lists`, admin)).json<EventLists>();
    expect(lists.roster.rows).toEqual([
      expect.objectContaining({ user_name: 'Ida Gæst', guest: true, guest_phone: guest.phone }),
    ]);
    expect(lists.first_aid.headcount).toEqual({ expected: 1, arrived: 1, on_site: 1 });
    for (const kind of ['roster', 'first-aid']) {
      const csv = await getAs(t.app, `/api/events/${event.id}/lists/${kind}.csv`, admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Ida Gæst');
      expect(csv.body).toContain('+45 20 30 40 50');
    }
    // Nobody to message or mail: a message to all reaches the members only, none here.
    const message = await writeAs(t.app, 'POST', `/api/events/${event.id}/messages`, admin, {
      to: 'all',
      subject: 'Velkommen',
      body: 'Mad kl. 18',
    });
    expect(message.statusCode).toBe(409);
    expect(message.json().code).toBe('events.noRecipients');
    const member = await createMember(t.app, world);
    await walkIn(event.id, { user_id: member.id, role: 'crew' });
    const reached = await writeAs(t.app, 'POST', `/api/events/${event.id}/messages`, admin, {
      to: 'all',
      subject: 'Velkommen',
      body: 'Mad kl. 18',
    });
    expect(reached.statusCode).toBe(201);
    expect(reached.json().message.recipients).toBe(1);
  });

  it('refuses a guest with a character, both a member and a guest, or neither', async () => {
    const event = await gateEvent({ player: 2, crew: 2 });
    const member = await createMember(t.app, world);
    const withCharacter = await walkIn(event.id, {
      guest,
      role: 'player',
      character_id: member.characterId,
    });
    expect(withCharacter.statusCode).toBe(400);
    expect(withCharacter.json().details).toEqual([
      expect.objectContaining({ field: 'character_id' }),
    ]);
    expect((await walkIn(event.id, { guest, user_id: member.id, role: 'crew' })).statusCode).toBe(
      400,
    );
    expect((await walkIn(event.id, { role: 'crew' })).statusCode).toBe(400);
    expect(
      (await walkIn(event.id, { guest: { name: ' ', phone: '1' }, role: 'crew' })).statusCode,
    ).toBe(400);
    expect(await staffList(event.id)).toEqual([]);
    // A guest may come as a player without a sheet: no character, no XP.
    expect((await walkIn(event.id, { guest, role: 'player' })).statusCode).toBe(201);
  });

  it('refuses a guest over capacity unless staff say so', async () => {
    const event = await gateEvent({ player: 0, crew: 1 });
    expect((await walkIn(event.id, { guest, role: 'crew' })).statusCode).toBe(201);
    const full = await walkIn(event.id, { guest: { name: 'Bo', phone: '11' }, role: 'crew' });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('events.overCapacity');
    const over = await walkIn(event.id, {
      guest: { name: 'Bo', phone: '11' },
      role: 'crew',
      over_capacity: true,
    });
    expect(over.statusCode).toBe(201);
    expect((await staffList(event.id)).map((row) => row.user_name)).toEqual(['Ida Gæst', 'Bo']);
  });

  it('makes one sign-up of a queued walk-in sent twice (its client id), at the tap’s time', async () => {
    const event = await gateEvent({ player: 2, crew: 2 });
    const tapped = new Date(Date.now() - 5 * 60_000).toISOString();
    const body = {
      guest,
      role: 'crew' as const,
      client_id: crypto.randomUUID(),
      checked_in_at: tapped,
      payment: { amount: 50, note: '' },
    };
    const first = await walkIn(event.id, body);
    expect(first.statusCode).toBe(201);
    const again = await walkIn(event.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ signup: Signup }>().signup.id).toBe(
      first.json<{ signup: Signup }>().signup.id,
    );
    const list = await staffList(event.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ paid_amount: 50, checked_in_at: tapped });
    // Another phone's key is another walk-in.
    const other = await walkIn(event.id, { ...body, client_id: crypto.randomUUID() });
    expect(other.statusCode).toBe(201);
    expect(await staffList(event.id)).toHaveLength(2);
  });

  it('finds a member by the email typed without signal, as a player with their active character, sent once', async () => {
    const event = await gateEvent({ player: 2, crew: 2 });
    const member = await createMember(t.app, world, { name: 'Ragna Regnvejr' });
    const tapped = new Date(Date.now() - 2 * 60_000).toISOString();
    const body = {
      email: `  ${member.email.toUpperCase()} `,
      role: 'player' as const,
      client_id: crypto.randomUUID(),
      checked_in_at: tapped,
      payment: { amount: 350, note: '' },
    };
    const first = await walkIn(event.id, body);
    expect(first.statusCode).toBe(201);
    expect(first.json<{ signup: Signup }>().signup).toMatchObject({
      status: 'confirmed',
      character_id: member.characterId,
      checked_in_at: tapped,
      paid_amount: 350,
    });
    const again = await walkIn(event.id, body);
    expect(again.statusCode).toBe(200);
    const list = await staffList(event.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      user_id: member.id,
      user_name: 'Ragna Regnvejr',
      guest: false,
    });

    // As crew, nobody's character is taken along.
    const crew = await createMember(t.app, world);
    const asCrew = await walkIn(event.id, { email: crew.email, role: 'crew' });
    expect(asCrew.statusCode).toBe(201);
    expect(asCrew.json<{ signup: Signup }>().signup.character_id).toBeNull();
  });

  it('refuses an email that is no active member’s, one without a character as a player, or an email beside a member', async () => {
    const event = await gateEvent({ player: 5, crew: 5 });
    const unknown = await walkIn(event.id, { email: 'ingen@example.com', role: 'crew' });
    expect(unknown.statusCode).toBe(404);
    const noCharacter = await createUser(t.app, {});
    const player = await walkIn(event.id, { email: noCharacter.email, role: 'player' });
    expect(player.statusCode).toBe(400);
    expect(player.json().code).toBe('events.characterRequired');
    const member = await createMember(t.app, world);
    const both = await walkIn(event.id, { email: member.email, user_id: member.id, role: 'crew' });
    expect(both.statusCode).toBe(400);
    expect((await walkIn(event.id, { email: 'ikke en e-mail', role: 'crew' })).statusCode).toBe(
      400,
    );
    expect(await staffList(event.id)).toEqual([]);
  });

  it('holds a member walk-in to the event’s minimum age', async () => {
    const event = await createEventViaApi(t.app, board, {
      capacity: { player: 5, crew: 5 },
      min_age: 16,
    });
    await openGate(t.db, event.id);
    const young = await createMember(t.app, world);
    const born = new Date(Date.now() - 14 * 365.25 * 24 * 3600_000).toISOString().slice(0, 10);
    await t.db.updateTable('users').set({ birth_date: born }).where('id', '=', young.id).execute();
    const refused = await walkIn(event.id, { user_id: young.id, role: 'crew' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'events.belowMinAge', params: { min_age: 16 } });
    expect(await staffList(event.id)).toEqual([]);
    const grown = await createMember(t.app, world);
    expect((await walkIn(event.id, { user_id: grown.id, role: 'crew' })).statusCode).toBe(201);
  });

  it('erases a guest’s name and phone with the event’s other personal data', async () => {
    const event = await gateEvent({ player: 2, crew: 2 });
    await walkIn(event.id, { guest, role: 'crew' });
    const ended = Date.now() - 40 * 24 * 3600_000;
    await t.db
      .updateTable('events')
      .set({
        starts_at: new Date(ended - 2 * 24 * 3600_000).toISOString(),
        ends_at: new Date(ended).toISOString(),
      })
      .where('id', '=', event.id)
      .execute();
    const sweep = await createEventRetentionService({ db: t.db, retentionDays: 30 }).sweep();
    expect(sweep.eventIds).toContain(event.id);
    const rows = await t.db
      .selectFrom('event_signups')
      .select(['guest_name', 'guest_phone', 'user_id'])
      .where('event_id', '=', event.id)
      .execute();
    expect(rows).toEqual([{ guest_name: null, guest_phone: null, user_id: null }]);
    expect(await staffList(event.id)).toEqual([
      expect.objectContaining({ user_name: '', guest: true, guest_phone: null }),
    ]);
  });
});
