import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '@club/shared/contract/events';
import type { NotificationsResponse } from '@club/shared/contract/notifications';
import type {
  EventReport,
  ReportDraftResponse,
  ReportsResponse,
} from '@club/shared/contract/reports';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  daysFromNow,
  openGate,
  signUpViaApi,
  type EventWorld,
  type Member,
} from '../test/event-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

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

const reportsUrl = (eventId: number) => `/api/events/${eventId}/reports`;

/** An event with report XP and a member who signed up and (unless told) was checked in. */
async function attended(
  options: { checkIn?: boolean; xpReport?: number; title?: string } = {},
): Promise<{ event: Event; member: Member; signupId: number }> {
  const event = await createEventViaApi(t.app, board, {
    title: options.title ?? 'Vinterslaget',
    xp: { player: 4, crew: 3, report: options.xpReport ?? 2 },
  });
  const member = await createMember(t.app, world);
  const signup = await signUpViaApi(t.app, event.id, member);
  if (options.checkIn !== false) {
    await openGate(t.db, event.id);
    const arrived = await writeAs(
      t.app,
      'PUT',
      `/api/events/${event.id}/signups/${signup.id}/attendance`,
      admin,
      { checked_in_at: daysFromNow(0) },
    );
    expect(arrived.statusCode).toBe(200);
  }
  return { event, member, signupId: signup.id };
}

async function write(eventId: number, member: { token: string }, text = 'Vi holdt broen.') {
  return writeAs(t.app, 'POST', reportsUrl(eventId), member, { text });
}

function reportXp(characterId: number) {
  return t.db
    .selectFrom('xp_awards')
    .select(['amount', 'reason'])
    .where('character_id', '=', characterId)
    .where('reason', 'like', 'Efterspilsrapport:%')
    .execute();
}

describe('the event xp.report field', () => {
  it('defaults to 0, is set on create and kept by an update that leaves it out', async () => {
    const plain = await createEventViaApi(t.app, board, { xp: { player: 1, crew: 1 } });
    expect(plain.xp.report).toBe(0);
    const withReport = await createEventViaApi(t.app, board, {
      xp: { player: 1, crew: 1, report: 5 },
    });
    expect(withReport.xp).toEqual({ player: 1, crew: 1, report: 5 });
    const updated = await writeAs(t.app, 'PUT', `/api/events/${withReport.id}`, board, {
      xp: { player: 2, crew: 2 },
    });
    expect(updated.json<Event>().xp).toEqual({ player: 2, crew: 2, report: 5 });
    const changed = await writeAs(t.app, 'PUT', `/api/events/${withReport.id}`, board, {
      xp: { player: 2, crew: 2, report: 3 },
    });
    expect(changed.json<Event>().xp.report).toBe(3);
    const tooMuch = await writeAs(t.app, 'PUT', `/api/events/${withReport.id}`, board, {
      xp: { player: 2, crew: 2, report: -1 },
    });
    expect(tooMuch.statusCode).toBe(400);
  });
});

describe('POST /api/events/{id}/reports', () => {
  it('refuses a member who was not checked in, or not signed up, with 409', async () => {
    const { event, member } = await attended({ checkIn: false });
    const refused = await write(event.id, member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('reports.notCheckedIn');
    const stranger = await createMember(t.app, world);
    expect((await write(event.id, stranger)).json<{ code: string }>().code).toBe(
      'reports.notCheckedIn',
    );
    const rows = await t.db
      .selectFrom('event_reports')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('takes one report per sign-up from a checked-in member', async () => {
    const { event, member, signupId } = await attended();
    const created = await write(event.id, member);
    expect(created.statusCode).toBe(201);
    expect(created.json<{ report: EventReport }>().report).toMatchObject({
      event_id: event.id,
      signup_id: signupId,
      character_id: member.characterId,
      user_id: member.id,
      status: 'submitted',
      xp_awarded: null,
    });
    const second = await write(event.id, member, 'Igen');
    expect(second.statusCode).toBe(409);
    expect(second.json<{ code: string }>().code).toBe('reports.alreadyWritten');
    expect((await write(event.id, member, '   ')).statusCode).toBe(400);
    expect((await write(999_999, member)).statusCode).toBe(404);
  });

  it("lists the member's own report to them and all reports to staff", async () => {
    const first = await attended();
    const second = await createMember(t.app, world);
    const signup = await signUpViaApi(t.app, first.event.id, second);
    await openGate(t.db, first.event.id);
    await writeAs(
      t.app,
      'PUT',
      `/api/events/${first.event.id}/signups/${signup.id}/attendance`,
      admin,
      { checked_in_at: daysFromNow(0) },
    );
    await write(first.event.id, first.member, 'Min rapport');
    await write(first.event.id, second, 'Din rapport');
    const mine = await getAs(t.app, reportsUrl(first.event.id), first.member);
    expect(mine.json<ReportsResponse>().reports.map((r) => r.text)).toEqual(['Min rapport']);
    const all = await getAs(t.app, reportsUrl(first.event.id), admin);
    expect(all.json<ReportsResponse>().reports).toHaveLength(2);
    const waiting = await getAs(t.app, '/api/reports', admin);
    expect(waiting.json<ReportsResponse>().reports.map((r) => r.text)).toEqual(
      expect.arrayContaining(['Min rapport', 'Din rapport']),
    );
    expect((await getAs(t.app, '/api/reports', first.member)).statusCode).toBe(403);
  });
});

describe('POST /api/events/{id}/reports/{reportId}/review', () => {
  it('returns a report with a comment; the author rewrites it; approving awards xp.report once', async () => {
    const { event, member } = await attended({ xpReport: 3, title: 'Høstmarkedet' });
    const report = (await write(event.id, member)).json<{ report: EventReport }>().report;
    const reviewUrl = `${reportsUrl(event.id)}/${report.id}/review`;

    expect(
      (await writeAs(t.app, 'POST', reviewUrl, member, { status: 'approved' })).statusCode,
    ).toBe(403);
    expect(
      (await writeAs(t.app, 'POST', reviewUrl, admin, { status: 'returned' })).statusCode,
    ).toBe(400);
    const returned = await writeAs(t.app, 'POST', reviewUrl, admin, {
      status: 'returned',
      comment: 'Fortæl mere om broen',
    });
    expect(returned.json<{ report: EventReport }>().report).toMatchObject({
      status: 'returned',
      review_comment: 'Fortæl mere om broen',
    });
    expect(await reportXp(member.characterId)).toEqual([]);

    const other = await createMember(t.app, world);
    const stolen = await writeAs(t.app, 'PUT', `${reportsUrl(event.id)}/${report.id}`, other, {
      text: 'Min nu',
    });
    expect(stolen.statusCode).toBe(403);
    const rewritten = await writeAs(t.app, 'PUT', `${reportsUrl(event.id)}/${report.id}`, member, {
      text: 'Vi holdt broen i tre timer.',
    });
    expect(rewritten.json<{ report: EventReport }>().report.status).toBe('submitted');

    const approved = await writeAs(t.app, 'POST', reviewUrl, admin, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<{ report: EventReport }>().report).toMatchObject({
      status: 'approved',
      xp_awarded: 3,
    });
    const again = await writeAs(t.app, 'POST', reviewUrl, admin, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('reports.notReviewable');
    expect(await reportXp(member.characterId)).toEqual([
      { amount: 3, reason: 'Efterspilsrapport: Høstmarkedet' },
    ]);
    const locked = await writeAs(t.app, 'PUT', `${reportsUrl(event.id)}/${report.id}`, member, {
      text: 'Ændret',
    });
    expect(locked.json<{ code: string }>().code).toBe('reports.notEditable');

    const inbox = (await getAs(t.app, '/api/notifications', member)).json<NotificationsResponse>();
    expect(inbox.items.map((item) => item.title.key)).toEqual([
      'notifications.titles.reportApproved',
      'notifications.titles.xpAwarded',
      'notifications.titles.reportReturned',
    ]);
    expect(inbox.items.find((item) => item.kind === 'xp_awarded')?.title.params).toMatchObject({
      amount: 3,
      reason: 'Efterspilsrapport: Høstmarkedet',
    });
  });

  it('awards once when two approvals race', async () => {
    const { event, member } = await attended({ xpReport: 2 });
    const report = (await write(event.id, member)).json<{ report: EventReport }>().report;
    const reviewUrl = `${reportsUrl(event.id)}/${report.id}/review`;
    const answers = await Promise.all([
      writeAs(t.app, 'POST', reviewUrl, admin, { status: 'approved' }),
      writeAs(t.app, 'POST', reviewUrl, board, { status: 'approved' }),
      writeAs(t.app, 'POST', reviewUrl, admin, { status: 'approved' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await reportXp(member.characterId)).toHaveLength(1);
  });

  it('approves without a ledger row when the event gives no report XP', async () => {
    const { event, member } = await attended({ xpReport: 0 });
    const report = (await write(event.id, member)).json<{ report: EventReport }>().report;
    const approved = await writeAs(
      t.app,
      'POST',
      `${reportsUrl(event.id)}/${report.id}/review`,
      admin,
      { status: 'approved' },
    );
    expect(approved.json<{ report: EventReport }>().report.xp_awarded).toBe(0);
    expect(await reportXp(member.characterId)).toEqual([]);
  });
});

describe('the draft of a report (/api/events/{id}/reports/draft)', () => {
  const draftUrl = (eventId: number) => `${reportsUrl(eventId)}/draft`;

  it('keeps what the member writes, for them alone, and drops it when the report is sent', async () => {
    const { event, member } = await attended();
    expect((await getAs(t.app, draftUrl(event.id), member)).json<ReportDraftResponse>()).toEqual({
      draft: null,
    });
    const saved = await writeAs(t.app, 'PUT', draftUrl(event.id), member, { text: 'Vi holdt' });
    expect(saved.statusCode).toBe(200);
    const again = await writeAs(t.app, 'PUT', draftUrl(event.id), member, {
      text: 'Vi holdt broen',
    });
    const draft = again.json<ReportDraftResponse>().draft;
    expect(draft?.text).toBe('Vi holdt broen');
    // Read back from another phone: the same draft.
    expect((await getAs(t.app, draftUrl(event.id), member)).json<ReportDraftResponse>()).toEqual({
      draft,
    });
    // Staff never read a member's draft: their own is empty.
    expect((await getAs(t.app, draftUrl(event.id), admin)).json<ReportDraftResponse>()).toEqual({
      draft: null,
    });

    const sent = await write(event.id, member, 'Vi holdt broen til daggry.');
    expect(sent.statusCode).toBe(201);
    expect((await getAs(t.app, draftUrl(event.id), member)).json<ReportDraftResponse>()).toEqual({
      draft: null,
    });

    // A change to the sent report has its own draft, dropped when the change is saved.
    const reportId = sent.json<{ report: EventReport }>().report.id;
    await writeAs(t.app, 'PUT', draftUrl(event.id), member, { text: 'Ændring' });
    const rewritten = await writeAs(t.app, 'PUT', `${reportsUrl(event.id)}/${reportId}`, member, {
      text: 'Vi holdt broen til middag.',
    });
    expect(rewritten.statusCode).toBe(200);
    expect((await getAs(t.app, draftUrl(event.id), member)).json<ReportDraftResponse>()).toEqual({
      draft: null,
    });
  });

  it('refuses a draft from who may not write the report, and once it is approved', async () => {
    const { event, member } = await attended({ checkIn: false });
    const refused = await writeAs(t.app, 'PUT', draftUrl(event.id), member, { text: 'Hej' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('reports.notCheckedIn');
    const tooLong = await writeAs(t.app, 'PUT', draftUrl(event.id), member, {
      text: 'x'.repeat(20_001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await writeAs(t.app, 'PUT', draftUrl(999_999), member, { text: 'Hej' })).statusCode,
    ).toBe(404);

    const done = await attended();
    const sent = await write(done.event.id, done.member);
    const reportId = sent.json<{ report: EventReport }>().report.id;
    const approved = await writeAs(
      t.app,
      'POST',
      `${reportsUrl(done.event.id)}/${reportId}/review`,
      admin,
      { status: 'approved' },
    );
    expect(approved.statusCode).toBe(200);
    const late = await writeAs(t.app, 'PUT', draftUrl(done.event.id), done.member, { text: 'Ny' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string }>().code).toBe('reports.notEditable');
    const rows = await t.db.selectFrom('report_drafts').select('text').execute();
    expect(rows.map((row) => row.text)).not.toContain('Hej');
    expect(rows.map((row) => row.text)).not.toContain('Ny');
  });

  it('throws a draft away on request', async () => {
    const { event, member } = await attended();
    await writeAs(t.app, 'PUT', draftUrl(event.id), member, { text: 'Glem det' });
    const gone = await writeAs(t.app, 'DELETE', draftUrl(event.id), member);
    expect(gone.statusCode).toBe(204);
    expect((await getAs(t.app, draftUrl(event.id), member)).json<ReportDraftResponse>()).toEqual({
      draft: null,
    });
  });
});

describe('GET /api/characters/{id}/story', () => {
  it("shows the character's reports, newest event first, to the owner and staff only", async () => {
    const member = await createMember(t.app, world);
    for (const [title, days] of [
      ['Forårsmødet', 10],
      ['Sommerslaget', 40],
    ] as const) {
      const event = await createEventViaApi(t.app, board, {
        title,
        starts_at: daysFromNow(days),
        ends_at: daysFromNow(days + 1),
      });
      const signup = await signUpViaApi(t.app, event.id, member);
      // The later event starts later, after the gates of both opened.
      await openGate(t.db, event.id, days * 6);
      await writeAs(
        t.app,
        'PUT',
        `/api/events/${event.id}/signups/${signup.id}/attendance`,
        admin,
        {
          checked_in_at: daysFromNow(0),
        },
      );
      expect((await write(event.id, member, `Fra ${title}`)).statusCode).toBe(201);
    }
    const story = await getAs(t.app, `/api/characters/${member.characterId}/story`, member);
    expect(story.json<ReportsResponse>().reports.map((r) => r.event_title)).toEqual([
      'Sommerslaget',
      'Forårsmødet',
    ]);
    expect(
      (await getAs(t.app, `/api/characters/${member.characterId}/story`, admin)).statusCode,
    ).toBe(200);
    const other = await createMember(t.app, world);
    expect(
      (await getAs(t.app, `/api/characters/${member.characterId}/story`, other)).statusCode,
    ).toBe(403);
  });
});
