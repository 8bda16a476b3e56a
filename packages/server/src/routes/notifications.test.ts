import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '@club/shared/contract/characters';
import type { NotificationsResponse } from '@club/shared/contract/notifications';
import type { StaffWork } from '@club/shared/contract/staff-work';
import { createUser, type CreatedUser } from '../test/factories';
import {
  abilityAt,
  createCharacterViaApi,
  createCharacterWorld,
  pick,
  type CharacterWorld,
} from '../test/character-factories';
import {
  createEventViaApi,
  createMember,
  daysFromNow,
  openGate,
  startEvent,
  mailsTo,
  readable,
  signUpViaApi,
} from '../test/event-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let world: CharacterWorld;
let board: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp({ startingXp: 10 });
  world = await createCharacterWorld(t.db);
  board = await createUser(t.app, { role: 'bestyrelse' });
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const eventWorld = () => ({ raceId: world.race.id, classId: world.cls.id });

async function inbox(user: { token: string }) {
  return (await getAs(t.app, '/api/notifications', user)).json<NotificationsResponse>();
}

async function lockedCharacter(): Promise<{ owner: CreatedUser; character: Character }> {
  const owner = await createUser(t.app);
  const character = await createCharacterViaApi(t.app, owner.token, world);
  const first = world.mandatory[0]!.id;
  const saved = await writeAs(t.app, 'POST', `/api/characters/${character.id}/abilities`, owner, {
    abilities: [pick(world, first, 1)],
  });
  expect(saved.statusCode).toBe(200);
  return { owner, character };
}

describe('notifications per kind', () => {
  it('a change request answered notifies its owner and mails unless turned off', async () => {
    const { owner, character } = await lockedCharacter();
    const asked = await writeAs(
      t.app,
      'POST',
      `/api/characters/${character.id}/change-requests`,
      owner,
      {
        message: 'Må jeg bytte?',
      },
    );
    const id = asked.json<{ id: number }>().id;
    await writeAs(t.app, 'PATCH', `/api/change-requests/${id}`, admin, {
      status: 'declined',
      reason: 'Ikke nu',
    });
    const notes = await inbox(owner);
    expect(notes.items[0]).toMatchObject({
      kind: 'change_request_answered',
      title: {
        key: 'notifications.titles.changeRequestDeclined',
        params: { character: character.name },
      },
      link: `/character/${character.id}`,
    });
    const [answerMail] = await mailsTo(t.testDb.dataDir, owner.email, 1);
    // One language, the member's (Danish until they choose), with the organizer's reason.
    expect(readable(answerMail!)).toContain('Din ændringsanmodning for');
    expect(readable(answerMail!)).toContain('Begrundelse: Ikke nu');
    expect(readable(answerMail!)).not.toContain('Your change request');

    const quiet = await lockedCharacter();
    await writeAs(t.app, 'PUT', '/api/me/preferences', quiet.owner, {
      mail: { change_request_answered: false },
    });
    const second = await writeAs(
      t.app,
      'POST',
      `/api/characters/${quiet.character.id}/change-requests`,
      quiet.owner,
      { message: 'Må jeg?' },
    );
    await writeAs(
      t.app,
      'PATCH',
      `/api/change-requests/${second.json<{ id: number }>().id}`,
      admin,
      {
        status: 'approved',
      },
    );
    expect((await inbox(quiet.owner)).items[0]?.title.key).toBe(
      'notifications.titles.changeRequestApproved',
    );
    // An XP award (a kind left on) mails; when it has arrived, the answer's mail would have too.
    await writeAs(t.app, 'POST', `/api/characters/${quiet.character.id}/xp`, admin, {
      amount: 1,
      reason: 'Hjælp i køkkenet',
    });
    await t.app.mailNotifications();
    const mails = await mailsTo(t.testDb.dataDir, quiet.owner.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).not.toMatch(/ndringsanmodning/);
  });

  it('XP awarded by staff notifies the owner; a correction does not', async () => {
    const { owner, character } = await lockedCharacter();
    await writeAs(t.app, 'POST', `/api/characters/${character.id}/xp`, admin, {
      amount: 2,
      reason: 'God rollespil',
    });
    await writeAs(t.app, 'POST', `/api/characters/${character.id}/xp`, admin, {
      amount: -1,
      reason: 'Rettelse',
    });
    const notes = await inbox(owner);
    expect(notes.items.map((item) => [item.kind, item.title.params.amount])).toEqual([
      ['xp_awarded', 2],
    ]);
  });

  it('settling an event notifies every character that got XP', async () => {
    const member = await createMember(t.app, eventWorld());
    const event = await createEventViaApi(t.app, board, { xp: { player: 4, crew: 0 } });
    const signup = await signUpViaApi(t.app, event.id, member);
    await openGate(t.db, event.id);
    await writeAs(t.app, 'PUT', `/api/events/${event.id}/signups/${signup.id}/attendance`, admin, {
      checked_in_at: daysFromNow(0),
    });
    await startEvent(t.db, event.id);
    expect((await writeAs(t.app, 'POST', `/api/events/${event.id}/settle`, admin)).statusCode).toBe(
      200,
    );
    const notes = await inbox(member);
    // The reason as a key and its parameters, so the inbox says it in the reader's language.
    expect(notes.items[0]).toMatchObject({
      kind: 'xp_awarded',
      title: {
        params: {
          amount: 4,
          reason: `Arrangement: ${event.title}`,
          reason_key: 'xp.reasons.event',
          event: event.title,
        },
      },
    });
  });

  it('a waitlist promotion notifies the member moved up, and mails them unless turned off', async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 1, crew: 0 } });
    const first = await createMember(t.app, eventWorld());
    const waiting = await createMember(t.app, eventWorld());
    const firstSignup = await signUpViaApi(t.app, event.id, first);
    await signUpViaApi(t.app, event.id, waiting);
    await writeAs(t.app, 'DELETE', `/api/events/${event.id}/signups/${firstSignup.id}`, first);
    const notes = await inbox(waiting);
    expect(notes.items[0]).toMatchObject({
      kind: 'waitlist_promoted',
      title: { params: { event: event.title } },
      link: `/events/${event.id}`,
    });
    // The sign-up mail, then the promotion mail.
    expect(await mailsTo(t.testDb.dataDir, waiting.email, 2)).toHaveLength(2);
  });

  it('an event reminder is in the inbox once, and mailed only to those who want it', async () => {
    const event = await createEventViaApi(t.app, board, {
      starts_at: daysFromNow(2),
      ends_at: daysFromNow(3),
      signup_closes_at: daysFromNow(1),
    });
    const wants = await createMember(t.app, eventWorld());
    const quiet = await createMember(t.app, eventWorld());
    await writeAs(t.app, 'PUT', '/api/me/preferences', quiet, { mail: { event_reminder: false } });
    await signUpViaApi(t.app, event.id, wants);
    await signUpViaApi(t.app, event.id, quiet);
    await t.app.sweepEventReminders();
    await t.app.sweepEventReminders();
    for (const member of [wants, quiet]) {
      const reminders = (await inbox(member)).items.filter(
        (item) => item.kind === 'event_reminder',
      );
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.title.params).toMatchObject({ event: event.title });
    }
    // Sign-up mail and reminder for one; only the sign-up mail for the other.
    expect(await mailsTo(t.testDb.dataDir, wants.email, 2)).toHaveLength(2);
    expect(await mailsTo(t.testDb.dataDir, quiet.email, 1)).toHaveLength(1);
  });

  it('a rules change putting a sheet under review notifies its owner; a dry run does not', async () => {
    const { owner, character } = await lockedCharacter();
    const ability = abilityAt(world, world.mandatory[0]!.id, 1);
    await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}?dry_run=true`, board, {
      xpcost: 50,
    });
    expect((await inbox(owner)).items).toEqual([]);
    const changed = await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}`, board, {
      xpcost: 50,
    });
    expect(changed.statusCode).toBe(200);
    const notes = await inbox(owner);
    expect(notes.items[0]).toMatchObject({
      kind: 'sheet_needs_review',
      title: { params: { character: character.name } },
      link: `/character/${character.id}`,
    });
    await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}`, board, { xpcost: 2 });
  });
});

describe('mails in the member’s language', () => {
  it('keeps the language the member chose, and writes the mail in it alone, with the organizer’s comment', async () => {
    const member = await createMember(t.app, eventWorld());
    expect((await getAs(t.app, '/api/me/preferences', member)).json().language).toBe('da');
    const chosen = await writeAs(t.app, 'PUT', '/api/me/preferences', member, { language: 'en' });
    expect(chosen.json()).toMatchObject({ language: 'en', mail: { background_reviewed: true } });
    expect(
      (await writeAs(t.app, 'PUT', '/api/me/preferences', member, { language: 'de' })).statusCode,
    ).toBe(400);
    expect((await writeAs(t.app, 'PUT', '/api/me/preferences', member, {})).statusCode).toBe(400);

    await writeAs(t.app, 'PUT', `/api/characters/${member.characterId}/background`, member, {
      text: 'Født i stormen',
    });
    await writeAs(t.app, 'POST', `/api/characters/${member.characterId}/background/submit`, member);
    await writeAs(t.app, 'POST', `/api/characters/${member.characterId}/background/review`, admin, {
      status: 'changes_requested',
      comment: 'Skriv mere om din mor.',
    });
    const [notice] = (await inbox(member)).items;
    expect(notice).toMatchObject({ kind: 'background_reviewed', body: 'Skriv mere om din mor.' });
    const [mail] = await mailsTo(t.testDb.dataDir, member.email, 1);
    const text = readable(mail!);
    expect(text).toContain('The organizers ask for changes to the background');
    expect(text).toContain('Skriv mere om din mor.');
    expect(text).not.toContain('Arrangørerne beder');
    expect(text).not.toContain('Hej ');
  });
});

describe('GET /api/staff/work', () => {
  it('counts what waits for staff and refuses members', async () => {
    const member = await createMember(t.app, eventWorld());
    expect((await getAs(t.app, '/api/staff/work', member)).statusCode).toBe(403);
    const before = (await getAs(t.app, '/api/staff/work', admin)).json<StaffWork>();

    await writeAs(t.app, 'PUT', `/api/characters/${member.characterId}/background`, member, {
      text: 'Født i stormen',
    });
    await writeAs(t.app, 'POST', `/api/characters/${member.characterId}/background/submit`, member);
    const event = await createEventViaApi(t.app, board, { xp: { player: 1, crew: 1, report: 1 } });
    const signup = await signUpViaApi(t.app, event.id, member);
    await openGate(t.db, event.id);
    await writeAs(t.app, 'PUT', `/api/events/${event.id}/signups/${signup.id}/attendance`, admin, {
      checked_in_at: daysFromNow(0),
    });
    await writeAs(t.app, 'POST', `/api/events/${event.id}/reports`, member, { text: 'Rapport' });

    const after = (await getAs(t.app, '/api/staff/work', admin)).json<StaffWork>();
    expect(after.backgrounds.count).toBe(before.backgrounds.count + 1);
    expect(after.reports.count).toBe(before.reports.count + 1);
    expect(after.unpaid_signups.count).toBe(before.unpaid_signups.count + 1);
    expect(after.backgrounds.link).toBe('/staff/backgrounds');
    expect(after.total).toBe(
      after.change_requests.count +
        after.backgrounds.count +
        after.reports.count +
        after.sheets_under_review.count +
        after.unpaid_signups.count +
        after.refunds_due.count +
        after.event_messages.count,
    );

    await writeAs(t.app, 'PATCH', `/api/events/${event.id}/signups/${signup.id}`, admin, {
      payment_status: 'paid',
    });
    const paid = (await getAs(t.app, '/api/staff/work', admin)).json<StaffWork>();
    expect(paid.unpaid_signups.count).toBe(before.unpaid_signups.count);
  });
});

describe('the API documentation', () => {
  it('describes every route between players and organizers', async () => {
    const response = await getAs(t.app, '/api/docs/json', admin);
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const expected: [string, string[]][] = [
      ['/api/characters/{id}/background', ['get', 'put']],
      ['/api/characters/{id}/background/submit', ['post']],
      ['/api/characters/{id}/background/review', ['post']],
      ['/api/backgrounds', ['get']],
      ['/api/characters/{id}/comments', ['get', 'post']],
      ['/api/events/{id}/reports', ['get', 'post']],
      ['/api/events/{id}/reports/{reportId}', ['put']],
      ['/api/events/{id}/reports/{reportId}/review', ['post']],
      ['/api/reports', ['get']],
      ['/api/characters/{id}/story', ['get']],
      ['/api/notifications', ['get']],
      ['/api/notifications/read', ['post']],
      ['/api/me/preferences', ['get', 'put']],
      ['/api/staff/work', ['get']],
      ['/api/me', ['put', 'delete']],
      ['/api/me/export', ['get']],
      ['/api/me/email', ['post']],
      ['/api/me/email/confirm', ['post']],
      ['/api/me/password', ['post']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
  });
});
