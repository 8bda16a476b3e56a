import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../db/connect';
import { EventsResponseSchema, type EventsResponse } from '@club/shared/contract/events';
import { eventsCacheFor } from '../modules/events/events-cache';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  signUpViaApi,
  type EventWorld,
  signedUpMember,
} from '../test/event-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

const postgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');
const WAIT = { timeout: 15_000, interval: 20 };

let t: TestApp;
let board: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  board = await createUser(t.app, { role: 'bestyrelse' });
  world = await createEventWorld(t.db);
  // On PostgreSQL the cache holds only while the change feed listens: wait for it, so these
  // tests read through the cache rather than around it.
  await vi.waitFor(() => expect(eventsCacheFor(t.db).holding).toBe(true), WAIT);
});
afterAll(async () => {
  await t?.close();
});

async function listAs(user: { token: string }): Promise<EventsResponse> {
  const response = await getAs(t.app, '/api/events', user);
  expect(response.statusCode).toBe(200);
  return response.json<EventsResponse>();
}

const eventIn = (list: EventsResponse, id: number) => list.events.find((e) => e.id === id);
const mineIn = (list: EventsResponse, id: number) =>
  list.my_signups.find((signup) => signup.event_id === id) ?? null;

describe('the cached event list', () => {
  it("shows a sign-up made on this server in the very next read, and only in its member's own", async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 5, crew: 1 } });
    const [first, second] = [await createMember(t.app, world), await createMember(t.app, world)];
    // Both read first, so the list is cached before anyone signs up.
    expect(eventIn(await listAs(first), event.id)?.counts.player).toBe(0);
    expect(mineIn(await listAs(second), event.id)).toBeNull();

    const signup = await signUpViaApi(t.app, event.id, first);

    const firstList = await listAs(first);
    expect(eventIn(firstList, event.id)?.counts).toEqual({ player: 1, crew: 0, waitlist: 0 });
    expect(mineIn(firstList, event.id)).toMatchObject({ id: signup.id, status: 'confirmed' });
    const secondList = await listAs(second);
    expect(eventIn(secondList, event.id)?.counts).toEqual({ player: 1, crew: 0, waitlist: 0 });
    expect(secondList.my_signups).toEqual([]);
    // Nothing of the first member's sign-up is anywhere in the second's answer.
    const body = (await getAs(t.app, '/api/events', second)).body;
    expect(body).not.toContain(signup.ticket_code);
    expect(body).not.toContain('Vegetar');
  });

  it('shows a cancellation and an edited event in the very next read', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member, signup } = await signedUpMember(t.app, world, event.id);
    expect(mineIn(await listAs(member), event.id)?.id).toBe(signup.id);

    const cancelled = await writeAs(
      t.app,
      'DELETE',
      `/api/events/${event.id}/signups/${signup.id}`,
      member,
    );
    expect(cancelled.statusCode).toBe(204);
    const after = await listAs(member);
    expect(mineIn(after, event.id)).toBeNull();
    expect(eventIn(after, event.id)?.counts.player).toBe(0);

    const renamed = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      title: 'Høstslaget ved Ravnekløft',
    });
    expect(renamed.statusCode).toBe(200);
    expect(eventIn(await listAs(member), event.id)?.title).toBe('Høstslaget ved Ravnekløft');
  });

  it("keeps staff's totals and the board's drafts out of members' lists", async () => {
    const draft = await createEventViaApi(t.app, board, { status: 'draft' });
    const member = await createMember(t.app, world);
    expect(eventIn(await listAs(board), draft.id)).toBeDefined();
    const seen = await listAs(member);
    expect(eventIn(seen, draft.id)).toBeUndefined();
    expect(seen.events.every((e) => e.totals === null)).toBe(true);
  });

  it('sends exactly the bytes the response schema would serialize', async () => {
    const event = await createEventViaApi(t.app, board, { description: 'Med "citater" og \\' });
    const { member } = await signedUpMember(t.app, world, event.id);
    const response = await getAs(t.app, '/api/events', member);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(
      JSON.stringify(EventsResponseSchema.encode(JSON.parse(response.body) as EventsResponse)),
    );
  });
});

describe('the event list as sent', () => {
  it('sends the same answer in brotli, in gzip and uncompressed, as the client asks', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member } = await signedUpMember(t.app, world, event.id);
    const plain = await getAs(t.app, '/api/events', member);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [asked, coding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { authorization: `Bearer ${member.token}`, 'accept-encoding': asked },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it("shows what the list shows, and not the event's full text", async () => {
    const event = await createEventViaApi(t.app, board, {
      description: 'Den lange tekst om træffet, som kun eventets egen side viser.',
    });
    const member = await createMember(t.app, world);
    const response = await getAs(t.app, '/api/events', member);
    expect(response.body).not.toContain('Den lange tekst');
    expect(eventIn(response.json<EventsResponse>(), event.id)).toMatchObject({
      id: event.id,
      title: event.title,
      capacity: event.capacity,
    });
    expect(eventIn(response.json<EventsResponse>(), event.id)).not.toHaveProperty('description');
  });

  it("gives a member's own sign-up only for an event the list holds", async () => {
    const event = await createEventViaApi(t.app, board);
    const { member, signup } = await signedUpMember(t.app, world, event.id);
    expect(mineIn(await listAs(member), event.id)?.id).toBe(signup.id);
    const drafted = await writeAs(t.app, 'PUT', `/api/events/${event.id}`, board, {
      status: 'draft',
    });
    expect(drafted.statusCode).toBe(200);
    const seen = await listAs(member);
    expect(eventIn(seen, event.id)).toBeUndefined();
    expect(mineIn(seen, event.id)).toBeNull();
  });
});

describe.skipIf(!postgres)('the cached event list on several servers', () => {
  it('shows a write made through another connection once the change feed tells of it', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createMember(t.app, world);
    expect(eventIn(await listAs(member), event.id)?.title).toBe(event.title);

    // Another server: its own connection, writing the database directly.
    const other = connect(t.testDb.url);
    try {
      await other.db
        .updateTable('events')
        .set({ title: 'Skrevet af en anden server' })
        .where('id', '=', event.id)
        .execute();
    } finally {
      await other.db.destroy();
    }
    await vi.waitFor(
      async () =>
        expect(eventIn(await listAs(member), event.id)?.title).toBe('Skrevet af en anden server'),
      WAIT,
    );
  });
});
