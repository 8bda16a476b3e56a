import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRequest, ChangeRequestsResponse } from '@club/shared/contract/change-requests';
import type { Character } from '@club/shared/contract/characters';
import { outboxDir } from '../modules/mail/mailer';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createCharacterViaApi,
  createCharacterWorld,
  pick,
  type CharacterWorld,
} from '../test/character-factories';

let t: TestApp;
let world: CharacterWorld;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp({ startingXp: 10 });
  world = await createCharacterWorld(t.db);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

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

function ask(user: CreatedUser, characterId: number, message = 'Må jeg bytte min evne?') {
  return writeAs(t.app, 'POST', `/api/characters/${characterId}/change-requests`, user, {
    message,
  });
}

/** The outbox files mentioning `text`, once the background delivery has written them. */
async function mailsMentioning(text: string): Promise<string[]> {
  const dir = outboxDir(t.config.dataDir);
  for (;;) {
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    const bodies = await Promise.all(
      files.filter((f) => f.endsWith('.eml')).map((f) => fs.readFile(`${dir}/${f}`, 'utf8')),
    );
    const found = bodies.filter((body) => body.includes(text));
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('change requests', () => {
  it('the owner of a locked sheet asks once; a second open request is refused', async () => {
    const { owner, character } = await lockedCharacter();
    const first = await ask(owner, character.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      character_id: character.id,
      user_id: owner.id,
      status: 'open',
      reason: null,
    });
    const second = await ask(owner, character.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'changeRequests.alreadyOpen' });
    const audit = await auditRowsFor(t.db, 'character', character.id);
    expect(audit.map((r) => r.action)).toContain('change-request');

    const read = (await getAs(t.app, `/api/characters/${character.id}`, owner)).json() as Character;
    expect(read.change_request).toMatchObject({
      status: 'open',
      message: 'Må jeg bytte min evne?',
    });
  });

  it('refuses an open sheet, another member and an empty message', async () => {
    const owner = await createUser(t.app);
    const open = await createCharacterViaApi(t.app, owner.token, world);
    await t.db
      .updateTable('characters')
      .set({ allow_update: 1 })
      .where('id', '=', open.id)
      .execute();
    const refused = await ask(owner, open.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'changeRequests.sheetNotLocked' });

    const { character } = await lockedCharacter();
    expect((await ask(owner, character.id)).statusCode).toBe(404);
    expect((await ask(admin, character.id)).statusCode).toBe(403);
    const { owner: other, character: theirs } = await lockedCharacter();
    expect((await ask(other, theirs.id, '   ')).statusCode).toBe(400);
  });

  it('staff list open requests; approving opens the sheet in the same step and mails the member', async () => {
    const { owner, character } = await lockedCharacter();
    const request = (await ask(owner, character.id)).json() as ChangeRequest;

    const member = await getAs(t.app, '/api/change-requests', owner);
    expect(member.statusCode).toBe(403);
    const list = (
      await getAs(t.app, '/api/change-requests', admin)
    ).json() as ChangeRequestsResponse;
    expect(list.requests.map((r) => r.id)).toContain(request.id);
    expect(list.requests.every((r) => r.status === 'open')).toBe(true);

    const approved = await writeAs(t.app, 'PATCH', `/api/change-requests/${request.id}`, admin, {
      status: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', answered_by_name: admin.name });
    const read = (await getAs(t.app, `/api/characters/${character.id}`, owner)).json() as Character;
    expect(read.allow_update).toBe(1);
    expect(read.change_request).toMatchObject({ id: request.id, status: 'approved' });
    const audit = (await auditRowsFor(t.db, 'character', character.id)).at(-1);
    expect(audit?.action).toBe('change-request-approve');

    const again = await writeAs(t.app, 'PATCH', `/api/change-requests/${request.id}`, admin, {
      status: 'declined',
      reason: 'For sent',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'changeRequests.alreadyAnswered' });

    const [mail] = await mailsMentioning(`To: ${owner.email}`);
    // In the member's language alone: Danish until they choose English.
    expect(mail).toContain('godkendt');
    expect(mail).not.toContain('approved');

    const answered = (
      await getAs(t.app, '/api/change-requests?status=approved', admin)
    ).json() as ChangeRequestsResponse;
    expect(answered.requests.map((r) => r.id)).toContain(request.id);
  });

  it('declining needs a reason, keeps the sheet locked and tells the member why', async () => {
    const { owner, character } = await lockedCharacter();
    const request = (await ask(owner, character.id)).json() as ChangeRequest;
    const bare = await writeAs(t.app, 'PATCH', `/api/change-requests/${request.id}`, admin, {
      status: 'declined',
    });
    expect(bare.statusCode).toBe(400);
    const declined = await writeAs(t.app, 'PATCH', `/api/change-requests/${request.id}`, admin, {
      status: 'declined',
      reason: 'Vent til efter sommertræffet',
    });
    expect(declined.statusCode).toBe(200);
    const read = (await getAs(t.app, `/api/characters/${character.id}`, owner)).json() as Character;
    expect(read.allow_update).toBe(0);
    expect(read.change_request).toMatchObject({
      status: 'declined',
      reason: 'Vent til efter sommertræffet',
    });
    const mails = await mailsMentioning('Vent til efter sommertr');
    expect(mails[0]).toContain('afvist');

    // Answered, so the member may ask again.
    expect((await ask(owner, character.id, 'Og nu?')).statusCode).toBe(201);
  });
});
