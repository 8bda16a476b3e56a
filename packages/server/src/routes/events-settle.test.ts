import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, SettleResponse, Signup } from '@club/shared/contract/events';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  signUpViaApi,
  startEvent,
  type EventWorld,
} from '../test/event-factories';
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
    const member = await createMember(t.app, world);
    const signup = await signUpViaApi(t.app, event.id, member);
    const url = attendanceUrl(event.id, signup.id);

    const first = await writeAs(t.app, 'PUT', url, admin, {
      checked_in_at: '2027-05-01T10:05:00+02:00',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ signup: Signup }>().signup.checked_in_at).toBe('2027-05-01T08:05:00.000Z');

    const later = await writeAs(t.app, 'PUT', url, admin, {
      checked_in_at: '2027-05-01T11:00:00+02:00',
    });
    expect(later.json<{ signup: Signup }>().signup.checked_in_at).toBe('2027-05-01T08:05:00.000Z');
    const earlier = await writeAs(t.app, 'PUT', url, admin, {
      checked_in_at: '2027-05-01T09:30:00+02:00',
      checked_out_at: '2027-05-03T15:00:00+02:00',
    });
    expect(earlier.json<{ signup: Signup }>().signup).toMatchObject({
      checked_in_at: '2027-05-01T07:30:00.000Z',
      checked_out_at: '2027-05-03T13:00:00.000Z',
    });

    const cleared = await writeAs(t.app, 'PUT', url, board, { checked_in_at: null });
    expect(cleared.json<{ signup: Signup }>().signup.checked_in_at).toBeNull();
  });

  it('is staff’s alone: the member gets 403', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createMember(t.app, world);
    const signup = await signUpViaApi(t.app, event.id, member);
    const response = await writeAs(t.app, 'PUT', attendanceUrl(event.id, signup.id), member, {
      checked_in_at: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('checks in confirmed sign-ups only (409 events.notConfirmed) and wants a time (400)', async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 0, crew: 0 } });
    const member = await createMember(t.app, world);
    const waiting = await signUpViaApi(t.app, event.id, member);
    expect(waiting.status).toBe('waitlisted');
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
    const member = await createMember(t.app, world);
    const signup = await signUpViaApi(t.app, event.id, member);
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
    const member = await createMember(t.app, world);
    const signup = await signUpViaApi(t.app, event.id, member);
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
