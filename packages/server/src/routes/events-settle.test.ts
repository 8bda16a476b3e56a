import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, SettleResponse, Signup } from '@club/shared/contract/events';
import { type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createMember,
  openGate,
  signUpViaApi,
  startEvent,
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
});
afterAll(async () => {
  await t?.close();
});

/** A time `hours` from the start of this file's run (negative: before), as the gate sends it. */
const started = Date.now();
const hoursFromNow = (hours: number) => new Date(started + hours * 3_600_000).toISOString();

const attendanceUrl = (eventId: number, signupId: number) =>
  `/api/events/${eventId}/signups/${signupId}/attendance`;

function xpRows(characterId: number) {
  return t.db
    .selectFrom('xp_awards')
    .select(['amount', 'reason', 'reason_key', 'reason_params', 'awarded_by'])
    .where('character_id', '=', characterId)
    .where('reason_key', 'like', 'xp.reasons.event%')
    .execute();
}

describe('PUT /api/events/{id}/signups/{signupId}/attendance', () => {
  it('records arrival and departure; a repeated arrival keeps the earliest', async () => {
    const event = await createEventViaApi(t.app, board);
    const { signup } = await signedUpMember(t.app, world, event.id);
    await openGate(t.db, event.id);
    const url = attendanceUrl(event.id, signup.id);
    const inUtc = (time: string) => new Date(time).toISOString();

    const first = await writeAs(t.app, 'PUT', url, admin, { checked_in_at: hoursFromNow(-2) });
    expect(first.statusCode).toBe(200);
    const firstAt = first.json<{ signup: Signup }>().signup.checked_in_at;
    expect(firstAt).toBe(inUtc(hoursFromNow(-2)));

    const later = await writeAs(t.app, 'PUT', url, admin, { checked_in_at: hoursFromNow(-1) });
    expect(later.json<{ signup: Signup }>().signup.checked_in_at).toBe(firstAt);
    const earlier = await writeAs(t.app, 'PUT', url, admin, {
      checked_in_at: hoursFromNow(-3),
      checked_out_at: hoursFromNow(3),
    });
    expect(earlier.json<{ signup: Signup }>().signup).toMatchObject({
      checked_in_at: inUtc(hoursFromNow(-3)),
      checked_out_at: inUtc(hoursFromNow(3)),
    });

    const cleared = await writeAs(t.app, 'PUT', url, board, { checked_in_at: null });
    expect(cleared.json<{ signup: Signup }>().signup.checked_in_at).toBeNull();
  });

  it('is staff’s alone: the member gets 403', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member, signup } = await signedUpMember(t.app, world, event.id);
    await openGate(t.db, event.id);
    const response = await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), member, {
      checked_in_at: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('checks in confirmed sign-ups only (409 events.notConfirmed) and wants a time (400)', async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 0, crew: 0 } });
    const { signup: waiting } = await signedUpMember(t.app, world, event.id);
    expect(waiting.status).toBe('waitlisted');
    await openGate(t.db, event.id);
    const response = await writeAs(t.app, 'PUT', attendanceUrl(event.id, waiting.id), admin, {
      checked_in_at: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('events.notConfirmed');
    expect(
      (await writeAs(t.app, 'PUT', attendanceUrl(event.id, waiting.id), admin, {})).statusCode,
    ).toBe(400);
  });
});

describe('the gate is open from the day before the event starts until it ends', () => {
  it('refuses an arrival before it opens with 409 events.checkInClosed naming the window', async () => {
    const event = await createEventViaApi(t.app, board, {
      starts_at: '2099-05-15T18:00:00+02:00',
      ends_at: '2099-05-17T14:00:00+02:00',
    });
    const { signup } = await signedUpMember(t.app, world, event.id);
    const early = await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: new Date().toISOString(),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'events.checkInClosed',
      error: expect.stringContaining('2099-05-13T22:00:00.000Z'),
      details: [
        { field: 'opens_at', message: '2099-05-13T22:00:00.000Z' },
        { field: 'closes_at', message: '2099-05-17T12:00:00.000Z' },
      ],
    });
    // Claiming a time inside the window does not open it early.
    const claimed = await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: '2099-05-15T18:30:00+02:00',
    });
    expect(claimed.statusCode).toBe(409);
    const row = await getAs(t.app, `/api/events/${event.id}/signups`, admin);
    expect(row.json().signups[0].checked_in_at).toBeNull();
  });

  it('opens the day before the start and takes a tap made then', async () => {
    const event = await createEventViaApi(t.app, board);
    const { signup } = await signedUpMember(t.app, world, event.id);
    // The event starts this time tomorrow: the gate opened at midnight.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    await t.db
      .updateTable('events')
      .set({ starts_at: tomorrow, signup_closes_at: tomorrow })
      .where('id', '=', event.id)
      .execute();
    const answer = await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: new Date().toISOString(),
    });
    expect(answer.statusCode).toBe(200);
  });

  it('after the end takes a tap kept offline during the event, and refuses one made after', async () => {
    const event = await createEventViaApi(t.app, board);
    const { signup } = await signedUpMember(t.app, world, event.id);
    // The event ran from three days ago until an hour ago.
    const endedAt = new Date(Date.now() - 3_600_000).toISOString();
    await t.db
      .updateTable('events')
      .set({
        starts_at: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(),
        ends_at: endedAt,
        signup_closes_at: null,
      })
      .where('id', '=', event.id)
      .execute();
    const late = await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: new Date().toISOString(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('events.checkInClosed');

    const kept = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
    const queued = await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: kept,
    });
    expect(queued.statusCode).toBe(200);
    expect(queued.json<{ signup: Signup }>().signup.checked_in_at).toBe(kept);
  });
});

describe('POST /api/events/{id}/settle', () => {
  it('awards XP to arrived players and named crew characters, once, audited; no-shows get nothing', async () => {
    const event = await createEventViaApi(t.app, board, {
      title: 'Høstslaget',
      xp: { player: 5, crew: 2 },
    });
    const player = await createMember(t.app, world);
    const noShow = await createMember(t.app, world);
    const crew = await createMember(t.app, world);
    const crewWithout = await createMember(t.app, world);
    const sp = await signUpViaApi(t.app, event.id, player);
    await signUpViaApi(t.app, event.id, noShow);
    const sc = await signUpViaApi(t.app, event.id, crew, { role: 'crew' });
    const sw = await signUpViaApi(t.app, event.id, crewWithout, {
      role: 'crew',
      character_id: null,
    });
    await openGate(t.db, event.id);
    for (const signup of [sp, sc, sw]) {
      await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
        checked_in_at: new Date().toISOString(),
      });
    }
    await startEvent(t.db, event.id);

    const settled = await writeAs(t.app, 'POST', `/api/events/${event.id}/settle`, admin);
    expect(settled.statusCode).toBe(200);
    const body = settled.json<SettleResponse>();
    expect(body.awarded).toBe(2);
    expect(body.event).toMatchObject({ status: 'settled', settled_at: expect.any(String) });

    // The reason is a message key with the event's title, and its Danish text besides.
    expect(await xpRows(player.characterId)).toEqual([
      {
        amount: 5,
        reason: 'Arrangement: Høstslaget',
        reason_key: 'xp.reasons.event',
        reason_params: JSON.stringify({ event: 'Høstslaget' }),
        awarded_by: admin.id,
      },
    ]);
    expect(await xpRows(crew.characterId)).toEqual([
      {
        amount: 2,
        reason: 'Arrangement: Høstslaget (crew)',
        reason_key: 'xp.reasons.eventCrew',
        reason_params: JSON.stringify({ event: 'Høstslaget' }),
        awarded_by: admin.id,
      },
    ]);
    expect(await xpRows(noShow.characterId)).toEqual([]);
    expect(await xpRows(crewWithout.characterId)).toEqual([]);

    // The member's ledger shows it, keyed for the reader's language.
    const ledger = await getAs(t.app, `/api/characters/${player.characterId}/xp`, player);
    expect(ledger.json().entries[0]).toMatchObject({
      reason_key: 'xp.reasons.event',
      reason_params: { event: 'Høstslaget' },
    });

    const again = await writeAs(t.app, 'POST', `/api/events/${event.id}/settle`, board);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('events.alreadySettled');
    expect(await xpRows(player.characterId)).toHaveLength(1);

    const audit = await auditRowsFor(t.db, 'event', event.id);
    expect(audit.filter((row) => row.action === 'settle')).toHaveLength(1);

    // A settled event keeps its attendance and sign-ups as they were.
    const lateArrival = await writeAs(t.app, 'PUT', attendanceUrl(event.id, sp.id), admin, {
      checked_in_at: new Date().toISOString(),
    });
    expect(lateArrival.statusCode).toBe(409);
  });

  it('awards once when two settle requests race', async () => {
    const event = await createEventViaApi(t.app, board, { xp: { player: 3, crew: 0 } });
    const { member, signup } = await signedUpMember(t.app, world, event.id);
    await openGate(t.db, event.id);
    await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: new Date().toISOString(),
    });
    await startEvent(t.db, event.id);
    const answers = await Promise.all([
      writeAs(t.app, 'POST', `/api/events/${event.id}/settle`, admin),
      writeAs(t.app, 'POST', `/api/events/${event.id}/settle`, board),
      writeAs(t.app, 'POST', `/api/events/${event.id}/settle`, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await xpRows(member.characterId)).toHaveLength(1);
  });

  it('is staff’s alone, and refuses drafts and cancelled events (409 events.notSettleable)', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createMember(t.app, world);
    expect(
      (await writeAs(t.app, 'POST', `/api/events/${event.id}/settle`, member)).statusCode,
    ).toBe(403);
    const draft = await createEventViaApi(t.app, board, { status: 'draft' });
    const response = await writeAs(t.app, 'POST', `/api/events/${draft.id}/settle`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('events.notSettleable');
    expect((await writeAs(t.app, 'POST', '/api/events/999999/settle', admin)).statusCode).toBe(404);
    const seen = (await getAs(t.app, `/api/events/${draft.id}`, board)).json<Event>();
    expect(seen.status).toBe('draft');
  });

  it('refuses an event that has not started (409 events.notStarted) and awards nothing', async () => {
    const event = await createEventViaApi(t.app, board, { xp: { player: 3, crew: 0 } });
    const { member, signup } = await signedUpMember(t.app, world, event.id);
    await openGate(t.db, event.id);
    await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), admin, {
      checked_in_at: new Date().toISOString(),
    });
    const early = await writeAs(t.app, 'POST', `/api/events/${event.id}/settle`, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'events.notStarted', error: expect.any(String) });
    expect(await xpRows(member.characterId)).toEqual([]);
    expect((await getAs(t.app, `/api/events/${event.id}`, admin)).json<Event>().status).toBe(
      'published',
    );

    await startEvent(t.db, event.id);
    const settled = await writeAs(t.app, 'POST', `/api/events/${event.id}/settle`, admin);
    expect(settled.statusCode).toBe(200);
    expect(await xpRows(member.characterId)).toHaveLength(1);
  });
});
