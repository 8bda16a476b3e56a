import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character, XpLedgerResponse } from '@club/shared/contract/characters';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createCharacterViaApi,
  createCharacterWorld,
  type CharacterWorld,
} from '../test/character-factories';

let t: TestApp;
let world: CharacterWorld;
let owner: CreatedUser;
let admin: CreatedUser;
let character: Character;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createCharacterWorld(t.db);
  owner = await createUser(t.app);
  admin = await createUser(t.app, { role: 'admin', name: 'Ada Arrangør' });
  character = await createCharacterViaApi(t.app, owner.token, world);
});
afterAll(async () => {
  await t?.close();
});

function award(token: string, payload: unknown, id = character.id) {
  return t.app.inject({
    method: 'POST',
    url: `/api/characters/${id}/xp`,
    headers: bearer(token),
    payload: payload as object,
  });
}

describe('POST /api/characters/{id}/xp', () => {
  it('is refused to users with 403', async () => {
    const response = await award(owner.token, { amount: 100, reason: 'I deserve it' });
    expect(response.statusCode).toBe(403);
    const invalid = await award(owner.token, { amount: 0 });
    expect(invalid.statusCode).toBe(403);
  });

  it('writes one ledger row per award, and the sum is the XP', async () => {
    const first = await award(admin.token, { amount: 5, reason: 'Sommerlejr' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      character_id: character.id,
      amount: 5,
      reason: 'Sommerlejr',
      awarded_by: admin.id,
      awarded_by_name: 'Ada Arrangør',
    });
    await award(admin.token, { amount: -2, reason: 'Rettelse' });

    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${character.id}/xp`,
      headers: bearer(owner.token),
    });
    expect(ledger.statusCode).toBe(200);
    const body = ledger.json() as XpLedgerResponse;
    expect(body.xp).toBe(10 + 5 - 2);
    expect(body.entries.map((e) => [e.amount, e.reason, e.awarded_by_name])).toEqual([
      [-2, 'Rettelse', 'Ada Arrangør'],
      [5, 'Sommerlejr', 'Ada Arrangør'],
      [10, 'Start-XP', null],
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${character.id}`,
      headers: bearer(owner.token),
    });
    expect(read.json()).toMatchObject({ xp: 13 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('entity', '=', 'character')
      .where('entity_id', '=', character.id)
      .execute();
    expect(audit).toEqual([
      { actor_id: admin.id, action: 'xp-award' },
      { actor_id: admin.id, action: 'xp-award' },
    ]);
  });

  it.each([
    ['a zero amount', { amount: 0, reason: 'Nothing' }],
    ['more than 1000', { amount: 1001, reason: 'Too much' }],
    ['less than -1000', { amount: -1001, reason: 'Too little' }],
    ['a fraction', { amount: 1.5, reason: 'Half' }],
    ['a missing reason', { amount: 1 }],
    ['a blank reason', { amount: 1, reason: '   ' }],
    ['a reason over 200 characters', { amount: 1, reason: 'x'.repeat(201) }],
  ])('answers 400 for %s', async (_label, payload) => {
    const response = await award(admin.token, payload);
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for a character that does not exist', async () => {
    const response = await award(admin.token, { amount: 1, reason: 'Ghost' }, 999_999);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/characters/{id}/xp', () => {
  it("hides another user's ledger", async () => {
    const stranger = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${character.id}/xp`,
      headers: bearer(stranger.token),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/characters/{id}/organizer-abilities', () => {
  const url = () => `/api/characters/${character.id}/organizer-abilities`;

  it('is refused to users with 403', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: bearer(owner.token),
      payload: { arrangor_ability_1: 'Kongens gunst' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('sets, keeps and clears organizer abilities', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: bearer(admin.token),
      payload: { arrangor_ability_1: 'Kongens gunst', arrangor_ability_6: 'Skjult dør' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      arrangor_ability_1: 'Kongens gunst',
      arrangor_ability_2: null,
      arrangor_ability_6: 'Skjult dør',
    });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: bearer(admin.token),
      payload: { arrangor_ability_6: '' },
    });
    expect(cleared.json()).toMatchObject({
      arrangor_ability_1: 'Kongens gunst',
      arrangor_ability_6: null,
    });
  });

  it('answers 400 for text over 100 characters', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: bearer(admin.token),
      payload: { arrangor_ability_2: 'x'.repeat(101) },
    });
    expect(response.statusCode).toBe(400);
  });
});
