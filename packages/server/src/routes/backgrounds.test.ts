import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Background,
  BackgroundsResponse,
  CharacterComment,
  CharacterCommentsResponse,
} from '@club/shared/contract/backgrounds';
import type { NotificationsResponse } from '@club/shared/contract/notifications';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventWorld,
  createMember,
  mailsTo,
  outboxMails,
  type EventWorld,
  type Member,
} from '../test/event-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin', name: 'Arrangør Anne' });
  world = await createEventWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

const bg = (id: number) => `/api/characters/${id}/background`;
const comments = (id: number) => `/api/characters/${id}/comments`;

async function inbox(user: { token: string }) {
  const response = await getAs(t.app, '/api/notifications', user);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationsResponse>();
}

async function writeAndSubmit(member: Member, text = '# Barndom\n\nVokset op i *Ravnemark*.') {
  expect((await writeAs(t.app, 'PUT', bg(member.characterId), member, { text })).statusCode).toBe(
    200,
  );
  const submitted = await writeAs(t.app, 'POST', `${bg(member.characterId)}/submit`, member);
  expect(submitted.statusCode).toBe(200);
  return submitted.json<Background>();
}

describe('the background of a character', () => {
  it('starts as an empty draft the owner and staff read, and someone else may not', async () => {
    const owner = await createMember(t.app, world);
    const other = await createMember(t.app, world);
    const mine = await getAs(t.app, bg(owner.characterId), owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Background>()).toMatchObject({ text: '', status: 'draft', updated_at: null });
    expect((await getAs(t.app, bg(owner.characterId), admin)).statusCode).toBe(200);
    const refused = await getAs(t.app, bg(owner.characterId), other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('errors.forbidden');
    expect((await getAs(t.app, bg(999_999), owner)).statusCode).toBe(404);
  });

  it('is written and submitted by the owner only; someone else gets 403 and nothing changes', async () => {
    const owner = await createMember(t.app, world);
    const other = await createMember(t.app, world);
    const put = await writeAs(t.app, 'PUT', bg(owner.characterId), other, { text: 'Stjålet' });
    expect(put.statusCode).toBe(403);
    expect(
      (await writeAs(t.app, 'PUT', bg(owner.characterId), admin, { text: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await writeAs(t.app, 'POST', `${bg(owner.characterId)}/submit`, other)).statusCode,
    ).toBe(403);
    const row = await t.db
      .selectFrom('character_backgrounds')
      .selectAll()
      .where('character_id', '=', owner.characterId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses to submit an empty text and to edit a submitted one', async () => {
    const owner = await createMember(t.app, world);
    const empty = await writeAs(t.app, 'POST', `${bg(owner.characterId)}/submit`, owner);
    expect(empty.statusCode).toBe(409);
    expect(empty.json<{ code: string }>().code).toBe('backgrounds.empty');

    const submitted = await writeAndSubmit(owner);
    expect(submitted.status).toBe('submitted');
    expect(submitted.submitted_at).not.toBeNull();

    const edit = await writeAs(t.app, 'PUT', bg(owner.characterId), owner, { text: 'Ny' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ code: string }>().code).toBe('backgrounds.notEditable');
    const again = await writeAs(t.app, 'POST', `${bg(owner.characterId)}/submit`, owner);
    expect(again.json<{ code: string }>().code).toBe('backgrounds.notSubmittable');
    const still = await getAs(t.app, bg(owner.characterId), owner);
    expect(still.json<Background>().text).toContain('Ravnemark');
  });

  it('goes submitted → changes requested → submitted → approved, notifying the owner each review', async () => {
    const owner = await createMember(t.app, world);
    await writeAndSubmit(owner);

    const listed = await getAs(t.app, '/api/backgrounds', admin);
    expect(listed.json<BackgroundsResponse>().backgrounds.map((row) => row.character_id)).toContain(
      owner.characterId,
    );
    expect((await getAs(t.app, '/api/backgrounds', owner)).statusCode).toBe(403);

    const noComment = await writeAs(t.app, 'POST', `${bg(owner.characterId)}/review`, admin, {
      status: 'changes_requested',
    });
    expect(noComment.statusCode).toBe(400);

    const asked = await writeAs(t.app, 'POST', `${bg(owner.characterId)}/review`, admin, {
      status: 'changes_requested',
      comment: 'Hvor kommer sværdet fra?',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<Background>()).toMatchObject({
      status: 'changes_requested',
      review_comment: 'Hvor kommer sværdet fra?',
      reviewed_by_name: 'Arrangør Anne',
    });
    const first = await inbox(owner);
    expect(first.unread).toBe(1);
    expect(first.items[0]).toMatchObject({
      kind: 'background_reviewed',
      title: {
        key: 'notifications.titles.backgroundChangesRequested',
        params: { character: expect.any(String) },
      },
      link: `/character/${owner.characterId}/background`,
      read_at: null,
    });

    const byOwner = await writeAs(t.app, 'POST', `${bg(owner.characterId)}/review`, owner, {
      status: 'approved',
    });
    expect(byOwner.statusCode).toBe(403);

    await writeAndSubmit(owner, 'Sværdet var min fars.');
    const approved = await writeAs(t.app, 'POST', `${bg(owner.characterId)}/review`, admin, {
      status: 'approved',
      comment: '',
    });
    expect(approved.json<Background>().status).toBe('approved');
    const twice = await writeAs(t.app, 'POST', `${bg(owner.characterId)}/review`, admin, {
      status: 'approved',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string }>().code).toBe('backgrounds.notReviewable');
    const after = await inbox(owner);
    expect(after.items.map((item) => item.title.key)).toEqual([
      'notifications.titles.backgroundApproved',
      'notifications.titles.backgroundChangesRequested',
    ]);

    await t.app.mailNotifications();
    const mails = await mailsTo(t.testDb.dataDir, owner.email, 2);
    expect(mails.length).toBe(2);
  });

  it('does not mail a kind the member turned off, but still puts it in the inbox', async () => {
    const owner = await createMember(t.app, world);
    const prefs = await writeAs(t.app, 'PUT', '/api/me/preferences', owner, {
      mail: { background_reviewed: false },
    });
    expect(prefs.statusCode).toBe(200);
    expect(prefs.json<{ mail: Record<string, boolean> }>().mail).toMatchObject({
      background_reviewed: false,
      character_comment: true,
    });
    const read = await getAs(t.app, '/api/me/preferences', owner);
    expect(read.json<{ mail: Record<string, boolean> }>().mail.background_reviewed).toBe(false);
    expect(
      (await writeAs(t.app, 'PUT', '/api/me/preferences', owner, { mail: { nonsense: true } }))
        .statusCode,
    ).toBe(400);

    await writeAndSubmit(owner);
    await writeAs(t.app, 'POST', `${bg(owner.characterId)}/review`, admin, { status: 'approved' });
    // A comment is a kind still on: its mail arriving shows the sweep has run past the review.
    await writeAs(t.app, 'POST', comments(owner.characterId), admin, { text: 'Flot!' });
    await t.app.mailNotifications();
    const mails = await mailsTo(t.testDb.dataDir, owner.email, 1);
    expect(mails).toHaveLength(1);
    expect((await inbox(owner)).items.map((item) => item.kind)).toEqual([
      'character_comment',
      'background_reviewed',
    ]);
    const pending = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', owner.id)
      .where('mail_pending', '=', 1)
      .execute();
    expect(pending).toEqual([]);
  });
});

describe('the comment thread of a character', () => {
  it('keeps staff-only notes from the owner; the owner answers; others get 403', async () => {
    const owner = await createMember(t.app, world);
    const other = await createMember(t.app, world);
    const note = await writeAs(t.app, 'POST', comments(owner.characterId), admin, {
      text: 'Hemmelig plan: han er prinsen',
      staff_only: true,
    });
    expect(note.statusCode).toBe(201);
    const visible = await writeAs(t.app, 'POST', comments(owner.characterId), admin, {
      text: 'Velkommen til kampagnen',
    });
    expect(visible.statusCode).toBe(201);
    const answer = await writeAs(t.app, 'POST', comments(owner.characterId), owner, {
      text: 'Tak!',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<{ comment: CharacterComment }>().comment).toMatchObject({
      author_id: owner.id,
      staff_only: false,
      author_is_staff: false,
    });

    const ownerView = await getAs(t.app, comments(owner.characterId), owner);
    const ownerTexts = ownerView.json<CharacterCommentsResponse>().comments.map((c) => c.text);
    expect(ownerTexts).toEqual(['Velkommen til kampagnen', 'Tak!']);
    expect(ownerView.body).not.toContain('prinsen');

    const staffView = await getAs(t.app, comments(owner.characterId), admin);
    expect(staffView.json<CharacterCommentsResponse>().comments).toHaveLength(3);

    expect((await getAs(t.app, comments(owner.characterId), other)).statusCode).toBe(403);
    expect(
      (await writeAs(t.app, 'POST', comments(owner.characterId), other, { text: 'Hej' }))
        .statusCode,
    ).toBe(403);
    const sneaky = await writeAs(t.app, 'POST', comments(owner.characterId), owner, {
      text: 'Kun for mig',
      staff_only: true,
    });
    expect(sneaky.statusCode).toBe(403);
    expect(
      (await writeAs(t.app, 'POST', comments(owner.characterId), owner, { text: '   ' }))
        .statusCode,
    ).toBe(400);

    // Only the visible staff comment told the owner; their own answer and the note did not.
    const notes = await inbox(owner);
    expect(notes.items.map((item) => item.kind)).toEqual(['character_comment']);
    expect(notes.items[0]?.title.params).toMatchObject({ author: 'Arrangør Anne' });
    await t.app.mailNotifications();
    const all = await outboxMails(t.testDb.dataDir);
    expect(all.join('\n')).not.toContain('prinsen');
  });
});

describe('the inbox', () => {
  it("marks chosen or all notifications read, only the member's own", async () => {
    const owner = await createMember(t.app, world);
    const other = await createMember(t.app, world);
    for (const text of ['én', 'to', 'tre']) {
      await writeAs(t.app, 'POST', comments(owner.characterId), admin, { text });
    }
    const before = await inbox(owner);
    expect(before.unread).toBe(3);
    const [newest] = before.items;
    const foreign = await writeAs(t.app, 'POST', '/api/notifications/read', other, {
      ids: [newest!.id],
    });
    expect(foreign.json<{ unread: number }>().unread).toBe(0);
    expect((await inbox(owner)).unread).toBe(3);

    const one = await writeAs(t.app, 'POST', '/api/notifications/read', owner, {
      ids: [newest!.id],
    });
    expect(one.json<{ unread: number }>().unread).toBe(2);
    const all = await writeAs(t.app, 'POST', '/api/notifications/read', owner, { all: true });
    expect(all.json<{ unread: number }>().unread).toBe(0);
    expect((await inbox(owner)).items.every((item) => item.read_at !== null)).toBe(true);

    for (const bad of [{}, { ids: [] }, { all: false }, { ids: [1], all: true }]) {
      expect((await writeAs(t.app, 'POST', '/api/notifications/read', owner, bad)).statusCode).toBe(
        400,
      );
    }
    expect((await getAs(t.app, '/api/notifications?limit=0', owner)).statusCode).toBe(400);
    expect((await getAs(t.app, '/api/notifications', null)).statusCode).toBe(401);
  });
});
