import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventMessage,
  EventMessagesResponse,
  EventThreadsResponse,
  SignupMessage,
  SignupMessagesResponse,
  StaffSignup,
} from '@club/shared/contract/events';
import type { Notification, NotificationsResponse } from '@club/shared/contract/notifications';
import type { StaffWork } from '@club/shared/contract/staff-work';
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
  createEventClub,
} from '../test/event-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

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

async function inbox(user: { token: string }): Promise<Notification[]> {
  return (await getAs(t.app, '/api/notifications', user)).json<NotificationsResponse>().items;
}

/** The member's notices of one kind about one event (its title in the parameters). */
async function noticesOf(user: { token: string }, kind: string, title: string) {
  return (await inbox(user)).filter(
    (note) => note.kind === kind && note.title.params.event === title,
  );
}

async function members(count: number): Promise<Member[]> {
  const made: Member[] = [];
  for (let i = 0; i < count; i += 1) made.push(await createMember(t.app, world));
  return made;
}

/**
 * An event with a confirmed player who paid, a confirmed player who paid part, a confirmed
 * crew member, a waitlisted player, a withdrawn member, and a member signed up for another
 * event only.
 */
async function party(title: string) {
  const event = await createEventViaApi(t.app, board, {
    title,
    capacity: { player: 2, crew: 1 },
    price: { player: 350, crew: 100 },
  });
  const other = await createEventViaApi(t.app, board, { title: `${title} (et andet)` });
  const [paid, partly, crew, waiting, withdrawn, elsewhere] = await members(6);
  const sPaid = await signUpViaApi(t.app, event.id, paid!);
  const sPartly = await signUpViaApi(t.app, event.id, partly!);
  await signUpViaApi(t.app, event.id, crew!, { role: 'crew', character_id: null });
  await signUpViaApi(t.app, event.id, waiting!);
  const sWithdrawn = await signUpViaApi(t.app, event.id, withdrawn!, {
    role: 'crew',
    character_id: null,
  });
  await signUpViaApi(t.app, other.id, elsewhere!);
  const pay = (signupId: number, amount: number) =>
    writeAs(t.app, 'POST', `/api/events/${event.id}/signups/${signupId}/payments`, admin, {
      amount,
    });
  await pay(sPaid.id, 350);
  await pay(sPartly.id, 200);
  await pay(sWithdrawn.id, 100);
  await writeAs(t.app, 'DELETE', `/api/events/${event.id}/signups/${sWithdrawn.id}`, withdrawn!);
  return {
    event,
    paid: paid!,
    partly: partly!,
    crew: crew!,
    waiting: waiting!,
    withdrawn: withdrawn!,
    elsewhere: elsewhere!,
  };
}

describe('changes reach people', () => {
  it('tells every confirmed and waitlisted member of a moved event what moved, and nobody else', async () => {
    const p = await party('Flyttet slag');
    const startsAt = daysFromNow(200);
    const endsAt = daysFromNow(202);
    const moved = await writeAs(t.app, 'PUT', `/api/events/${p.event.id}`, board, {
      starts_at: startsAt,
      ends_at: endsAt,
      location: 'Ny skov',
    });
    expect(moved.statusCode).toBe(200);

    for (const member of [p.paid, p.partly, p.crew, p.waiting]) {
      const [notice, ...more] = await noticesOf(member, 'event_changed', 'Flyttet slag');
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        title: {
          key: 'notifications.titles.eventChanged',
          params: {
            starts_at_from: p.event.starts_at,
            starts_at_to: new Date(startsAt).toISOString(),
            ends_at_from: p.event.ends_at,
            ends_at_to: new Date(endsAt).toISOString(),
            location_from: 'Ravnemark Skov',
            location_to: 'Ny skov',
          },
        },
        link: `/events/${p.event.id}`,
      });
    }
    for (const outsider of [p.withdrawn, p.elsewhere, board, admin]) {
      expect(await noticesOf(outsider, 'event_changed', 'Flyttet slag')).toEqual([]);
    }

    // And by mail, in the member's language, from what to what.
    const mails = await mailsTo(t.config.dataDir, p.waiting.email, 2);
    const changed = mails.map(readable).find((mail) => mail.includes('er ændret'));
    expect(changed).toContain('Sted: Ravnemark Skov → Ny skov');
    expect(changed).toMatch(/Start: \S+ \d+\. \S+ \d{4} kl\. \d{2}\.\d{2} → /);
  });

  it('tells only those whose role’s price changed, and says nothing for a title or a draft', async () => {
    const p = await party('Prisændring');
    await writeAs(t.app, 'PUT', `/api/events/${p.event.id}`, board, {
      price: { player: 350, crew: 150 },
      title: 'Prisændring',
      description: 'Ny tekst',
    });
    expect(await noticesOf(p.crew, 'event_changed', 'Prisændring')).toEqual([
      expect.objectContaining({
        title: expect.objectContaining({
          params: expect.objectContaining({ price_from: 100, price_to: 150 }),
        }),
      }),
    ]);
    for (const member of [p.paid, p.partly, p.waiting]) {
      expect(await noticesOf(member, 'event_changed', 'Prisændring')).toEqual([]);
    }

    const draft = await createEventViaApi(t.app, board, { title: 'Kladde', status: 'draft' });
    const changed = await writeAs(t.app, 'PUT', `/api/events/${draft.id}`, board, {
      starts_at: daysFromNow(60),
      ends_at: daysFromNow(61),
    });
    expect(changed.statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('notifications')
        .select('id')
        .where('title_params', 'like', '%Kladde%')
        .execute(),
    ).toEqual([]);
  });

  it('tells every confirmed and waitlisted member of a cancellation, and nobody else', async () => {
    const p = await party('Aflyst slag');
    await writeAs(t.app, 'PUT', `/api/events/${p.event.id}`, board, { status: 'cancelled' });
    for (const member of [p.paid, p.partly, p.crew, p.waiting]) {
      expect(await noticesOf(member, 'event_changed', 'Aflyst slag')).toEqual([
        expect.objectContaining({
          title: {
            key: 'notifications.titles.eventCancelled',
            params: { event: 'Aflyst slag', starts_at: p.event.starts_at },
          },
        }),
      ]);
    }
    for (const outsider of [p.withdrawn, p.elsewhere]) {
      expect(await noticesOf(outsider, 'event_changed', 'Aflyst slag')).toEqual([]);
    }
  });
});

describe('POST /api/events/{id}/messages', () => {
  const send = (eventId: number, to: string, user: { token: string } = admin) =>
    writeAs(t.app, 'POST', `/api/events/${eventId}/messages`, user, {
      subject: `Til ${to}`,
      body: 'Husk sovepose.\nDet bliver koldt.',
      to,
    });

  it('reaches exactly the chosen group, in the inbox and by mail, and staff see what was sent', async () => {
    const p = await party('Beskedslag');
    const all = [p.paid, p.partly, p.crew, p.waiting, p.withdrawn, p.elsewhere];
    const expected: Record<string, Member[]> = {
      all: [p.paid, p.partly, p.crew, p.waiting],
      players: [p.paid, p.partly],
      crew: [p.crew],
      unpaid: [p.partly, p.crew],
    };
    for (const [to, reached] of Object.entries(expected)) {
      const response = await send(p.event.id, to);
      expect(response.statusCode).toBe(201);
      expect(response.json<{ message: EventMessage }>().message).toMatchObject({
        to,
        recipients: reached.length,
        author_name: admin.name,
      });
      for (const member of all) {
        const got = (await noticesOf(member, 'event_message', 'Beskedslag')).filter(
          (note) => note.title.params.subject === `Til ${to}`,
        );
        expect(got, `${to}: ${member.name}`).toHaveLength(reached.includes(member) ? 1 : 0);
        if (got[0]) expect(got[0].body).toBe('Husk sovepose.\nDet bliver koldt.');
      }
    }
    const mails = await mailsTo(t.config.dataDir, p.crew.email, 3);
    expect(mails.map(readable).some((mail) => mail.includes('Husk sovepose.'))).toBe(true);

    const sent = await getAs(t.app, `/api/events/${p.event.id}/messages`, board);
    expect(sent.json<EventMessagesResponse>().messages.map((m) => m.to)).toEqual([
      'unpaid',
      'crew',
      'players',
      'all',
    ]);
  });

  it('is staff’s (403 for members), needs a subject and a body (400), and someone to reach (409)', async () => {
    const event = await createEventViaApi(t.app, board, { title: 'Tomt slag' });
    const [member] = await members(1);
    await signUpViaApi(t.app, event.id, member!);
    expect((await send(event.id, 'all', member!)).statusCode).toBe(403);
    expect((await getAs(t.app, `/api/events/${event.id}/messages`, member!)).statusCode).toBe(403);
    const empty = await writeAs(t.app, 'POST', `/api/events/${event.id}/messages`, admin, {
      subject: ' ',
      body: 'x',
      to: 'all',
    });
    expect(empty.statusCode).toBe(400);
    expect((await send(event.id, 'everyone')).statusCode).toBe(400);
    const nobody = await send(event.id, 'crew');
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().code).toBe('events.noRecipients');
    expect((await send(999999, 'all')).statusCode).toBe(404);
  });
});

describe('a member writes to the organizers', () => {
  it('lands in staff’s work list, reaches no other member, and staff’s answer reaches the member', async () => {
    const event = await createEventViaApi(t.app, board, { title: 'Trådslag' });
    const [member, other] = await members(2);
    const signup = await signUpViaApi(t.app, event.id, member!);
    const otherSignup = await signUpViaApi(t.app, event.id, other!);
    const url = `/api/events/${event.id}/signups/${signup.id}/messages`;
    const before = (await getAs(t.app, '/api/staff/work', admin)).json<StaffWork>();

    const written = await writeAs(t.app, 'POST', url, member!, { body: 'Kan jeg komme lørdag?' });
    expect(written.statusCode).toBe(201);
    expect(written.json<{ message: SignupMessage }>().message).toMatchObject({
      body: 'Kan jeg komme lørdag?',
      from_staff: false,
    });

    // Staff: one more waiting, the thread in their list, the sign-up marked.
    const work = (await getAs(t.app, '/api/staff/work', admin)).json<StaffWork>();
    expect(work.event_messages).toEqual({
      count: before.event_messages.count + 1,
      link: '/staff/messages',
    });
    const threads = (await getAs(t.app, '/api/event-threads', board)).json<EventThreadsResponse>();
    expect(threads.threads).toContainEqual(
      expect.objectContaining({
        event_id: event.id,
        signup_id: signup.id,
        user_name: member!.name,
        last_body: 'Kan jeg komme lørdag?',
      }),
    );
    const rows = (await getAs(t.app, `/api/events/${event.id}/signups`, admin)).json<{
      signups: StaffSignup[];
    }>().signups;
    expect(rows.find((row) => row.id === signup.id)?.message_waiting).toBe(true);
    expect(rows.find((row) => row.id === otherSignup.id)?.message_waiting).toBe(false);

    // No other member reads it or is told of it.
    expect((await getAs(t.app, url, other!)).statusCode).toBe(404);
    expect((await writeAs(t.app, 'POST', url, other!, { body: 'Hej' })).statusCode).toBe(404);
    expect(JSON.stringify(await inbox(other!))).not.toContain('lørdag');
    expect((await getAs(t.app, '/api/event-threads', member!)).statusCode).toBe(403);

    // Staff answer in the same thread; the member sees it and is told.
    const answer = await writeAs(t.app, 'POST', url, admin, { body: 'Ja, vi ses lørdag.' });
    expect(answer.statusCode).toBe(201);
    const thread = (await getAs(t.app, url, member!)).json<SignupMessagesResponse>();
    expect(thread.messages.map((m) => [m.from_staff, m.body])).toEqual([
      [false, 'Kan jeg komme lørdag?'],
      [true, 'Ja, vi ses lørdag.'],
    ]);
    expect(thread.messages[1]?.author_name).toBe(admin.name);
    const [told] = await noticesOf(member!, 'organizer_answer', 'Trådslag');
    expect(told).toMatchObject({ body: 'Ja, vi ses lørdag.', link: `/events/${event.id}#signup` });
    expect(await noticesOf(other!, 'organizer_answer', 'Trådslag')).toEqual([]);

    // Answered: no longer waiting.
    const after = (await getAs(t.app, '/api/staff/work', admin)).json<StaffWork>();
    expect(after.event_messages.count).toBe(before.event_messages.count);
    const left = (await getAs(t.app, '/api/event-threads', admin)).json<EventThreadsResponse>();
    expect(left.threads.map((thread) => thread.signup_id)).not.toContain(signup.id);
  });
});
