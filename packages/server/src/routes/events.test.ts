import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@club/shared/contract/events';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  ensurePayee,
  createMember,
  daysFromNow,
  eventBody,
  signUpViaApi,
  signupBody,
  type EventWorld,
  signedUpMember,
  createEventClub,
} from '../test/event-factories';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let board: CreatedUser;
let admin: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  ({ board, admin, world } = await createEventClub(t.app));
  await ensurePayee(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/events', () => {
  it('lets the board create an event, stored in UTC and audited', async () => {
    const response = await writeAs(
      t.app,
      'POST',
      '/api/events',
      board,
      eventBody({ starts_at: '2027-05-01T10:00:00+02:00', ends_at: '2027-05-03T15:00:00+02:00' }),
    );
    expect(response.statusCode).toBe(201);
    const event = response.json<Event>();
    expect(event).toMatchObject({
      title: 'Slaget ved Ravnemark',
      status: 'published',
      starts_at: '2027-05-01T08:00:00.000Z',
      ends_at: '2027-05-03T13:00:00.000Z',
      capacity: { player: 20, crew: 5 },
      price: { player: 350, crew: 100 },
      xp: { player: 4, crew: 3 },
      counts: { player: 0, crew: 0, waitlist: 0 },
      my_signup: null,
      signup_open: true,
      totals: { expected: 0, paid: 0, outstanding: 0, refunds_due: 0 },
      settled_at: null,
    });
    const audit = await auditRowsFor(t.db, 'event', event.id);
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('takes an event that lies in the past, so a club can record its season', async () => {
    const past = await createEventViaApi(t.app, board, {
      starts_at: daysFromNow(-60),
      ends_at: daysFromNow(-58),
      signup_opens_at: null,
      signup_closes_at: null,
    });
    expect(past.signup_open).toBe(false);
  });

  it('refuses times that do not fit and negative numbers with 400 and field details', async () => {
    const endsFirst = await writeAs(
      t.app,
      'POST',
      '/api/events',
      board,
      eventBody({ starts_at: daysFromNow(10), ends_at: daysFromNow(9) }),
    );
    expect(endsFirst.statusCode).toBe(400);
    expect(endsFirst.json()).toMatchObject({
      code: 'errors.validation',
      details: [{ field: 'ends_at' }],
    });

    const closesFirst = await writeAs(
      t.app,
      'POST',
      '/api/events',
      board,
      eventBody({ signup_opens_at: daysFromNow(5), signup_closes_at: daysFromNow(4) }),
    );
    expect(closesFirst.statusCode).toBe(400);
    expect(closesFirst.json().details).toEqual([
      expect.objectContaining({ field: 'signup_closes_at' }),
    ]);

    const negative = await writeAs(
      t.app,
      'POST',
      '/api/events',
      board,
      eventBody({ price: { player: -1, crew: 0 } }),
    );
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json().details)).toContain('price');

    const noOffset = await writeAs(
      t.app,
      'POST',
      '/api/events',
      board,
      eventBody({ starts_at: '2027-05-01T10:00:00' }),
    );
    expect(noOffset.statusCode).toBe(400);
  });

  it('is the board’s alone: members and admins get 403', async () => {
    const member = await createUser(t.app);
    for (const user of [member, admin]) {
      const response = await writeAs(t.app, 'POST', '/api/events', user, eventBody());
      expect(response.statusCode).toBe(403);
    }
    expect((await writeAs(t.app, 'POST', '/api/events', null, eventBody())).statusCode).toBe(401);
  });
});

describe('GET /api/events', () => {
  it('shows members published, cancelled and settled events; a draft is 404 to them', async () => {
    const draft = await createEventViaApi(t.app, board, { status: 'draft', title: 'Hemmeligt' });
    const member = await createUser(t.app);

    const list = await getAs(t.app, '/api/events', member);
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ events: Event[] }>().events.map((event) => event.id);
    expect(ids).not.toContain(draft.id);
    expect((await getAs(t.app, `/api/events/${draft.id}`, member)).statusCode).toBe(404);
    expect((await getAs(t.app, `/api/events/${draft.id}`, admin)).statusCode).toBe(404);

    const boardList = await getAs(t.app, '/api/events', board);
    expect(boardList.json<{ events: Event[] }>().events.map((event) => event.id)).toContain(
      draft.id,
    );
    expect((await getAs(t.app, `/api/events/${draft.id}`, board)).statusCode).toBe(200);
    expect((await getAs(t.app, '/api/events', null)).statusCode).toBe(401);
  });

  it('lists upcoming events first, soonest first, then past ones, latest first', async () => {
    const soon = await createEventViaApi(t.app, board, {
      starts_at: daysFromNow(3),
      ends_at: daysFromNow(4),
      signup_closes_at: daysFromNow(2),
    });
    const later = await createEventViaApi(t.app, board, {
      starts_at: daysFromNow(300),
      ends_at: daysFromNow(301),
    });
    const lastYear = await createEventViaApi(t.app, board, {
      starts_at: daysFromNow(-300),
      ends_at: daysFromNow(-299),
      signup_opens_at: null,
      signup_closes_at: null,
    });
    const lastMonth = await createEventViaApi(t.app, board, {
      starts_at: daysFromNow(-30),
      ends_at: daysFromNow(-29),
      signup_opens_at: null,
      signup_closes_at: null,
    });
    const member = await createUser(t.app);
    const ids = (await getAs(t.app, '/api/events', member))
      .json<{ events: Event[] }>()
      .events.map((event) => event.id);
    const order = [soon.id, later.id, lastMonth.id, lastYear.id].map((id) => ids.indexOf(id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(Math.min(...order)).toBeGreaterThanOrEqual(0);
  });

  it('gives staff the payment totals and members none', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createUser(t.app);
    expect((await getAs(t.app, `/api/events/${event.id}`, member)).json().totals).toBeNull();
    expect((await getAs(t.app, `/api/events/${event.id}`, admin)).json().totals).toEqual({
      expected: 0,
      paid: 0,
      outstanding: 0,
      refunds_due: 0,
    });
  });
});

describe('PUT /api/events/{id}', () => {
  it('changes only the fields sent and checks the times as they would be', async () => {
    const event = await createEventViaApi(t.app, board);
    const moved = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      location: 'Laden',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ location: 'Laden', title: event.title });

    const backwards = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      ends_at: event.starts_at,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual([expect.objectContaining({ field: 'ends_at' })]);
    expect((await getAs(t.app, `/api/events/${event.id}`, board)).json().ends_at).toBe(
      event.ends_at,
    );
  });

  it('refuses members with 403, an unknown event with 404 and settling by hand with 400', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createUser(t.app);
    expect(
      (await writeAs(t.app, 'PUT', `/api/events/${event.id}`, member, { title: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await writeAs(t.app, 'PUT', '/api/events/999999', board, { title: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, { status: 'settled' }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps a cancelled event cancelled (409 events.statusChange)', async () => {
    const event = await createEventViaApi(t.app, board);
    await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, { status: 'cancelled' });
    const reopened = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      status: 'published',
    });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().code).toBe('events.statusChange');
  });
});

describe('POST /api/events/{id}/signups', () => {
  it('signs a member up with their character: confirmed, what to pay and a ticket code', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createMember(t.app, world);
    const response = await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/signups`,
      member,
      signupBody(member),
    );
    expect(response.statusCode).toBe(201);
    const { signup } = response.json();
    expect(signup).toMatchObject({
      event_id: event.id,
      status: 'confirmed',
      waitlist_position: null,
      role: 'player',
      character_id: member.characterId,
      payment_status: 'unpaid',
      amount_due: 350,
      paid_amount: 0,
      amount_owed: 350,
      refund_due: 0,
      diet: 'Vegetar',
      emergency_contact: { name: 'Mor', phone: '12345678' },
      photo_consent: true,
    });
    expect(signup.payment_reference).toMatch(/^E\d+-\d+[A-Z]$/);
    // Short and readable, from an alphabet without look-alikes (rules/tickets.ts).
    expect(signup.ticket_code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);

    const seen = (await getAs(t.app, `/api/events/${event.id}`, member)).json<Event>();
    expect(seen.counts).toEqual({ player: 1, crew: 0, waitlist: 0 });
    expect(seen.my_signup).toMatchObject({ id: signup.id, status: 'confirmed' });
    expect(seen.signup_open).toBe(true);
  });

  it('gives every sign-up its own payment reference and ticket code', async () => {
    const event = await createEventViaApi(t.app, board);
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await signUpViaApi(t.app, event.id, await createMember(t.app, world)));
    }
    expect(new Set(made.map((s) => s.payment_reference)).size).toBe(5);
    expect(new Set(made.map((s) => s.ticket_code)).size).toBe(5);
  });

  it('refuses a second sign-up of the same member with 409', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member } = await signedUpMember(t.app, world, event.id);
    const again = await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/signups`,
      member,
      signupBody(member, { role: 'crew' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('events.alreadySignedUp');
  });

  it('is closed (409 events.signupClosed) before the window, after it, and for cancelled or past events', async () => {
    const member = await createMember(t.app, world);
    const notYet = await createEventViaApi(t.app, board, { signup_opens_at: daysFromNow(2) });
    const over = await createEventViaApi(t.app, board, {
      signup_opens_at: daysFromNow(-5),
      signup_closes_at: daysFromNow(-1),
    });
    const past = await createEventViaApi(t.app, board, {
      starts_at: daysFromNow(-10),
      ends_at: daysFromNow(-9),
      signup_opens_at: null,
      signup_closes_at: null,
    });
    const cancelled = await createEventViaApi(t.app, board);
    await writeAs(t.app, 'PUT', `/api/events/${cancelled.id}`, board, { status: 'cancelled' });
    for (const event of [notYet, over, past, cancelled]) {
      const response = await writeAs(
        t.app,
        'POST',
        `/api/events/${event.id}/signups`,
        member,
        signupBody(member),
      );
      expect(response.statusCode, event.title).toBe(409);
      expect(response.json().code).toBe('events.signupClosed');
    }
  });

  it('hides a draft (404) from a member who tries to sign up', async () => {
    const draft = await createEventViaApi(t.app, board, { status: 'draft' });
    const member = await createMember(t.app, world);
    const response = await writeAs(
      t.app,
      'POST',
      `/api/events/${draft.id}/signups`,
      member,
      signupBody(member),
    );
    expect(response.statusCode).toBe(404);
  });

  it('needs a player’s own character; crew may come without one', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createMember(t.app, world);
    const other = await createMember(t.app, world);

    const without = await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/signups`,
      member,
      signupBody(member, { character_id: null }),
    );
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: 'events.characterRequired',
      details: [{ field: 'character_id' }],
    });

    const someoneElses = await writeAs(
      t.app,
      'POST',
      `/api/events/${event.id}/signups`,
      member,
      signupBody(member, { character_id: other.characterId }),
    );
    expect(someoneElses.statusCode).toBe(403);
    expect(someoneElses.json().code).toBe('events.notYourCharacter');

    const crew = await signUpViaApi(t.app, event.id, member, { role: 'crew', character_id: null });
    expect(crew).toMatchObject({ role: 'crew', character_id: null, amount_due: 100 });
  });
});

describe('the API documentation', () => {
  it('describes every event and calendar route from the shared schemas', async () => {
    const response = await getAs(t.app, '/api/docs/json', admin);
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const expected: [string, string[]][] = [
      ['/api/events', ['get', 'post']],
      ['/api/events/{id}', ['get', 'put']],
      ['/api/events/{id}/signups', ['get', 'post']],
      ['/api/events/{id}/signups/{signupId}', ['patch', 'delete']],
      ['/api/events/{id}/signups/{signupId}/attendance', ['put']],
      ['/api/events/{id}/walk-ins', ['post']],
      ['/api/events/{id}/settle', ['post']],
      ['/api/calendar', ['get']],
      ['/api/calendar/token', ['post']],
      ['/api/calendar/{token}', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
    const create = paths['/api/events']!.post as {
      requestBody: { content: { 'application/json': { schema: { properties: object } } } };
    };
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['title', 'starts_at', 'capacity', 'price', 'xp']),
    );
  });
});
