import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintSheet, PrintSheetsResponse } from '@club/shared/contract/print';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createCharacterViaApi,
  createCharacterWorld,
  pick,
  type CharacterWorld,
} from '../test/character-factories';

let t: TestApp;
let world: CharacterWorld;

beforeAll(async () => {
  t = await buildTestApp({ startingXp: 12 });
  world = await createCharacterWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

function get(user: CreatedUser, url: string) {
  return t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(user.token) });
}

async function characterWithSheet(owner: CreatedUser, name: string) {
  const character = await createCharacterViaApi(t.app, owner.token, world, { name });
  const first = world.mandatory[0];
  if (!first) throw new Error('The world has mandatory professions');
  const language = world.languages[0];
  if (!language) throw new Error('The world has languages');
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/characters/${character.id}/abilities`,
    headers: bearer(owner.token),
    payload: { abilities: [pick(world, first.id, 1), pick(world, first.id, 2, language.id)] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { character, language };
}

describe('GET /api/characters/{id}/print', () => {
  it('gives the owner the sheet, its owner and the languages it knows', async () => {
    const owner = await createUser(t.app, { name: 'Astrid' });
    const { character, language } = await characterWithSheet(owner, 'Hilda');
    const res = await get(owner, `/characters/${character.id}/print`);
    expect(res.statusCode).toBe(200);
    const sheet = res.json<PrintSheet>();
    expect(sheet.owner_name).toBe('Astrid');
    expect(sheet.character).toMatchObject({ id: character.id, name: 'Hilda' });
    expect(sheet.character.professions).toHaveLength(6);
    expect(sheet.abilities.map((a) => a.order_learned)).toEqual([1, 2]);
    expect(sheet.abilities[1]).toMatchObject({ special_ability_name: language.name });
    expect(sheet.abilities[0]).toHaveProperty('effect');
    expect(sheet.languages).toEqual([language.name]);
    // In full on paper: what the language (a special ability) does, not only its name.
    expect(sheet.special_abilities).toEqual([
      {
        name: language.name,
        type: language.type,
        effect: language.effect,
        duration: language.duration,
        mana_cost: language.mana_cost,
        ingredients: language.ingredients,
        requirement: language.requirement,
      },
    ]);
  });

  it('hides another member’s character and shows it to staff', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    const { character } = await characterWithSheet(owner, 'Gudrun');
    expect((await get(other, `/characters/${character.id}/print`)).statusCode).toBe(404);
    expect((await get(admin, `/characters/${character.id}/print`)).statusCode).toBe(200);
  });
});

describe('GET /api/characters/print', () => {
  it('refuses members who do not manage users', async () => {
    const member = await createUser(t.app);
    const res = await get(member, '/characters/print');
    expect(res.statusCode).toBe(403);
  });

  it('gives staff every active character, or every character of the chosen members', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const a = await createUser(t.app, { name: 'Aase' });
    const b = await createUser(t.app, { name: 'Bjørn' });
    const first = await createCharacterViaApi(t.app, a.token, world, { name: 'Aases første' });
    const second = await createCharacterViaApi(t.app, a.token, world, { name: 'Aases anden' });
    const third = await createCharacterViaApi(t.app, b.token, world, { name: 'Bjørns' });

    const all = (await get(admin, '/characters/print')).json<PrintSheetsResponse>();
    const allIds = all.sheets.map((s) => s.character.id);
    expect(all.sheets.every((s) => s.character.is_active === 1)).toBe(true);
    expect(allIds).toContain(first.id);
    expect(allIds).toContain(third.id);
    expect(allIds).not.toContain(second.id);

    const chosen = await get(admin, `/characters/print?user_ids=${a.id}`);
    expect(chosen.statusCode).toBe(200);
    expect(
      chosen
        .json<PrintSheetsResponse>()
        .sheets.map((s) => s.character.name)
        .sort(),
    ).toEqual(['Aases anden', 'Aases første']);
  });

  it('answers a malformed member list with 400', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    for (const query of ['user_ids=', 'user_ids=a', 'user_ids=1,,2']) {
      const res = await get(admin, `/characters/print?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
