import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Event,
  EventLists,
  PaymentResponse,
  PaymentsResponse,
  Signup,
  StaffSignup,
  EventsResponse,
} from '@club/shared/contract/events';
import type { StaffWork } from '@club/shared/contract/staff-work';
import { type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createMember,
  eventBody,
  signUpViaApi,
  type EventWorld,
  type Member,
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

const paymentsUrl = (eventId: number, signupId: number) =>
  `/api/events/${eventId}/signups/${signupId}/payments`;

async function pay(eventId: number, signupId: number, amount: number, note = '') {
  const response = await writeAs(t.app, 'POST', paymentsUrl(eventId, signupId), admin, {
    amount,
    note,
  });
  expect(response.statusCode).toBe(201);
  return response.json<PaymentResponse>();
}

async function staffSignups(eventId: number): Promise<StaffSignup[]> {
  return (await getAs(t.app, `/api/events/${eventId}/signups`, admin)).json<{
    signups: StaffSignup[];
  }>().signups;
}

async function members(count: number): Promise<Member[]> {
  const made: Member[] = [];
  for (let i = 0; i < count; i += 1) made.push(await createMember(t.app, world));
  return made;
}

const staffWork = async () => (await getAs(t.app, '/api/staff/work', admin)).json<StaffWork>();

describe('POST and GET /api/events/{id}/signups/{signupId}/payments', () => {
  it('records 200 of 350 as partial: the member sees 150 owed, staff see it as not paid everywhere', async () => {
    const before = await staffWork();
    const event = await createEventViaApi(t.app, board, { price: { player: 350, crew: 100 } });
    const [member] = await members(1);
    const signup = await signUpViaApi(t.app, event.id, member!);

    const { payment, signup: after } = await pay(event.id, signup.id, 200, 'MobilePay 14/3');
    expect(payment).toMatchObject({
      amount: 200,
      note: 'MobilePay 14/3',
      recorded_by_name: admin.name,
    });
    expect(after).toMatchObject({
      payment_status: 'partial',
      amount_due: 350,
      paid_amount: 200,
      amount_owed: 150,
      refund_due: 0,
    });

    // The member's own view: what is still owed.
    const mine = (await getAs(t.app, `/api/events/${event.id}`, member!)).json<Event>().my_signup;
    expect(mine).toMatchObject({ payment_status: 'partial', amount_owed: 150 });
    const list = (await getAs(t.app, '/api/events', member!)).json<EventsResponse>();
    expect(list.my_signups.find((s) => s.event_id === event.id)?.amount_owed).toBe(150);
    const history = await getAs(t.app, paymentsUrl(event.id, signup.id), member!);
    expect(history.json<PaymentsResponse>().payments.map((p) => p.amount)).toEqual([200]);

    // Staff: the sign-up list, the totals, the roster, the gate and the work list.
    expect((await staffSignups(event.id))[0]).toMatchObject({
      payment_status: 'partial',
      amount_owed: 150,
    });
    const staffEvent = (await getAs(t.app, `/api/events/${event.id}`, admin)).json<Event>();
    expect(staffEvent.totals).toEqual({
      expected: 350,
      paid: 200,
      outstanding: 150,
      refunds_due: 0,
    });
    const lists = (await getAs(t.app, `/api/events/${event.id}/lists`, admin)).json<EventLists>();
    expect(lists.roster.rows[0]).toMatchObject({ payment_status: 'partial', amount_owed: 150 });
    const gate = await getAs(t.app, `/api/events/${event.id}/tickets/${signup.ticket_code}`, admin);
    expect(gate.json().signup).toMatchObject({ payment_status: 'partial', amount_owed: 150 });
    const work = await staffWork();
    expect(work.unpaid_signups.count).toBe(before.unpaid_signups.count + 1);

    // The rest paid: paid, owing nothing, and off the work list.
    expect((await pay(event.id, signup.id, 150)).signup).toMatchObject({
      payment_status: 'paid',
      paid_amount: 350,
      amount_owed: 0,
    });
    expect((await staffWork()).unpaid_signups.count).toBe(before.unpaid_signups.count);
    const audit = await auditRowsFor(t.db, 'event', event.id);
    expect(audit.filter((row) => row.action === 'payment')).toHaveLength(2);
  });

  it('reads overpaid as a refund to make, and refunded once it went back', async () => {
    const before = await staffWork();
    const event = await createEventViaApi(t.app, board, { price: { player: 300, crew: 0 } });
    const [member] = await members(1);
    const signup = await signUpViaApi(t.app, event.id, member!);
    expect((await pay(event.id, signup.id, 400)).signup).toMatchObject({
      payment_status: 'overpaid',
      amount_owed: 0,
      refund_due: 100,
    });
    let totals = (await getAs(t.app, `/api/events/${event.id}`, admin)).json<Event>().totals;
    expect(totals).toEqual({ expected: 300, paid: 400, outstanding: 0, refunds_due: 100 });
    expect((await staffWork()).refunds_due.count).toBe(before.refunds_due.count + 1);

    expect((await pay(event.id, signup.id, -100, 'Tilbage')).signup).toMatchObject({
      payment_status: 'paid',
      refund_due: 0,
    });
    expect((await staffWork()).refunds_due.count).toBe(before.refunds_due.count);

    // Giving back more than is held is refused and changes nothing.
    const tooMuch = await writeAs(t.app, 'POST', paymentsUrl(event.id, signup.id), admin, {
      amount: -301,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      code: 'events.refundTooLarge',
      details: [{ field: 'amount' }],
    });

    expect((await pay(event.id, signup.id, -300)).signup).toMatchObject({
      payment_status: 'refunded',
      paid_amount: 0,
      amount_owed: 300,
    });
    totals = (await getAs(t.app, `/api/events/${event.id}`, admin)).json<Event>().totals;
    expect(totals).toEqual({ expected: 300, paid: 0, outstanding: 300, refunds_due: 0 });
  });

  it('is staff’s to record (403 for the member), a zero amount is 400, another member’s is 404', async () => {
    const event = await createEventViaApi(t.app, board);
    const [member, other] = await members(2);
    const signup = await signUpViaApi(t.app, event.id, member!);
    const url = paymentsUrl(event.id, signup.id);
    expect((await writeAs(t.app, 'POST', url, member!, { amount: 350 })).statusCode).toBe(403);
    expect((await writeAs(t.app, 'POST', url, admin, { amount: 0 })).statusCode).toBe(400);
    expect((await writeAs(t.app, 'POST', url, admin, { amount: 1.5 })).statusCode).toBe(400);
    expect((await getAs(t.app, url, other!)).statusCode).toBe(404);
    expect((await getAs(t.app, paymentsUrl(event.id, 999999), admin)).statusCode).toBe(404);
    const seen = (await getAs(t.app, `/api/events/${event.id}`, member!)).json<Event>();
    expect(seen.my_signup).toMatchObject({ payment_status: 'unpaid', paid_amount: 0 });
  });

  it('keeps PATCH {payment_status: "paid"} working: it records what is still owed', async () => {
    const event = await createEventViaApi(t.app, board, { price: { player: 350, crew: 0 } });
    const [member] = await members(1);
    const signup = await signUpViaApi(t.app, event.id, member!);
    await pay(event.id, signup.id, 200);
    const marked = await writeAs(
      t.app,
      'PATCH',
      `/api/events/${event.id}/signups/${signup.id}`,
      admin,
      { payment_status: 'paid' },
    );
    expect(marked.statusCode).toBe(200);
    expect(marked.json<{ signup: Signup }>().signup).toMatchObject({
      payment_status: 'paid',
      paid_amount: 350,
    });
    const history = (
      await getAs(t.app, paymentsUrl(event.id, signup.id), admin)
    ).json<PaymentsResponse>();
    expect(history.payments.map((p) => p.amount)).toEqual([200, 150]);
  });
});

describe('a member cancelling a paid sign-up', () => {
  it('leaves the sign-up withdrawn with the refund to make, off every list, and gone once refunded', async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 1, crew: 0 } });
    const [paid, waiting] = await members(2);
    const signup = await signUpViaApi(t.app, event.id, paid!);
    const queued = await signUpViaApi(t.app, event.id, waiting!);
    await pay(event.id, signup.id, 350);

    const url = `/api/events/${event.id}/signups/${signup.id}`;
    expect((await writeAs(t.app, 'DELETE', url, paid!)).statusCode).toBe(204);

    // Staff see a refund to make; the place went to the waitlist.
    const rows = await staffSignups(event.id);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [queued.id, 'confirmed'],
      [signup.id, 'withdrawn'],
    ]);
    expect(rows[1]).toMatchObject({
      payment_status: 'overpaid',
      amount_owed: 0,
      refund_due: 350,
      diet: '',
      allergies: '',
      emergency_contact: null,
    });
    const staffEvent = (await getAs(t.app, `/api/events/${event.id}`, admin)).json<Event>();
    expect(staffEvent.counts).toEqual({ player: 1, crew: 0, waitlist: 0 });
    expect(staffEvent.totals?.refunds_due).toBe(350);
    const lists = (await getAs(t.app, `/api/events/${event.id}/lists`, admin)).json<EventLists>();
    expect(lists.roster.rows.map((row) => row.signup_id)).toEqual([queued.id]);
    // The member sees it too, and may not change it.
    const mine = (await getAs(t.app, `/api/events/${event.id}`, paid!)).json<Event>().my_signup;
    expect(mine).toMatchObject({ status: 'withdrawn', refund_due: 350 });
    expect((await writeAs(t.app, 'PATCH', url, paid!, { diet: 'Vegan' })).statusCode).toBe(409);

    // Not removed while money is held; once refunded, it goes.
    const early = await writeAs(t.app, 'DELETE', url, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('events.refundDue');
    expect((await pay(event.id, signup.id, -350)).signup).toMatchObject({
      payment_status: 'refunded',
      refund_due: 0,
    });
    expect((await writeAs(t.app, 'DELETE', url, admin)).statusCode).toBe(204);
    expect((await staffSignups(event.id)).map((row) => row.id)).toEqual([queued.id]);
  });

  it('deletes an unpaid sign-up as before, and a member who comes back keeps what they paid', async () => {
    const event = await createEventViaApi(t.app, board);
    const [member] = await members(1);
    const first = await signUpViaApi(t.app, event.id, member!);
    await pay(event.id, first.id, 100);
    await writeAs(t.app, 'DELETE', `/api/events/${event.id}/signups/${first.id}`, member!);
    const again = await signUpViaApi(t.app, event.id, member!);
    expect(again.id).not.toBe(first.id);
    expect(again).toMatchObject({ status: 'confirmed', paid_amount: 100, amount_owed: 250 });
    expect((await staffSignups(event.id)).map((row) => row.id)).toEqual([again.id]);

    const unpaid = await createEventViaApi(t.app, board);
    const gone = await signUpViaApi(t.app, unpaid.id, member!);
    await writeAs(t.app, 'DELETE', `/api/events/${unpaid.id}/signups/${gone.id}`, member!);
    expect(await staffSignups(unpaid.id)).toEqual([]);
  });
});

describe('a cancelled event', () => {
  it('owes nothing, and shows what was paid as refunds to make', async () => {
    const event = await createEventViaApi(t.app, board);
    const [paid, unpaid] = await members(2);
    const signup = await signUpViaApi(t.app, event.id, paid!);
    await signUpViaApi(t.app, event.id, unpaid!);
    await pay(event.id, signup.id, 350);
    await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, { status: 'cancelled' });

    const theirs = (await getAs(t.app, `/api/events/${event.id}`, unpaid!)).json<Event>();
    expect(theirs.my_signup).toMatchObject({ amount_owed: 0, payment_status: 'unpaid' });
    const staffEvent = (await getAs(t.app, `/api/events/${event.id}`, admin)).json<Event>();
    expect(staffEvent.totals).toEqual({ expected: 0, paid: 350, outstanding: 0, refunds_due: 350 });
  });
});

describe('a price change', () => {
  it('is what those signed up owe from then on: a lower price leaves a refund to make', async () => {
    const event = await createEventViaApi(t.app, board, { price: { player: 350, crew: 100 } });
    const [player, unpaidPlayer] = await members(2);
    const crew = (await members(1))[0]!;
    const sp = await signUpViaApi(t.app, event.id, player!);
    await signUpViaApi(t.app, event.id, unpaidPlayer!);
    await signUpViaApi(t.app, event.id, crew, { role: 'crew', character_id: null });
    await pay(event.id, sp.id, 350);
    await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      price: { player: 300, crew: 100 },
    });
    const rows = await staffSignups(event.id);
    expect(
      rows.map((row) => [row.role, row.amount_due, row.payment_status, row.refund_due]),
    ).toEqual([
      ['crew', 100, 'unpaid', 0],
      ['player', 300, 'overpaid', 50],
      ['player', 300, 'unpaid', 0],
    ]);
  });
});

describe('no price without a payee', () => {
  it('refuses publishing an event with a price while no payment instructions are set (409)', async () => {
    await t.db.deleteFrom('settings').where('key', '=', 'payment_instructions').execute();
    const refused = await writeAs(t.app, 'POST', '/api/events', board, eventBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'events.noPaymentInstructions',
      error: expect.stringContaining('Club settings'),
      details: [{ field: 'payment_instructions' }],
    });

    // A draft may wait for them, and a free event needs none.
    const draft = await writeAs(
      t.app,
      'POST',
      '/api/events',
      board,
      eventBody({ status: 'draft' }),
    );
    expect(draft.statusCode).toBe(201);
    const free = await writeAs(
      t.app,
      'POST',
      '/api/events',
      board,
      eventBody({ price: { player: 0, crew: 0 } }),
    );
    expect(free.statusCode).toBe(201);
    const publish = await writeAs(t.app, 'PUT', `/api/events/${draft.json<Event>().id}`, board, {
      status: 'published',
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().code).toBe('events.noPaymentInstructions');
    const priced = await writeAs(t.app, 'PUT', `/api/events/${free.json<Event>().id}`, board, {
      price: { player: 100, crew: 0 },
    });
    expect(priced.json().code).toBe('events.noPaymentInstructions');
    expect(
      (await getAs(t.app, `/api/events/${draft.json<Event>().id}`, board)).json<Event>().status,
    ).toBe('draft');

    // Once the board says where to pay, it publishes.
    await writeAs(t.app, 'PUT', '/api/settings', board, {
      payment_instructions: 'MobilePay 12 34 56 78',
    });
    const published = await writeAs(t.app, 'PUT', `/api/events/${draft.json<Event>().id}`, board, {
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
  });

  it('refuses clearing the payment instructions while a published event with a price is ahead (409)', async () => {
    await writeAs(t.app, 'PUT', '/api/settings', board, {
      payment_instructions: 'MobilePay 12 34 56 78',
    });
    const event = (
      await writeAs(t.app, 'POST', '/api/events', board, eventBody({ title: 'Høstmarkedet' }))
    ).json<Event>();

    for (const cleared of [null, '']) {
      const refused = await writeAs(t.app, 'PUT', '/api/settings', board, {
        payment_instructions: cleared,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'settings.payeeInUse',
        error: expect.stringContaining('Høstmarkedet'),
        params: { count: expect.any(Number) },
      });
      expect(refused.json().details).toContainEqual({
        field: 'payment_instructions',
        message: 'Høstmarkedet',
      });
    }
    const settings = await getAs(t.app, '/api/settings', board);
    expect(settings.json().payment_instructions).toBe('MobilePay 12 34 56 78');

    // Another payee is fine, and the event's members read the new one.
    const changed = await writeAs(t.app, 'PUT', '/api/settings', board, {
      payment_instructions: 'Konto 1234 5678901',
    });
    expect(changed.statusCode).toBe(200);
    const free = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      price: { player: 0, crew: 0 },
    });
    expect(free.statusCode).toBe(200);
  });
});
