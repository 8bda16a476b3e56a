import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@club/shared/contract/settings';
import { runCli } from '../cli';
import { createEventRetentionService } from '../modules/events/event-retention.service';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  signUpViaApi,
  type EventWorld,
} from '../test/event-factories';
import { auditRowsFor, buildTestApp, getAs, type TestApp } from '../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let board: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  board = await createUser(t.app, { role: 'bestyrelse' });
  world = await createEventWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** An event with one sign-up whose end is moved `endedDaysAgo` into the past. */
async function eventEnded(endedDaysAgo: number) {
  const event = await createEventViaApi(t.app, board);
  const member = await createMember(t.app, world);
  const signup = await signUpViaApi(t.app, event.id, member, {
    diet: 'Glutenfri',
    allergies: 'Pollen',
    emergency_contact: { name: 'Mor', phone: '12345678' },
    note: 'Kommer fredag',
  });
  const ends = Date.now() - endedDaysAgo * DAY_MS;
  await t.db
    .updateTable('events')
    .set({
      starts_at: new Date(ends - 2 * DAY_MS).toISOString(),
      ends_at: new Date(ends).toISOString(),
    })
    .where('id', '=', event.id)
    .execute();
  return { event, signup };
}

const personalData = (signupId: number) =>
  t.db
    .selectFrom('event_signups')
    .select(['diet', 'allergies', 'emergency_name', 'emergency_phone', 'note', 'role'])
    .where('id', '=', signupId)
    .executeTakeFirstOrThrow();

describe('erasing diets, allergies and emergency contacts after an event', () => {
  it('erases only events past the retention period, audited once, and a second sweep does nothing', async () => {
    const old = await eventEnded(31);
    const recent = await eventEnded(29);
    const sweeper = createEventRetentionService({ db: t.db, retentionDays: 30 });

    const first = await sweeper.sweep();
    expect(first.eventIds).toContain(old.event.id);
    expect(first.eventIds).not.toContain(recent.event.id);
    expect(await personalData(old.signup.id)).toEqual({
      diet: '',
      allergies: '',
      emergency_name: null,
      emergency_phone: null,
      // Not personal data the retention rule covers: the note and role stay.
      note: 'Kommer fredag',
      role: 'player',
    });
    expect(await personalData(recent.signup.id)).toMatchObject({
      diet: 'Glutenfri',
      allergies: 'Pollen',
      emergency_name: 'Mor',
    });

    const audit = (await auditRowsFor(t.db, 'event', old.event.id)).filter(
      (row) => row.action === 'erase-personal-data',
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBeNull();
    const logged = JSON.stringify(audit[0]);
    for (const secret of ['Glutenfri', 'Pollen', 'Mor', '12345678']) {
      expect(logged).not.toContain(secret);
    }

    const second = await sweeper.sweep();
    expect(second).toEqual({ eventIds: [], signups: 0 });
    expect(
      (await auditRowsFor(t.db, 'event', old.event.id)).filter(
        (row) => row.action === 'erase-personal-data',
      ),
    ).toHaveLength(1);

    const lists = await getAs(t.app, `/api/events/${old.event.id}/lists`, board);
    expect(lists.json()).toMatchObject({ personal_data_erased: true });
  });

  it('erases each event once when several servers sweep at the same moment', async () => {
    const old = await eventEnded(40);
    const sweepers = [1, 2, 3].map(() =>
      createEventRetentionService({ db: t.db, retentionDays: 30 }),
    );
    const results = await Promise.all(sweepers.map((sweeper) => sweeper.sweep()));
    expect(results.filter((result) => result.eventIds.includes(old.event.id))).toHaveLength(1);
    expect(
      (await auditRowsFor(t.db, 'event', old.event.id)).filter(
        (row) => row.action === 'erase-personal-data',
      ),
    ).toHaveLength(1);
  });

  it('runs from the command line: npm run cli -- events sweep', async () => {
    const old = await eventEnded(10);
    const out: string[] = [];
    const err: string[] = [];
    const run = () =>
      runCli(['events', 'sweep'], {
        env: {
          DATABASE_URL: t.testDb.url,
          DATA_DIR: t.testDb.dataDir,
          EVENT_DATA_RETENTION_DAYS: '7',
        },
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
    expect(await run()).toBe(0);
    expect(err).toEqual([]);
    // This event, and the one the first test left within 30 days but not within 7.
    expect(out.at(-1)).toBe(
      'Erased diets, allergies and emergency contacts of 2 sign-ups in 2 events that ended more than 7 days ago.',
    );
    expect(await personalData(old.signup.id)).toMatchObject({ diet: '', emergency_phone: null });

    expect(await run()).toBe(0);
    expect(out.at(-1)).toBe(
      'Erased diets, allergies and emergency contacts of 0 sign-ups in 0 events that ended more than 7 days ago.',
    );
  });

  it('tells the sign-up form how long the data is kept (GET /api/settings)', async () => {
    const response = await getAs(t.app, '/api/settings', null);
    expect(response.json<Settings>().event_data_retention_days).toBe(30);
  });
});
