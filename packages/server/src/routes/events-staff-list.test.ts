import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../db/connect';
import type { StaffSignupsResponse } from '@club/shared/contract/events';
import { rulesCacheFor } from '../modules/rules/rules-cache';
import { type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createMember,
  signUpViaApi,
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

async function staffList(eventId: number): Promise<StaffSignupsResponse['signups']> {
  const response = await getAs(t.app, `/api/events/${eventId}/signups`, admin);
  expect(response.statusCode).toBe(200);
  return response.json<StaffSignupsResponse>().signups;
}

describe("staff's sign-up list, kept between reads", () => {
  it("shows a member's and a character's new name in the very next read", async () => {
    const event = await createEventViaApi(t.app, board);
    const { member } = await signedUpMember(t.app, world, event.id);
    expect((await staffList(event.id))[0]?.character_name).not.toBe('Ravn den Grå');

    await t.db
      .updateTable('characters')
      .set({ name: 'Ravn den Grå' })
      .where('id', '=', member.characterId)
      .execute();
    expect((await staffList(event.id))[0]?.character_name).toBe('Ravn den Grå');

    await t.db.updateTable('users').set({ name: 'Sigrid' }).where('id', '=', member.id).execute();
    expect((await staffList(event.id))[0]?.user_name).toBe('Sigrid');
  });

  it('shows a new sign-up and a rules change in the very next read', async () => {
    const event = await createEventViaApi(t.app, board);
    const [first, second] = [await createMember(t.app, world), await createMember(t.app, world)];
    await signUpViaApi(t.app, event.id, first);
    expect(await staffList(event.id)).toHaveLength(1);
    await signUpViaApi(t.app, event.id, second);
    expect(await staffList(event.id)).toHaveLength(2);
    const before = await staffList(event.id);
    rulesCacheFor(t.db).invalidate();
    expect(await staffList(event.id)).toEqual(before);
  });

  it('checks the role on every read, kept or not', async () => {
    const event = await createEventViaApi(t.app, board);
    const { member } = await signedUpMember(t.app, world, event.id);
    await staffList(event.id);
    const refused = await getAs(t.app, `/api/events/${event.id}/signups`, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Vegetar');
    expect((await getAs(t.app, '/api/events/999999/signups', admin)).statusCode).toBe(404);
  });

  it('sends the same answer in brotli, in gzip and uncompressed, as the client asks', async () => {
    const event = await createEventViaApi(t.app, board);
    for (let i = 0; i < 4; i += 1)
      await signUpViaApi(t.app, event.id, await createMember(t.app, world));
    const plain = await getAs(t.app, `/api/events/${event.id}/signups`, admin);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [asked, coding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/events/${event.id}/signups`,
        headers: { authorization: `Bearer ${admin.token}`, 'accept-encoding': asked },
      });
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('shows a write to every read that came after it, when many read at once', async () => {
    const event = await createEventViaApi(t.app, board);
    const member = await createMember(t.app, world);
    await signUpViaApi(t.app, event.id, member);
    const manyAtOnce = () => Promise.all(Array.from({ length: 12 }, () => staffList(event.id)));
    const rename = (name: string) =>
      t.db.updateTable('characters').set({ name }).where('id', '=', member.characterId).execute();

    await rename('Før');
    for (const list of await manyAtOnce()) expect(list[0]?.character_name).toBe('Før');
    // Reads on their way while the name changes: each shows one name or the other.
    const racing = manyAtOnce();
    await rename('Efter');
    for (const list of await racing) expect(['Før', 'Efter']).toContain(list[0]?.character_name);
    for (const list of await manyAtOnce()) expect(list[0]?.character_name).toBe('Efter');
    await signUpViaApi(t.app, event.id, await createMember(t.app, world));
    for (const list of await manyAtOnce()) expect(list).toHaveLength(2);
  });

  // Where lists are not kept (PostgreSQL, several servers), a write another server makes
  // is seen at once too: every read builds from the database after it came.
  it.skipIf(!/^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? ''))(
    'shows a write another server made to every read after it',
    async () => {
      const other = connect(t.testDb.url);
      try {
        const event = await createEventViaApi(t.app, board);
        const member = await createMember(t.app, world);
        await signUpViaApi(t.app, event.id, member);
        const manyAtOnce = () => Promise.all(Array.from({ length: 12 }, () => staffList(event.id)));
        await manyAtOnce();
        await other.db
          .updateTable('users')
          .set({ name: 'Anden server' })
          .where('id', '=', member.id)
          .execute();
        for (const list of await manyAtOnce()) expect(list[0]?.user_name).toBe('Anden server');
        await other.db
          .updateTable('characters')
          .set({ name: 'Skyggen' })
          .where('id', '=', member.characterId)
          .execute();
        for (const list of await manyAtOnce()) expect(list[0]?.character_name).toBe('Skyggen');
      } finally {
        await other.db.destroy();
      }
    },
  );
});
