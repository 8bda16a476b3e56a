import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  mailsTo,
  readable,
  daysFromNow,
  signUpViaApi,
  type EventWorld,
  type Member,
  signedUpMember,
} from '../test/event-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';
import { buildServices } from '../services';

let t: TestApp;
let board: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://klub.example.dk/' });
  board = await createUser(t.app, { role: 'bestyrelse' });
  world = await createEventWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** The path of a calendar address, for app.inject. */
const pathOf = (url: string) => new URL(url).pathname;

/** A content line with its folds undone. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '');

describe('GET /api/events/{id}/calendar.ics', () => {
  it('gives one event as an iCalendar file with its description as plain text', async () => {
    const event = await createEventViaApi(t.app, board, {
      title: 'Slaget, ved Ravnemark',
      description: '**Kost** er med.\n\n- Telt\n- Sovepose',
    });
    const { member } = await signedUpMember(t.app, world, event.id);
    const response = await getAs(t.app, `/api/events/${event.id}/calendar.ics`, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="arrangement-${event.id}.ics"`,
    );
    const ics = unfolded(response.body);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`UID:event-${event.id}@klub.example.dk`);
    expect(ics).toContain('SUMMARY:[Tilmeldt] Slaget\\, ved Ravnemark');
    expect(ics).toContain('DESCRIPTION:Kost er med.\\n\\n- Telt\\n- Sovepose');
    expect(ics).not.toContain('**');
  });

  it('hides a draft from members (404), and wants a login (401)', async () => {
    const draft = await createEventViaApi(t.app, board, { status: 'draft' });
    const member = await createMember(t.app, world);
    expect((await getAs(t.app, `/api/events/${draft.id}/calendar.ics`, member)).statusCode).toBe(
      404,
    );
    expect((await getAs(t.app, `/api/events/${draft.id}/calendar.ics`, board)).statusCode).toBe(
      200,
    );
    expect((await getAs(t.app, `/api/events/${draft.id}/calendar.ics`, null)).statusCode).toBe(401);
    expect((await getAs(t.app, '/api/events/999999/calendar.ics', member)).statusCode).toBe(404);
  });
});

describe('GET /api/calendar and the feed', () => {
  it('gives a member one private address under PUBLIC_URL, the same on every call', async () => {
    const member = await createUser(t.app);
    const first = await getAs(t.app, '/api/calendar', member);
    expect(first.statusCode).toBe(200);
    const { url } = first.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/klub\.example\.dk\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await getAs(t.app, '/api/calendar', member)).json()).toEqual({ url });
    const other = await getAs(t.app, '/api/calendar', await createUser(t.app));
    expect(other.json<{ url: string }>().url).not.toBe(url);
    expect((await getAs(t.app, '/api/calendar', null)).statusCode).toBe(401);
  });

  it('serves published and cancelled events with the member’s status, without login', async () => {
    const member = await createMember(t.app, world);
    const mine = await createEventViaApi(t.app, board, { title: 'Tinget, nord; del 1' });
    const full = await createEventViaApi(t.app, board, {
      title: 'Fuldt hus',
      capacity: { player: 1, crew: 0 },
    });
    const cancelled = await createEventViaApi(t.app, board, { title: 'Aflyst tur' });
    const draft = await createEventViaApi(t.app, board, { status: 'draft', title: 'Skitse' });
    await signUpViaApi(t.app, mine.id, member);
    await signUpViaApi(t.app, full.id, await createMember(t.app, world));
    await signUpViaApi(t.app, full.id, member);
    await writeAs(t.app, 'PUT', `/api/events/${cancelled.id}`, board, { status: 'cancelled' });

    const { url } = (await getAs(t.app, '/api/calendar', member)).json<{ url: string }>();
    const feed = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = feed.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    const text = unfolded(ics);
    expect(text).toContain(`UID:event-${mine.id}@klub.example.dk`);
    expect(text).toContain('SUMMARY:[Tilmeldt] Tinget\\, nord\\; del 1');
    expect(text).toContain('SUMMARY:[Venteliste 1] Fuldt hus');
    expect(text).toContain('SUMMARY:[Aflyst] Aflyst tur');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).not.toContain('Skitse');
    expect(text).not.toContain(`event-${draft.id}@`);
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    // The same event keeps its UID from one fetch to the next.
    const again = unfolded((await t.app.inject({ method: 'GET', url: pathOf(url) })).body);
    expect(again).toContain(`UID:event-${mine.id}@klub.example.dk`);
  });

  it('answers an unknown or malformed token with 404', async () => {
    for (const name of [
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      'short.ics',
      'no-extension-but-long-enough-token',
      '..%2F..%2Fetc.ics',
      'token',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/calendar/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
  });

  it('ends the old address when the member makes a new one', async () => {
    const member = await createUser(t.app);
    const old = (await getAs(t.app, '/api/calendar', member)).json<{ url: string }>().url;
    const renewed = await writeAs(t.app, 'POST', '/api/calendar/token', member);
    expect(renewed.statusCode).toBe(200);
    const { url } = renewed.json<{ url: string }>();
    expect(url).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: pathOf(old) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(200);
    expect((await getAs(t.app, '/api/calendar', member)).json()).toEqual({ url });
  });
});

describe('event mails', () => {
  it('tells everyone signed up, waitlist included, when the board cancels the event, in their language', async () => {
    const event = await createEventViaApi(t.app, board, {
      title: 'Sommerslaget',
      capacity: { player: 1, crew: 0 },
    });
    const [a, b] = [await createMember(t.app, world), await createMember(t.app, world)];
    await signUpViaApi(t.app, event.id, a);
    await signUpViaApi(t.app, event.id, b);
    const cancelled = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    for (const member of [a, b]) {
      const mails = await mailsTo(t.config.dataDir, member.email, 2);
      const cancellation = mails.map(readable).find((mail) => mail.includes('er aflyst'));
      expect(cancellation).toContain('Sommerslaget, som skulle have begyndt');
      // One language: the member's (Danish until they choose English).
      expect(cancellation).not.toContain('is cancelled');
      const inbox = (await getAs(t.app, '/api/notifications', member)).json();
      expect(inbox.items[0]).toMatchObject({
        kind: 'event_changed',
        title: { key: 'notifications.titles.eventCancelled', params: { event: 'Sommerslaget' } },
      });
    }
  });

  it('sends each confirmed member one reminder, even when two sweeps race', async () => {
    const soon = await createEventViaApi(t.app, board, {
      title: 'Om fire dage',
      starts_at: daysFromNow(4),
      ends_at: daysFromNow(5),
      signup_closes_at: daysFromNow(3),
      capacity: { player: 2, crew: 0 },
    });
    const far = await createEventViaApi(t.app, board, {
      title: 'Om tyve dage',
      starts_at: daysFromNow(20),
      ends_at: daysFromNow(21),
      signup_closes_at: daysFromNow(19),
    });
    const members: Member[] = [];
    for (let i = 0; i < 3; i += 1) members.push(await createMember(t.app, world));
    for (const member of members) await signUpViaApi(t.app, soon.id, member);
    await signUpViaApi(t.app, far.id, members[0]!);
    const countReminders = async (title: string) => {
      let n = 0;
      for (const member of members) {
        const mails = await mailsTo(t.config.dataDir, member.email);
        n += mails.filter((mail) => readable(mail).includes(`Snart: ${title}`)).length;
      }
      return n;
    };

    // Two servers' sweeps at once, each with its own mailer and connections.
    const sweeper = () =>
      buildServices({
        handle: t.testDb.handle,
        config: { ...t.config, eventReminderDays: 7 },
        log: { info: () => {}, error: () => {} },
      }).eventReminders;
    const sent = await Promise.all([sweeper().sendDue(), sweeper().sendDue(), sweeper().sendDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sweeper().sendDue()).toBe(0);
    await t.app.sweepEventReminders();
    expect(await countReminders('Om fire dage')).toBe(2);
    expect(await countReminders('Om tyve dage')).toBe(0);
  });
});
