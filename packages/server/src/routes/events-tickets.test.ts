import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_LIMITS,
  type StaffSignupsResponse,
  type TicketResponse,
} from '@club/shared/contract/events';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  type EventWorld,
  signedUpMember,
  createEventClub,
} from '../test/event-factories';
import { buildTestApp, getAs, type TestApp } from '../test/test-app';

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

describe('GET /api/events/{id}/tickets/{code}', () => {
  it('answers staff the sign-up the ticket names, with member and character', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member, signup } = await signedUpMember(t.app, world, event.id, {
      member: { name: 'Freja Skov' },
    });
    const list = await getAs(t.app, `/api/events/${event.id}/signups`, admin);
    const [row] = list.json<StaffSignupsResponse>().signups;

    for (const staff of [admin, board]) {
      const response = await getAs(
        t.app,
        `/api/events/${event.id}/tickets/${signup.ticket_code}`,
        staff,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<TicketResponse>().signup).toMatchObject({
        id: signup.id,
        event_id: event.id,
        user_id: member.id,
        user_name: 'Freja Skov',
        character_id: member.characterId,
        status: 'confirmed',
        ticket_code: signup.ticket_code,
      });
      // The same row the staff's sign-up table shows, review flag and all.
      expect(response.json<TicketResponse>().signup).toEqual(row);
    }
  });

  it('refuses members, even the ticket’s own (403)', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member, signup } = await signedUpMember(t.app, world, event.id);
    const response = await getAs(
      t.app,
      `/api/events/${event.id}/tickets/${signup.ticket_code}`,
      member,
    );
    expect(response.statusCode).toBe(403);
  });

  it('is 404 for an unknown code and for a code of another event', async () => {
    const event = await createEventViaApi(t.app, board);
    const other = await createEventViaApi(t.app, board, { title: 'Høstmarkedet' });
    const { signup } = await signedUpMember(t.app, world, other.id);

    const unknown = await getAs(
      t.app,
      `/api/events/${event.id}/tickets/AAAAAAAAAAAAAAAAAAAAAAAA`,
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: expect.any(String) });
    const elsewhere = await getAs(
      t.app,
      `/api/events/${event.id}/tickets/${signup.ticket_code}`,
      admin,
    );
    expect(elsewhere.statusCode).toBe(404);
    const noEvent = await getAs(t.app, `/api/events/999999/tickets/${signup.ticket_code}`, admin);
    expect(noEvent.statusCode).toBe(404);
  });

  it('issues short readable codes, found however they are typed; older tickets keep working', async () => {
    const event = await createEventViaApi(t.app, board);
    const { signup } = await signedUpMember(t.app, world, event.id, {
      member: { name: 'Gorm Skov' },
    });
    expect(signup.ticket_code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);

    const typed = signup.ticket_code.toLowerCase().replace('-', ' ');
    const found = await getAs(
      t.app,
      `/api/events/${event.id}/tickets/${encodeURIComponent(typed)}`,
      admin,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json<TicketResponse>().signup.id).toBe(signup.id);

    // A ticket issued before the short codes: its code, case and all, still finds it.
    const older = 'RmnMgenTcn0jo3gjE4yzmWgv';
    await t.db
      .updateTable('event_signups')
      .set({ ticket_code: older })
      .where('id', '=', signup.id)
      .execute();
    const old = await getAs(t.app, `/api/events/${event.id}/tickets/${older}`, admin);
    expect(old.statusCode).toBe(200);
    expect(
      (await getAs(t.app, `/api/events/${event.id}/tickets/${older.toLowerCase()}`, admin))
        .statusCode,
    ).toBe(404);
  });

  it('holds back a staff member trying code after code (429), not the others', async () => {
    const event = await createEventViaApi(t.app, board);
    const guesser = await createUser(t.app, { role: 'admin' });
    const answers: number[] = [];
    for (let i = 0; i <= EVENT_LIMITS.ticketLookupsPerMinute; i++) {
      const code = `2345-${String(6789 + i)
        .slice(-4)
        .replace(/[01]/g, '2')}`;
      answers.push(
        (await getAs(t.app, `/api/events/${event.id}/tickets/${code}`, guesser)).statusCode,
      );
    }
    expect(answers.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const other = await getAs(t.app, `/api/events/${event.id}/tickets/2345-6789`, board);
    expect(other.statusCode).toBe(404);
  });
});
