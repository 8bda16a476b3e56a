import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Signup, StaffSignup } from '@club/shared/contract/events';
import { type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createMember,
  daysFromNow,
  mailsTo,
  readable,
  signUpViaApi,
  type EventWorld,
  type Member,
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
});
afterAll(async () => {
  await t?.close();
});

const signupUrl = (eventId: number, signupId: number) =>
  `/api/events/${eventId}/signups/${signupId}`;

async function members(count: number): Promise<Member[]> {
  const made: Member[] = [];
  for (let i = 0; i < count; i += 1) made.push(await createMember(t.app, world));
  return made;
}

describe('capacity and waitlist', () => {
  it('waitlists past capacity in arrival order and tells each member their place', async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 2, crew: 1 } });
    const [a, b, c, d, e] = await members(5);
    const signups = [];
    for (const member of [a!, b!, c!, d!])
      signups.push(await signUpViaApi(t.app, event.id, member));
    const crew = await signUpViaApi(t.app, event.id, e!, { role: 'crew', character_id: null });
    expect(signups.map((s) => [s.status, s.waitlist_position])).toEqual([
      ['confirmed', null],
      ['confirmed', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    expect(crew.status).toBe('confirmed');
    const seen = (await getAs(t.app, `/api/events/${event.id}`, d!)).json<Event>();
    expect(seen.counts).toEqual({ player: 2, crew: 1, waitlist: 2 });
    expect(seen.my_signup).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });
  });

  it('confirms the first waitlisted of the role when a confirmed member cancels, and mails them', async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 1, crew: 1 } });
    const [first, second, third, crewMember] = await members(4);
    const kept = await signUpViaApi(t.app, event.id, first!);
    await signUpViaApi(t.app, event.id, crewMember!, { role: 'crew', character_id: null });
    const waiting = await signUpViaApi(t.app, event.id, second!);
    await signUpViaApi(t.app, event.id, third!);

    const cancelled = await writeAs(t.app, 'DELETE', signupUrl(event.id, kept.id), first!);
    expect(cancelled.statusCode).toBe(204);
    // The row is gone, and with it the member's diet, allergies and contact.
    const row = await t.db
      .selectFrom('event_signups')
      .select('id')
      .where('id', '=', kept.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();

    const promoted = (await getAs(t.app, `/api/events/${event.id}`, second!)).json<Event>();
    expect(promoted.my_signup).toMatchObject({ id: waiting.id, status: 'confirmed' });
    const stillWaiting = (await getAs(t.app, `/api/events/${event.id}`, third!)).json<Event>();
    expect(stillWaiting.my_signup).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });

    const [mail] = (await mailsTo(t.config.dataDir, second!.email, 2)).filter((m) =>
      readable(m).includes('rykket op'),
    );
    expect(mail).toBeDefined();
    expect(readable(mail!)).toContain(waiting.payment_reference);
  });

  it('confirms the waitlist at once when the board raises the capacity', async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 1, crew: 0 } });
    const [a, b, c, d] = await members(4);
    for (const member of [a!, b!, c!, d!]) await signUpViaApi(t.app, event.id, member);
    const raised = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      capacity: { player: 3, crew: 0 },
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<Event>().counts).toEqual({ player: 3, crew: 0, waitlist: 1 });
    const last = (await getAs(t.app, `/api/events/${event.id}`, d!)).json<Event>();
    expect(last.my_signup).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    const third = (await getAs(t.app, `/api/events/${event.id}`, c!)).json<Event>();
    expect(third.my_signup?.status).toBe('confirmed');

    // Lowered below the confirmed count: nobody loses a place, nobody moves up.
    const lowered = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      capacity: { player: 1, crew: 0 },
    });
    expect(lowered.json<Event>().counts).toEqual({ player: 3, crew: 0, waitlist: 1 });
  });
});

describe('PATCH /api/events/{id}/signups/{signupId}', () => {
  it('lets the member change character, diet, contact and note while sign-up is open', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member, signup } = await signedUpMember(t.app, world, event.id);
    const changed = await writeAs(t.app, 'PATCH', signupUrl(event.id, signup.id), member, {
      diet: 'Vegansk',
      emergency_contact: { name: 'Far', phone: '87654321' },
      note: 'Kommer lørdag',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ signup: Signup }>().signup).toMatchObject({
      diet: 'Vegansk',
      allergies: 'Nødder',
      emergency_contact: { name: 'Far', phone: '87654321' },
      note: 'Kommer lørdag',
    });
  });

  it('refuses payment fields from a member with 403 and changes nothing', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member, signup } = await signedUpMember(t.app, world, event.id);
    for (const body of [
      { payment_status: 'paid' },
      { paid_amount: 350 },
      { payment_note: 'betalt', diet: 'x' },
    ]) {
      const response = await writeAs(t.app, 'PATCH', signupUrl(event.id, signup.id), member, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
    }
    const after = (await getAs(t.app, `/api/events/${event.id}`, member)).json<Event>();
    expect(after.my_signup).toMatchObject({ payment_status: 'unpaid', diet: 'Vegetar' });
  });

  it('refuses someone else’s character (403) and leaves other members’ sign-ups unseen (404)', async () => {
    const event = await createEventViaApi(t.app, board);
    const [member, other] = await members(2);
    const signup = await signUpViaApi(t.app, event.id, member!);
    const theirs = await writeAs(t.app, 'PATCH', signupUrl(event.id, signup.id), member!, {
      character_id: other!.characterId,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().code).toBe('events.notYourCharacter');
    const meddling = await writeAs(t.app, 'PATCH', signupUrl(event.id, signup.id), other!, {
      note: 'hej',
    });
    expect(meddling.statusCode).toBe(404);
    expect(
      (await writeAs(t.app, 'DELETE', signupUrl(event.id, signup.id), other!)).statusCode,
    ).toBe(404);
  });

  it('is closed for the member once the window closes (409), for changes and cancelling', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member, signup } = await signedUpMember(t.app, world, event.id);
    await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      signup_opens_at: daysFromNow(-3),
      signup_closes_at: daysFromNow(-1),
    });
    const change = await writeAs(t.app, 'PATCH', signupUrl(event.id, signup.id), member, {
      note: 'for sent',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('events.signupClosed');
    const cancel = await writeAs(t.app, 'DELETE', signupUrl(event.id, signup.id), member);
    expect(cancel.statusCode).toBe(409);
    // Staff still mark payment after the window.
    const paid = await writeAs(t.app, 'PATCH', signupUrl(event.id, signup.id), admin, {
      payment_status: 'paid',
    });
    expect(paid.statusCode).toBe(200);
  });

  it('keeps the old payment fields working: paid records what is owed, an amount that amount, audited', async () => {
    const event = await createEventViaApi(t.app, board, { price: { player: 300, crew: 100 } });
    const [a, b, c] = await members(3);
    const sa = await signUpViaApi(t.app, event.id, a!);
    const sb = await signUpViaApi(t.app, event.id, b!);
    const sc = await signUpViaApi(t.app, event.id, c!, { role: 'crew', character_id: null });

    const paid = await writeAs(t.app, 'PATCH', signupUrl(event.id, sa.id), admin, {
      payment_status: 'paid',
      payment_note: 'MobilePay 14/3',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<{ signup: Signup }>().signup).toMatchObject({
      payment_status: 'paid',
      paid_amount: 300,
      payment_note: 'MobilePay 14/3',
    });
    // 100 of 300 marked "paid" with its amount is a partial payment, not a paid one.
    const part = await writeAs(t.app, 'PATCH', signupUrl(event.id, sb.id), board, {
      payment_status: 'paid',
      paid_amount: 100,
    });
    expect(part.json<{ signup: Signup }>().signup).toMatchObject({
      payment_status: 'partial',
      paid_amount: 100,
      amount_owed: 200,
    });
    // Nothing held: a refund has nothing to give back and records nothing.
    await writeAs(t.app, 'PATCH', signupUrl(event.id, sc.id), admin, {
      payment_status: 'refunded',
    });

    const staffView = (await getAs(t.app, `/api/events/${event.id}`, admin)).json<Event>();
    expect(staffView.totals).toEqual({
      expected: 700,
      paid: 400,
      outstanding: 300,
      refunds_due: 0,
    });
    expect((await getAs(t.app, `/api/events/${event.id}`, a!)).json<Event>().totals).toBeNull();

    const audit = await auditRowsFor(t.db, 'event', event.id);
    expect(audit.filter((row) => row.action === 'payment')).toHaveLength(2);
  });
});

describe('GET /api/events/{id}/signups', () => {
  it('gives staff every sign-up with member, character, payment, diet and attendance', async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 1, crew: 2 } });
    const [a, b] = await members(2);
    await signUpViaApi(t.app, event.id, a!);
    await signUpViaApi(t.app, event.id, b!);
    const response = await getAs(t.app, `/api/events/${event.id}/signups`, admin);
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ signups: StaffSignup[] }>().signups;
    expect(rows.map((row) => [row.user_id, row.status, row.waitlist_position])).toEqual([
      [a!.id, 'confirmed', null],
      [b!.id, 'waitlisted', 1],
    ]);
    expect(rows[0]).toMatchObject({
      user_name: a!.name,
      character_id: a!.characterId,
      character_name: expect.any(String),
      character_needs_review: expect.any(Boolean),
      diet: 'Vegetar',
      allergies: 'Nødder',
      payment_status: 'unpaid',
      checked_in_at: null,
    });
  });

  it('is refused to members with 403', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createMember(t.app, world);
    expect((await getAs(t.app, `/api/events/${event.id}/signups`, member)).statusCode).toBe(403);
    expect((await getAs(t.app, '/api/events/999999/signups', admin)).statusCode).toBe(404);
  });
});

describe('sign-up mails', () => {
  it('confirms a place with what to pay, and a waitlist place with its number', async () => {
    await writeAs(t.app, 'PUT', '/api/settings', board, {
      payment_instructions: 'MobilePay 12345678',
    });
    const event = await createEventViaApi(t.app, board, {
      title: 'Vinterting',
      capacity: { player: 1, crew: 0 },
      price: { player: 275, crew: 0 },
    });
    const [a, b] = await members(2);
    const placed = await signUpViaApi(t.app, event.id, a!);
    await signUpViaApi(t.app, event.id, b!);

    const [confirmation] = await mailsTo(t.config.dataDir, a!.email);
    const text = readable(confirmation!);
    expect(text).toContain('Du er tilmeldt Vinterting');
    expect(text).toContain('275 kr.');
    expect(text).toContain('MobilePay 12345678');
    expect(text).toContain(placed.payment_reference);

    const [waitlist] = await mailsTo(t.config.dataDir, b!.email);
    expect(readable(waitlist!)).toContain('nummer 1 på ventelisten');
  });
});
