import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Event,
  EventLists,
  Signup,
  StaffSignupsResponse,
  TicketResponse,
} from '@club/shared/contract/events';
import { clubDay } from '@club/shared/rules/household';
import { type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createMember,
  signupBody,
  signUpViaApi,
  type EventWorld,
  createEventClub,
} from '../test/event-factories';
import {
  actingAs,
  addChildViaApi,
  addGuardianViaApi,
  type Child,
  yearsBefore,
} from '../test/household-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let world: EventWorld;
let board: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  ({ board, admin, world } = await createEventClub(t.app));
});
afterAll(async () => {
  await t?.close();
});

function childSignup(child: Child) {
  return signupBody({ ...child, characterId: child.characterId } as never, {
    character_id: child.characterId,
    emergency_contact: { name: 'Mor', phone: '20304050' },
  });
}

function signUpAs(parent: { token: string }, child: Child, eventId: number) {
  return actingAs(
    t.app,
    parent,
    child.id,
    'POST',
    `/api/events/${eventId}/signups`,
    childSignup(child),
  );
}

describe('an event with a minimum age', () => {
  it('counts the age on the first day, birthdays included, and names the rule', async () => {
    const event = await createEventViaApi(t.app, board, { min_age: 12 });
    expect(event).toMatchObject({ min_age: 12, guardian_required: false });
    const firstDay = clubDay(event.starts_at);
    const parent = await createMember(t.app, world);
    const birthday = await addChildViaApi(t.app, parent, world, {
      name: 'Asta',
      birth_date: yearsBefore(firstDay, 12),
    });
    const dayAfter = await addChildViaApi(t.app, parent, world, {
      name: 'Bo',
      birth_date: yearsBefore(firstDay, 12, 1),
    });

    const refused = await signUpAs(parent, dayAfter, event.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'events.belowMinAge', params: { min_age: 12 } });
    const rows = await t.db
      .selectFrom('event_signups')
      .select('id')
      .where('user_id', '=', dayAfter.id)
      .execute();
    expect(rows).toEqual([]);

    const accepted = await signUpAs(parent, birthday, event.id);
    expect(accepted.statusCode).toBe(201);
    // An adult member with no birth date on record is taken as of age.
    await signUpViaApi(t.app, event.id, parent);
  });

  it('lets the board set and clear the rules on an event', async () => {
    const event = await createEventViaApi(t.app, board);
    expect(event).toMatchObject({ min_age: null, guardian_required: false });
    const set = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      min_age: 8,
      guardian_required: true,
    });
    expect(set.json<Event>()).toMatchObject({ min_age: 8, guardian_required: true });
    const cleared = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      min_age: null,
    });
    expect(cleared.json<Event>()).toMatchObject({ min_age: null, guardian_required: true });
    const bad = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, { min_age: 0 });
    expect(bad.statusCode).toBe(400);
  });
});

describe('an event where under-18s come only with a guardian', () => {
  it('refuses a child alone, and takes them once a guardian is signed up', async () => {
    const event = await createEventViaApi(t.app, board, { guardian_required: true });
    const firstDay = clubDay(event.starts_at);
    const parent = await createMember(t.app, world);
    const child = await addChildViaApi(t.app, parent, world, {
      birth_date: yearsBefore(firstDay, 17, 1),
    });
    const adult = await addChildViaApi(t.app, parent, world, {
      name: 'Bo',
      birth_date: yearsBefore(firstDay, 18),
    });

    const alone = await signUpAs(parent, child, event.id);
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ code: 'events.guardianRequired' });
    // 18 on the first day: no guardian needed.
    expect((await signUpAs(parent, adult, event.id)).statusCode).toBe(201);

    await signUpViaApi(t.app, event.id, parent);
    expect((await signUpAs(parent, child, event.id)).statusCode).toBe(201);
  });
});

describe('a guardian leaving an event where under-18s come only with a guardian', () => {
  it('refuses while a child of theirs still depends on them there (409, naming the children), and lets them go once the child has', async () => {
    const event = await createEventViaApi(t.app, board, { guardian_required: true });
    const firstDay = clubDay(event.starts_at);
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const asta = await addChildViaApi(t.app, parent, world, {
      name: 'Asta',
      birth_date: yearsBefore(firstDay, 10),
    });
    const bo = await addChildViaApi(t.app, parent, world, {
      name: 'Bo',
      birth_date: yearsBefore(firstDay, 12),
    });
    // Of age on the first day: depends on no one.
    const grown = await addChildViaApi(t.app, parent, world, {
      name: 'Carl',
      birth_date: yearsBefore(firstDay, 18),
    });
    const own = await signUpViaApi(t.app, event.id, parent);
    for (const child of [asta, bo, grown]) {
      expect((await signUpAs(parent, child, event.id)).statusCode).toBe(201);
    }

    const refused = await writeAs(
      t.app,
      'DELETE',
      `/api/events/${event.id}/signups/${own.id}`,
      parent,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'events.guardianStillNeeded',
      details: [
        { field: 'children', message: 'Asta' },
        { field: 'children', message: 'Bo' },
      ],
    });
    const mine = await getAs(t.app, `/api/events/${event.id}`, parent);
    expect(mine.json<Event>().my_signup).toMatchObject({ id: own.id, status: 'confirmed' });

    // The children's places cancelled, the guardian may go.
    for (const child of [asta, bo]) {
      const theirs = await actingAs(t.app, parent, child.id, 'GET', `/api/events/${event.id}`);
      const signupId = theirs.json<Event>().my_signup!.id;
      const gone = await actingAs(
        t.app,
        parent,
        child.id,
        'DELETE',
        `/api/events/${event.id}/signups/${signupId}`,
      );
      expect(gone.statusCode).toBe(204);
    }
    const left = await writeAs(
      t.app,
      'DELETE',
      `/api/events/${event.id}/signups/${own.id}`,
      parent,
    );
    expect(left.statusCode).toBe(204);
  });

  it('lets a guardian go when another guardian of the child is signed up, and asks nothing at other events', async () => {
    const event = await createEventViaApi(t.app, board, { guardian_required: true });
    const firstDay = clubDay(event.starts_at);
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const other = await createMember(t.app, world, { name: 'Frank Far' });
    const child = await addChildViaApi(t.app, parent, world, {
      birth_date: yearsBefore(firstDay, 10),
    });
    await addGuardianViaApi(t.app, t.testDb.dataDir, parent, child.id, other);
    const own = await signUpViaApi(t.app, event.id, parent);
    await signUpViaApi(t.app, event.id, other);
    expect((await signUpAs(parent, child, event.id)).statusCode).toBe(201);
    const left = await writeAs(
      t.app,
      'DELETE',
      `/api/events/${event.id}/signups/${own.id}`,
      parent,
    );
    expect(left.statusCode).toBe(204);

    const open = await createEventViaApi(t.app, board);
    const ownThere = await signUpViaApi(t.app, open.id, parent);
    expect((await signUpAs(parent, child, open.id)).statusCode).toBe(201);
    const free = await writeAs(
      t.app,
      'DELETE',
      `/api/events/${open.id}/signups/${ownThere.id}`,
      parent,
    );
    expect(free.statusCode).toBe(204);
  });
});

describe('minors where staff look', () => {
  it('marks a minor on the sign-up rows, the ticket, the lists and the member’s own sign-up, with every guardian’s phone', async () => {
    const event = await createEventViaApi(t.app, board);
    const firstDay = clubDay(event.starts_at);
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const child = await addChildViaApi(t.app, parent, world, {
      name: 'Asta',
      birth_date: yearsBefore(firstDay, 18, 1),
      phone: '20 30 40 50',
    });
    const parentSignup = await signUpViaApi(t.app, event.id, parent);
    const created = await signUpAs(parent, child, event.id);
    const childSignup = created.json<{ signup: Signup }>().signup;
    expect(childSignup.minor).toBe(true);
    expect(parentSignup.minor).toBe(false);

    const staff = await getAs(t.app, `/api/events/${event.id}/signups`, admin);
    const rows = staff.json<StaffSignupsResponse>().signups;
    expect(rows.find((r) => r.user_id === child.id)).toMatchObject({
      minor: true,
      guardians: [{ name: 'Mette Mor', phone: '20 30 40 50' }],
    });
    expect(rows.find((r) => r.user_id === parent.id)).toMatchObject({
      minor: false,
      guardians: [],
    });
    expect(staff.body).not.toContain(child.birth_date!);

    const ticket = await getAs(
      t.app,
      `/api/events/${event.id}/tickets/${childSignup.ticket_code}`,
      admin,
    );
    expect(ticket.json<TicketResponse>().signup).toMatchObject({
      minor: true,
      guardians: [{ name: 'Mette Mor', phone: '20 30 40 50' }],
    });

    const lists = (await getAs(t.app, `/api/events/${event.id}/lists`, admin)).json<EventLists>();
    expect(lists.first_aid.rows.find((r) => r.user_name === 'Asta')).toMatchObject({
      minor: true,
      guardians: [{ name: 'Mette Mor', phone: '20 30 40 50' }],
    });
    expect(lists.roster.rows.find((r) => r.user_name === 'Asta')).toMatchObject({ minor: true });
    expect(lists.roster.rows.find((r) => r.user_name === 'Mette Mor')).toMatchObject({
      minor: false,
    });
    const csv = await getAs(t.app, `/api/events/${event.id}/lists/first-aid.csv`, admin);
    expect(csv.body).toContain('Mette Mor (20 30 40 50)');

    // The child's own view (through the guardian) says so too, and shows no birth date.
    const own = await actingAs(t.app, parent, child.id, 'GET', `/api/events/${event.id}`);
    expect(own.json<Event>().my_signup).toMatchObject({ minor: true });
    expect(own.body).not.toContain(child.birth_date!);
  });
});
