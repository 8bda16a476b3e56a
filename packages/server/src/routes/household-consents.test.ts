import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signup, StaffSignupsResponse } from '@club/shared/contract/events';
import type { EventConsents } from '@club/shared/contract/household';
import { clubDay } from '@club/shared/rules/household';
import { type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createMember,
  openGate,
  signupBody,
  type EventWorld,
  signedUpMember,
  createEventClub,
} from '../test/event-factories';
import { actingAs, addChildViaApi, type Child, yearsBefore } from '../test/household-factories';
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

async function signUpChild(parent: { token: string }, child: Child, eventId: number) {
  const response = await actingAs(
    t.app,
    parent,
    child.id,
    'POST',
    `/api/events/${eventId}/signups`,
    signupBody({ characterId: child.characterId } as never, {
      character_id: child.characterId,
      photo_consent: false,
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ signup: Signup }>().signup;
}

describe('consents for a child', () => {
  it('keeps a sign-up unconfirmed until a guardian gives participation consent, on record with who, when and the words', async () => {
    const event = await createEventViaApi(t.app, board);
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const child = await addChildViaApi(t.app, parent, world, {
      birth_date: yearsBefore(clubDay(event.starts_at), 10),
    });
    const signup = await signUpChild(parent, child, event.id);
    expect(signup).toMatchObject({
      minor: true,
      participation_consent: 'missing',
      awaiting_consent: true,
    });

    const before = await actingAs(
      t.app,
      parent,
      child.id,
      'GET',
      `/api/events/${event.id}/consents`,
    );
    expect(before.json<EventConsents>()).toMatchObject({
      participation: { state: 'missing' },
      photo: { state: 'missing' },
      may_decide: { participation: true, photo: true },
    });
    expect(before.json<EventConsents>().texts.participation).toContain('forælder');

    const given = await actingAs(
      t.app,
      parent,
      child.id,
      'PUT',
      `/api/events/${event.id}/consents`,
      {
        participation: true,
        photo: true,
      },
    );
    expect(given.statusCode).toBe(200);
    expect(given.json<EventConsents>()).toMatchObject({
      participation: { state: 'given', decided_by: 'Mette Mor' },
      photo: { state: 'given', decided_by: 'Mette Mor' },
    });
    expect(given.json<EventConsents>().participation.text).toContain('deltager i arrangementet');

    const rows = (
      await getAs(t.app, `/api/events/${event.id}/signups`, admin)
    ).json<StaffSignupsResponse>().signups;
    expect(rows.find((r) => r.user_id === child.id)).toMatchObject({
      participation_consent: 'given',
      awaiting_consent: false,
      photo_consent: true,
    });

    // The photo consent can be withdrawn later; the history keeps both decisions.
    const withdrawn = await actingAs(
      t.app,
      parent,
      child.id,
      'PUT',
      `/api/events/${event.id}/consents`,
      {
        photo: false,
      },
    );
    expect(withdrawn.json<EventConsents>().photo.state).toBe('withdrawn');
    const after = (
      await getAs(t.app, `/api/events/${event.id}/signups`, admin)
    ).json<StaffSignupsResponse>().signups;
    expect(after.find((r) => r.user_id === child.id)?.photo_consent).toBe(false);
    const history = await t.db
      .selectFrom('consents')
      .select(['kind', 'decision', 'decided_by'])
      .where('person_id', '=', child.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { kind: 'participation', decision: 'given', decided_by: parent.id },
      { kind: 'photo', decision: 'given', decided_by: parent.id },
      { kind: 'photo', decision: 'withdrawn', decided_by: parent.id },
    ]);
  });

  it('refuses checking a child in at the gate until a guardian has given participation consent', async () => {
    const event = await createEventViaApi(t.app, board);
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const child = await addChildViaApi(t.app, parent, world, {
      birth_date: yearsBefore(clubDay(event.starts_at), 9),
    });
    const signup = await signUpChild(parent, child, event.id);
    await openGate(t.db, event.id);
    const url = `/api/events/${event.id}/signups/${signup.id}/attendance`;
    const at = new Date().toISOString();

    const refused = await writeAs(t.app, 'PUT', url, admin, { checked_in_at: at });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('events.awaitingConsent');
    const row = await t.db
      .selectFrom('event_signups')
      .select('checked_in_at')
      .where('id', '=', signup.id)
      .executeTakeFirstOrThrow();
    expect(row.checked_in_at).toBeNull();

    await actingAs(t.app, parent, child.id, 'PUT', `/api/events/${event.id}/consents`, {
      participation: true,
    });
    const arrived = await writeAs(t.app, 'PUT', url, admin, { checked_in_at: at });
    expect(arrived.statusCode).toBe(200);
  });

  it('leaves a child over the club’s photo age to give their own photo consent', async () => {
    const event = await createEventViaApi(t.app, board);
    const parent = await createMember(t.app, world);
    const child = await addChildViaApi(t.app, parent, world, {
      birth_date: yearsBefore(clubDay(event.starts_at), 15),
    });
    await signUpChild(parent, child, event.id);
    const refused = await actingAs(
      t.app,
      parent,
      child.id,
      'PUT',
      `/api/events/${event.id}/consents`,
      {
        photo: true,
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'household.ownPhotoConsent' });
    // Participation stays the guardian's.
    const ok = await actingAs(t.app, parent, child.id, 'PUT', `/api/events/${event.id}/consents`, {
      participation: true,
    });
    expect(ok.statusCode).toBe(200);

    // The board moves the age: now the guardian decides photos.
    await writeAs(t.app, 'PUT', '/api/settings', board, {
      household_ages: { own_photo_consent: 16, adult: 18, own_login: 13 },
    });
    const now = await actingAs(t.app, parent, child.id, 'PUT', `/api/events/${event.id}/consents`, {
      photo: true,
    });
    expect(now.statusCode).toBe(200);
    await writeAs(t.app, 'PUT', '/api/settings', board, {
      household_ages: { own_photo_consent: 15, adult: 18, own_login: 13 },
    });
  });

  it('needs no participation consent from an adult, and refuses consent without a sign-up', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member: adult } = await signedUpMember(t.app, world, event.id);
    const own = await getAs(t.app, `/api/events/${event.id}/consents`, adult);
    expect(own.json<EventConsents>()).toMatchObject({
      participation: { state: 'not_needed' },
      photo: { state: 'given' },
      may_decide: { participation: false, photo: true },
    });
    const refused = await writeAs(t.app, 'PUT', `/api/events/${event.id}/consents`, adult, {
      participation: true,
    });
    expect(refused.statusCode).toBe(403);

    const other = await createEventViaApi(t.app, board);
    const parent = await createMember(t.app, world);
    const child = await addChildViaApi(t.app, parent, world);
    const none = await actingAs(
      t.app,
      parent,
      child.id,
      'PUT',
      `/api/events/${other.id}/consents`,
      {
        participation: true,
      },
    );
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'household.notSignedUp' });
  });
});
