import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, PasswordChangeResponse } from '@club/shared/contract/account';
import type { User } from '@club/shared/contract/auth';
import type { EventsResponse } from '@club/shared/contract/events';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  daysFromNow,
  openGate,
  startEvent,
  mailsTo,
  readable,
  signUpViaApi,
  type EventWorld,
} from '../test/event-factories';
import {
  createItemTypeViaApi,
  grant,
  inventoryOf,
  quantityOf,
  transferViaApi,
} from '../test/inventory-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let board: CreatedUser;
let admin: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  board = await createUser(t.app, { role: 'bestyrelse' });
  admin = await createUser(t.app, { role: 'admin', name: 'Arrangør Bo' });
  world = await createEventWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

function confirmToken(mail: string): string {
  const match = /confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(readable(mail));
  if (!match) throw new Error('no confirmation link in the mail');
  return decodeURIComponent(match[1]!);
}

describe('GET /api/me/export', () => {
  it("gives the member their data as an attachment, without hashes, staff-only notes or others' data", async () => {
    const member = await createMember(t.app, world, { name: 'Karen Kriger' });
    const other = await createMember(t.app, world, { name: 'Ole Anden' });
    await writeAs(t.app, 'PUT', `/api/characters/${member.characterId}/background`, member, {
      text: 'Født i stormen',
    });
    await writeAs(t.app, 'POST', `/api/characters/${member.characterId}/comments`, admin, {
      text: 'Skjult plan for Karen',
      staff_only: true,
    });
    await writeAs(t.app, 'POST', `/api/characters/${member.characterId}/comments`, admin, {
      text: 'Velkommen',
    });
    await writeAs(t.app, 'POST', `/api/characters/${other.characterId}/comments`, admin, {
      text: 'Til Ole',
    });
    await writeAs(t.app, 'POST', `/api/characters/${member.characterId}/xp`, admin, {
      amount: 3,
      reason: 'Flot kostume',
    });
    const event = await createEventViaApi(t.app, board);
    await signUpViaApi(t.app, event.id, member);
    await signUpViaApi(t.app, event.id, other, { allergies: 'Oles jordnødder' });

    const response = await getAs(t.app, '/api/me/export', member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mine-data-${member.id}.json"`,
    );
    const data = response.json<AccountExport>();
    expect(data.account).toMatchObject({
      id: member.id,
      name: 'Karen Kriger',
      email: member.email,
    });
    expect(data.characters.map((c) => c.id)).toEqual([member.characterId]);
    expect(data.characters[0]!.background.text).toBe('Født i stormen');
    expect(data.characters[0]!.comments.map((c) => c.text)).toEqual(['Velkommen']);
    expect(data.characters[0]!.xp).toMatchObject({
      total: 3,
      ledger: [{ amount: 3, reason: 'Flot kostume' }],
    });
    expect(data.signups).toMatchObject([{ event_id: event.id, allergies: 'Nødder' }]);
    expect(data.notifications.map((n) => n.kind)).toEqual(['character_comment', 'xp_awarded']);
    expect(data.preferences.mail.xp_awarded).toBe(true);
    for (const secret of [
      'password',
      'hash',
      'argon2',
      'Skjult plan',
      'Ole',
      'Til Ole',
      'token_version',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    expect((await getAs(t.app, '/api/me/export', null)).statusCode).toBe(401);
  });
});

describe('GET /api/me/export: what the characters carry', () => {
  it('holds their holdings, pieces and history, without the organizers’ hidden types', async () => {
    const member = await createMember(t.app, world);
    const other = await createMember(t.app, world);
    const coin = await createItemTypeViaApi(t.app, board, {
      name: 'Eksportsølv',
      kind: 'currency',
      unit: 'sølv',
    });
    const ring = await createItemTypeViaApi(t.app, board, {
      name: 'Eksportring',
      kind: 'item',
      unique: true,
    });
    const curse = await createItemTypeViaApi(t.app, board, {
      name: 'Skjult forbandelse',
      visible_to_players: false,
    });
    await grant(t.app, admin, member.characterId, coin.id, 8);
    await grant(t.app, admin, member.characterId, ring.id, 1);
    await grant(t.app, admin, member.characterId, curse.id, 1);
    await transferViaApi(t.app, member, {
      from: { character_id: member.characterId },
      to: { character_id: other.characterId },
      item_type_id: coin.id,
      quantity: 3,
    });

    const response = await getAs(t.app, '/api/me/export', member);
    const data = response.json<AccountExport>();
    expect(data.inventory.holdings).toEqual([
      {
        character_id: member.characterId,
        item_type_id: coin.id,
        name: 'Eksportsølv',
        unit: 'sølv',
        quantity: 5,
      },
    ]);
    expect(data.inventory.items).toEqual([
      {
        character_id: member.characterId,
        code: expect.any(String),
        name: 'Eksportring',
        acquired_at: expect.any(String),
      },
    ]);
    expect(
      data.inventory.history.map((row) => [row.cause, row.direction, row.name, row.quantity]),
    ).toEqual([
      ['grant', 'in', 'Eksportsølv', 8],
      ['grant', 'in', 'Eksportring', 1],
      ['gift', 'out', 'Eksportsølv', 3],
    ]);
    expect(response.body).not.toContain('Skjult forbandelse');
  });
});

describe('PUT /api/me', () => {
  it("changes the member's name and refuses an empty one", async () => {
    const member = await createUser(t.app, { name: 'Før' });
    const renamed = await writeAs(t.app, 'PUT', '/api/me', member, { name: '  Efter  ' });
    expect(renamed.json<{ user: User }>().user.name).toBe('Efter');
    expect((await writeAs(t.app, 'PUT', '/api/me', member, { name: ' ' })).statusCode).toBe(400);
    expect(
      (await writeAs(t.app, 'PUT', '/api/me', member, { role: 'bestyrelse' })).statusCode,
    ).toBe(400);
  });
});

describe('changing the email address', () => {
  it('changes it only when the link mailed to the new address is followed, once', async () => {
    const member = await createUser(t.app);
    const wrong = await writeAs(t.app, 'POST', '/api/me/email', member, {
      email: 'ny@example.com',
      password: 'forkert kodeord',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ code: string }>().code).toBe('account.wrongPassword');
    const same = await writeAs(t.app, 'POST', '/api/me/email', member, {
      email: member.email.toUpperCase(),
      password: member.password,
    });
    expect(same.json<{ code: string }>().code).toBe('account.sameEmail');
    const taken = await writeAs(t.app, 'POST', '/api/me/email', member, {
      email: admin.email,
      password: member.password,
    });
    expect(taken.statusCode).toBe(409);

    const newEmail = `ny-${member.id}@example.com`;
    const asked = await writeAs(t.app, 'POST', '/api/me/email', member, {
      email: newEmail,
      password: member.password,
    });
    expect(asked.statusCode).toBe(202);
    const stillOld = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stillOld.email).toBe(member.email);
    const [mail] = await mailsTo(t.testDb.dataDir, newEmail, 1);
    const token = confirmToken(mail!);
    const stored = await t.db
      .selectFrom('email_changes')
      .select('token_hash')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);

    const bogus = await writeAs(t.app, 'POST', '/api/me/email/confirm', null, { token: 'nope' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json<{ code: string }>().code).toBe('account.invalidEmailToken');
    const confirmed = await writeAs(t.app, 'POST', '/api/me/email/confirm', null, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ user: User }>().user.email).toBe(newEmail);
    const again = await writeAs(t.app, 'POST', '/api/me/email/confirm', null, { token });
    expect(again.json<{ code: string }>().code).toBe('account.invalidEmailToken');
    expect((await login(newEmail, member.password)).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
  });

  it('refuses an expired link and one whose address was taken meanwhile', async () => {
    const member = await createUser(t.app);
    const expiring = `udloeber-${member.id}@example.com`;
    await writeAs(t.app, 'POST', '/api/me/email', member, {
      email: expiring,
      password: member.password,
    });
    const token = confirmToken((await mailsTo(t.testDb.dataDir, expiring, 1))[0]!);
    await t.db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.id)
      .execute();
    expect(
      (await writeAs(t.app, 'POST', '/api/me/email/confirm', null, { token })).statusCode,
    ).toBe(400);

    const contested = `bestridt-${member.id}@example.com`;
    await writeAs(t.app, 'POST', '/api/me/email', member, {
      email: contested,
      password: member.password,
    });
    const second = confirmToken((await mailsTo(t.testDb.dataDir, contested, 1))[0]!);
    await createUser(t.app, { email: contested });
    const refused = await writeAs(t.app, 'POST', '/api/me/email/confirm', null, { token: second });
    expect(refused.statusCode).toBe(409);
  });
});

describe('POST /api/me/password', () => {
  it('needs the current password, ends the other sessions and hands this one a new token', async () => {
    const member = await createUser(t.app);
    const otherSession = (await login(member.email, member.password)).json<{ token: string }>();
    const wrong = await writeAs(t.app, 'POST', '/api/me/password', member, {
      current_password: 'ikke det',
      password: 'et helt nyt langt kodeord',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ details: { field: string }[] }>().details[0]?.field).toBe(
      'current_password',
    );
    const weak = await writeAs(t.app, 'POST', '/api/me/password', member, {
      current_password: member.password,
      password: 'password123',
    });
    expect(weak.statusCode).toBe(400);

    const changed = await writeAs(t.app, 'POST', '/api/me/password', member, {
      current_password: member.password,
      password: 'et helt nyt langt kodeord',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<PasswordChangeResponse>();
    expect((await getAs(t.app, '/api/auth/check', otherSession)).statusCode).toBe(401);
    expect((await getAs(t.app, '/api/auth/check', member)).statusCode).toBe(401);
    expect((await getAs(t.app, '/api/auth/check', fresh)).statusCode).toBe(200);
    expect((await login(member.email, 'et helt nyt langt kodeord')).statusCode).toBe(200);
  });
});

describe('DELETE /api/me', () => {
  it('deletes the account: it cannot log in, and nothing kept names it', async () => {
    const member = await createMember(t.app, world, { name: 'Sletmig Hansen' });
    // As staff would: an audit entry about the account that holds its name and email.
    await writeAs(t.app, 'PUT', `/api/users/${member.id}`, admin, { name: 'Sletmig Hansen' });
    await writeAs(t.app, 'PUT', `/api/users/${member.id}`, board, { conflict_allowed: 1 });
    const past = await createEventViaApi(t.app, board, { title: 'Gammelt slag' });
    const pastSignup = await signUpViaApi(t.app, past.id, member);
    await openGate(t.db, past.id);
    await writeAs(
      t.app,
      'PUT',
      `/api/events/${past.id}/signups/${pastSignup.id}/attendance`,
      admin,
      {
        checked_in_at: daysFromNow(0),
      },
    );
    await startEvent(t.db, past.id);
    await writeAs(t.app, 'POST', `/api/events/${past.id}/settle`, admin);
    const coming = await createEventViaApi(t.app, board, { title: 'Kommende slag' });
    await signUpViaApi(t.app, coming.id, member);
    await writeAs(t.app, 'PUT', `/api/characters/${member.characterId}/background`, member, {
      text: 'Min historie',
    });
    const neighbour = await createMember(t.app, world);
    await writeAs(t.app, 'POST', `/api/characters/${neighbour.characterId}/comments`, admin, {
      text: 'Staff skriver',
    });
    // Only staff and the owner write in a thread; as staff this member would write too.
    await t.db
      .insertInto('character_comments')
      .values({
        character_id: neighbour.characterId,
        author_id: member.id,
        author_is_staff: 0,
        text: 'Skrevet af den der går',
        staff_only: 0,
        created_at: new Date().toISOString(),
      })
      .execute();

    const wrong = await writeAs(t.app, 'DELETE', '/api/me', member, { password: 'forkert' });
    expect(wrong.statusCode).toBe(400);
    expect(
      await t.db.selectFrom('characters').select('id').where('user_id', '=', member.id).execute(),
    ).toHaveLength(1);

    const deleted = await writeAs(t.app, 'DELETE', '/api/me', member, {
      password: member.password,
    });
    expect(deleted.statusCode).toBe(204);

    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await getAs(t.app, '/api/auth/check', member)).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('characters').select('id').where('user_id', '=', member.id).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('character_backgrounds')
        .select('character_id')
        .where('character_id', '=', member.characterId)
        .execute(),
    ).toEqual([]);
    const signups = await t.db
      .selectFrom('event_signups')
      .select([
        'event_id',
        'diet',
        'allergies',
        'emergency_name',
        'emergency_phone',
        'checked_in_at',
      ])
      .where('user_id', '=', member.id)
      .execute();
    // The past attendance stays for the event's counts, with nothing personal in it.
    expect(signups).toEqual([
      {
        event_id: past.id,
        diet: '',
        allergies: '',
        emergency_name: null,
        emergency_phone: null,
        checked_in_at: expect.any(String),
      },
    ]);

    const thread = await getAs(t.app, `/api/characters/${neighbour.characterId}/comments`, admin);
    expect(thread.json<{ comments: { text: string }[] }>().comments.map((c) => c.text)).toEqual([
      'Staff skriver',
    ]);

    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(user.name).not.toContain('Sletmig');
    expect(user.email).not.toBe(member.email);
    expect(user.deleted_at).not.toBeNull();

    const audit = await t.db.selectFrom('audit_log').select(['before', 'after']).execute();
    const everything = JSON.stringify(audit);
    expect(everything).not.toContain('Sletmig');
    expect(everything).not.toContain(member.email);
    const log = await getAs(t.app, '/api/audit?entity=user', board);
    expect(log.statusCode).toBe(200);
    expect(log.body).not.toContain('Sletmig');
    expect(log.body).not.toContain(member.email);

    const users = await getAs(t.app, '/api/users', admin);
    expect(users.body).not.toContain(`"id":${member.id},`);
    expect((await getAs(t.app, `/api/users/${member.id}`, admin)).statusCode).toBe(404);
  });

  it('hands what its characters held to the bank in the ledger, so the sums still add up', async () => {
    const leaving = await createMember(t.app, world, { name: 'Gitte Går' });
    const staying = await createMember(t.app, world);
    const coin = await createItemTypeViaApi(t.app, board, { name: 'Sletsølv', kind: 'currency' });
    const sword = await createItemTypeViaApi(t.app, board, {
      name: 'Sletsværd',
      kind: 'item',
      unique: true,
    });
    await grant(t.app, admin, leaving.characterId, coin.id, 9);
    const [piece] = (await grant(t.app, admin, leaving.characterId, sword.id, 1)).items;
    await transferViaApi(t.app, leaving, {
      from: { character_id: leaving.characterId },
      to: { character_id: staying.characterId },
      item_type_id: coin.id,
      quantity: 4,
    });

    const deleted = await writeAs(t.app, 'DELETE', '/api/me', leaving, {
      password: leaving.password,
    });
    expect(deleted.statusCode).toBe(204);

    const rows = await t.db
      .selectFrom('item_transfers')
      .selectAll()
      .where('item_type_id', 'in', [coin.id, sword.id])
      .orderBy('id')
      .execute();
    expect(
      rows
        .filter((row) => row.cause === 'account_deleted')
        .map((row) => [row.item_type_id, row.quantity, row.to_kind]),
    ).toEqual([
      [coin.id, 5, 'bank'],
      [sword.id, 1, 'bank'],
    ]);
    // The character is gone; its rows stay, nameless, and every type's rows still sum to
    // what the characters left hold (the bank holds minus what is in circulation).
    expect(rows.some((row) => row.from_character_id === leaving.characterId)).toBe(false);
    const inCirculation = rows.reduce(
      (sum, row) =>
        sum +
        (row.item_type_id === coin.id
          ? (row.to_kind === 'character' ? row.quantity : 0) -
            (row.from_kind === 'character' ? row.quantity : 0)
          : 0),
      0,
    );
    expect(inCirculation).toBe(4);
    expect(quantityOf(await inventoryOf(t.app, staying, staying.characterId), coin.id)).toBe(4);
    const received = (await inventoryOf(t.app, staying, staying.characterId)).history[0];
    expect(received?.counterpart).toEqual({ character_id: null, name: '[slettet]' });
    const scanned = await getAs(t.app, `/api/items/${piece!.code}`, admin);
    expect(scanned.json().staff.holder).toBe('bank');
  });

  it("gives a coming event's freed place to the first on the waitlist", async () => {
    const event = await createEventViaApi(t.app, board, { capacity: { player: 1, crew: 0 } });
    const leaving = await createMember(t.app, world);
    const waiting = await createMember(t.app, world);
    await signUpViaApi(t.app, event.id, leaving);
    const queued = await signUpViaApi(t.app, event.id, waiting);
    expect(queued.status).toBe('waitlisted');
    const listed = async () => {
      const list = (await getAs(t.app, '/api/events', waiting)).json<EventsResponse>();
      return {
        counts: list.events.find((entry) => entry.id === event.id)?.counts,
        mine: list.my_signups.find((signup) => signup.event_id === event.id),
      };
    };
    expect((await listed())?.counts).toEqual({ player: 1, crew: 0, waitlist: 1 });
    expect(
      (await writeAs(t.app, 'DELETE', '/api/me', leaving, { password: leaving.password }))
        .statusCode,
    ).toBe(204);
    // The event list, kept between reads, shows the place taken by the one who waited.
    const now = await listed();
    expect(now?.counts).toEqual({ player: 1, crew: 0, waitlist: 0 });
    expect(now.mine?.status).toBe('confirmed');
    const after = await t.db
      .selectFrom('event_signups')
      .select(['user_id', 'status'])
      .where('event_id', '=', event.id)
      .execute();
    expect(after).toEqual([{ user_id: waiting.id, status: 'confirmed' }]);
    const inbox = await getAs(t.app, '/api/notifications', waiting);
    expect(inbox.json<{ items: { kind: string }[] }>().items[0]?.kind).toBe('waitlist_promoted');
    // The sign-up mail and the promotion mail.
    expect(await mailsTo(t.testDb.dataDir, waiting.email, 2)).toHaveLength(2);
  });

  it('refuses the last active board member with 409 and deletes nothing', async () => {
    // A file of its own would have one board member; here the first one steps down first.
    const second = await createUser(t.app, { role: 'bestyrelse' });
    const first = await writeAs(t.app, 'DELETE', '/api/me', board, { password: board.password });
    expect(first.statusCode).toBe(204);
    const last = await writeAs(t.app, 'DELETE', '/api/me', second, { password: second.password });
    expect(last.statusCode).toBe(409);
    expect(last.json<{ code: string }>().code).toBe('account.lastBoardMember');
    expect((await login(second.email, second.password)).statusCode).toBe(200);
  });
});
