import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Character,
  CharacterAbilitiesResponse,
  SaveAbilitiesResponse,
} from '@club/shared/contract/characters';
import type { AbilitySelection } from '@club/shared/rules/ability-selection';
import { writeSheet } from '../modules/characters/sheet-save.repository';
import { buildServices } from '../services';
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
let first: number;
let second: number;
let third: number;
let firstOptional: number;

beforeAll(async () => {
  t = await buildTestApp({ startingXp: 10 });
  world = await createCharacterWorld(t.db);
  [first, second, third] = world.mandatory.map((p) => p.id) as [number, number, number];
  firstOptional = world.optional[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

async function newCharacter(): Promise<{ owner: CreatedUser; character: Character }> {
  const owner = await createUser(t.app);
  const character = await createCharacterViaApi(t.app, owner.token, world);
  return { owner, character };
}

function save(token: string, characterId: number, abilities: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/characters/${characterId}/abilities`,
    headers: bearer(token),
    payload: { abilities } as object,
  });
}

async function storedRows(characterId: number) {
  return t.db
    .selectFrom('character_abilities')
    .select(['profession_id', 'ability_id', 'special_ability_id', 'is_unlocked'])
    .where('character_id', '=', characterId)
    .orderBy('ability_id')
    .execute();
}

function setAllowUpdate(token: string, characterId: number, value: number) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/characters/${characterId}/allow-update`,
    headers: bearer(token),
    payload: { allow_update: value },
  });
}

describe('POST /api/characters/{id}/abilities', () => {
  it('saves the whole sheet, unlocks every row and answers the new XP figures', async () => {
    const { owner, character } = await newCharacter();
    const language = world.languages[0]!.id;
    const response = await save(owner.token, character.id, [
      pick(world, first, 1),
      pick(world, first, 2, language),
      pick(world, second, 1),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as SaveAbilitiesResponse;
    expect(body).toMatchObject({ xp: 10, xp_spent: 6, allow_update: 0 });
    expect(body.abilities).toHaveLength(3);
    expect(body.abilities.every((a) => a.is_unlocked === 1 && a.is_permanent === 1)).toBe(true);
    // The answer is the sheet as ids and states, in the order it was sent; no rules text.
    expect(body.abilities).toEqual([
      { ...pick(world, first, 1), special_ability_id: null, is_unlocked: 1, is_permanent: 1 },
      { ...pick(world, first, 2, language), is_unlocked: 1, is_permanent: 1 },
      { ...pick(world, second, 1), special_ability_id: null, is_unlocked: 1, is_permanent: 1 },
    ]);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${character.id}/abilities`,
      headers: bearer(owner.token),
    });
    const rows = read.json() as CharacterAbilitiesResponse;
    // By profession position, then level.
    expect(rows.map((r) => [r.profession_id, r.order_learned])).toEqual([
      [first, 1],
      [first, 2],
      [second, 1],
    ]);
    expect(rows[0]).toMatchObject({
      name: expect.any(String),
      xpcost: 2,
      effect: expect.any(String),
    });
  });

  it.each([
    ['the order rule', () => [pick(world, first, 2)], 'characters.abilityOrder'],
    [
      'the first-profession rule',
      () => [pick(world, first, 1), pick(world, second, 1), pick(world, second, 2)],
      'characters.firstProfessionLevel',
    ],
    [
      'a duplicate ability',
      () => [pick(world, first, 1), pick(world, first, 1)],
      'characters.duplicateAbility',
    ],
    [
      'the XP budget',
      () => [
        pick(world, first, 1),
        pick(world, first, 2),
        pick(world, first, 3),
        pick(world, second, 1),
        pick(world, second, 2),
        pick(world, third, 1),
      ],
      'characters.notEnoughXp',
    ],
    [
      'a special ability not linked to the ability',
      () => [pick(world, first, 1), pick(world, first, 2, world.unlinkedSpecial.id)],
      'characters.specialAbilityNotLinked',
    ],
    [
      'a special ability on an ability without them',
      () => [pick(world, first, 1, world.languages[0]!.id)],
      'characters.specialAbilityNotLinked',
    ],
    [
      'a profession the character lacks',
      () => [pick(world, world.optional[4]!.id, 1)],
      'characters.professionNotOnCharacter',
    ],
    [
      'an ability the profession does not offer',
      () => [{ ...pick(world, first, 1), ability_id: world.levels.get(second)![0]!.id }],
      'characters.abilityNotInProfession',
    ],
  ])('refuses %s with 409 and changes nothing', async (_label, abilities, code) => {
    const { owner, character } = await newCharacter();
    await save(owner.token, character.id, [pick(world, first, 1)]);
    await setAllowUpdate((await createUser(t.app, { role: 'admin' })).token, character.id, 1);
    const before = await storedRows(character.id);
    const response = await save(owner.token, character.id, abilities());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code });
    expect(await storedRows(character.id)).toEqual(before);
    const row = await t.db
      .selectFrom('characters')
      .select('allow_update')
      .where('id', '=', character.id)
      .executeTakeFirstOrThrow();
    expect(row.allow_update).toBe(1);
  });

  it('refuses to drop or change a saved ability while the sheet is locked', async () => {
    const { owner, character } = await newCharacter();
    const [dwarvish, elvish] = world.languages.map((l) => l.id) as [number, number];
    await save(owner.token, character.id, [pick(world, first, 1), pick(world, first, 2, dwarvish)]);

    const dropped = await save(owner.token, character.id, [pick(world, first, 1)]);
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json()).toMatchObject({ code: 'characters.abilityLocked' });
    const changed = await save(owner.token, character.id, [
      pick(world, first, 1),
      pick(world, first, 2, elvish),
    ]);
    expect(changed.json()).toMatchObject({ code: 'characters.abilityLocked' });
    expect(await storedRows(character.id)).toHaveLength(2);

    const grown = await save(owner.token, character.id, [
      pick(world, first, 1),
      pick(world, first, 2, dwarvish),
      pick(world, second, 1),
    ]);
    expect(grown.statusCode).toBe(200);
  });

  it('lets a sheet unlocked by staff drop abilities, then locks it again', async () => {
    const { owner, character } = await newCharacter();
    const admin = await createUser(t.app, { role: 'admin' });
    await save(owner.token, character.id, [pick(world, first, 1), pick(world, first, 2)]);
    const unlocked = await setAllowUpdate(admin.token, character.id, 1);
    expect(unlocked.json()).toMatchObject({ allow_update: 1 });

    const rows = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${character.id}/abilities`,
      headers: bearer(owner.token),
    });
    expect(
      (rows.json() as CharacterAbilitiesResponse).every(
        (r) => r.is_unlocked === 1 && r.is_permanent === 0,
      ),
    ).toBe(true);

    const response = await save(owner.token, character.id, [pick(world, first, 1)]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ allow_update: 0, xp_spent: 2 });
    const character2 = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${character.id}`,
      headers: bearer(owner.token),
    });
    expect(character2.json()).toMatchObject({ allow_update: 0, xp_spent: 2 });
    expect(await storedRows(character.id)).toHaveLength(1);
  });

  it('lets staff assign abilities, and hides the sheet from other users', async () => {
    const { character } = await newCharacter();
    const admin = await createUser(t.app, { role: 'admin' });
    const stranger = await createUser(t.app);
    const byStaff = await save(admin.token, character.id, [pick(world, first, 1)]);
    expect(byStaff.statusCode).toBe(200);
    const byStranger = await save(stranger.token, character.id, [
      pick(world, first, 1),
      pick(world, first, 2),
    ]);
    expect(byStranger.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${character.id}/abilities`,
      headers: bearer(stranger.token),
    });
    expect(read.statusCode).toBe(404);
  });

  it('answers 400 for a huge list, a list that is not one, and a missing body', async () => {
    const { owner, character } = await newCharacter();
    const huge = Array.from({ length: 37 }, () => pick(world, first, 1));
    expect((await save(owner.token, character.id, huge)).statusCode).toBe(400);
    expect((await save(owner.token, character.id, 'everything')).statusCode).toBe(400);
    expect(
      (await save(owner.token, character.id, [{ profession_id: 'x', ability_id: 1 }])).statusCode,
    ).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/characters/${character.id}/abilities`,
      headers: bearer(owner.token),
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('PATCH /api/characters/{id}/allow-update', () => {
  it('lets only staff unlock; the owner may lock', async () => {
    const { owner, character } = await newCharacter();
    const ownUnlock = await setAllowUpdate(owner.token, character.id, 1);
    expect(ownUnlock.statusCode).toBe(403);
    const bestyrelse = await createUser(t.app, { role: 'bestyrelse' });
    expect((await setAllowUpdate(bestyrelse.token, character.id, 1)).statusCode).toBe(200);
    const locked = await setAllowUpdate(owner.token, character.id, 0);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ allow_update: 0 });
    expect((await setAllowUpdate(owner.token, character.id, 7)).statusCode).toBe(400);
  });

  it('records the unlock in the audit log', async () => {
    const { character } = await newCharacter();
    const admin = await createUser(t.app, { role: 'superadmin' });
    await setAllowUpdate(admin.token, character.id, 1);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'character')
      .where('entity_id', '=', character.id)
      .execute();
    expect(audit).toMatchObject([{ actor_id: admin.id, action: 'unlock-sheet' }]);
  });
});

describe('GET /api/characters/{id}/professions/{professionId}/can-remove', () => {
  it('refuses professions with unlocked abilities', async () => {
    const { owner, character } = await newCharacter();
    await save(owner.token, character.id, [pick(world, first, 1), pick(world, second, 1)]);
    const ask = (professionId: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/characters/${character.id}/professions/${professionId}/can-remove`,
        headers: bearer(owner.token),
      });
    expect((await ask(second)).json()).toEqual({ canRemove: false });
    expect((await ask(firstOptional)).json()).toEqual({ canRemove: true });
    expect((await ask(Number.NaN)).statusCode).toBe(400);
  });

  it('answers 404 for a profession the character does not have', async () => {
    const { owner, character } = await newCharacter();
    const held = new Set(character.professions.map((p) => p.id));
    const other = [...world.mandatory, ...world.optional].find((p) => !held.has(p.id));
    const missing = [other!.id, 2_147_483_647];
    for (const professionId of missing) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/characters/${character.id}/professions/${professionId}/can-remove`,
        headers: bearer(owner.token),
      });
      expect(res.statusCode, String(professionId)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'errors.notFound' });
    }
  });
});

describe('the sheet save, counted', () => {
  /** The statements a save runs (the transaction's begin and commit come on top). */
  async function countSave(ownerId: number, characterId: number, next: AbilitySelection[]) {
    let statements = 0;
    const counted = t.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => {
        statements += 1;
        return Promise.resolve(result);
      },
    });
    const { characters: service } = buildServices({
      handle: { ...t.testDb.handle, db: counted },
      config: { ...t.config, startingXp: 10 },
      log: { info: () => {}, error: () => {} },
    });
    const viewer = { id: ownerId, name: 'Owner', role: 'user', conflict_allowed: 0 };
    await service.saveAbilities(viewer, characterId, next);
    return statements;
  }

  it('runs the same few statements however many abilities the sheet holds', async () => {
    const { owner, character } = await newCharacter();
    const sheet = [pick(world, first, 1), pick(world, second, 1), pick(world, third, 1)];
    const one = await countSave(owner.id, character.id, sheet.slice(0, 1));
    const three = await countSave(owner.id, character.id, sheet);
    const again = await countSave(owner.id, character.id, sheet);
    // Reads: the character held with its XP, then its professions, their offers, the
    // offers' special abilities and the stored sheet (one statement on PostgreSQL, four on
    // SQLite). Writes: one statement on PostgreSQL; on SQLite, which runs in this process,
    // the rows that changed (one statement, none when nothing did) and the sheet closed.
    // A new round trip fails here.
    const postgres = t.testDb.url.startsWith('postgres');
    expect(one).toBe(postgres ? 3 : 7);
    expect(three).toBe(postgres ? 3 : 7);
    expect(again).toBe(postgres ? 3 : 6);
    expect(await storedRows(character.id)).toHaveLength(3);
  });

  /** The sheet's rows by id: a row kept untouched keeps its id. */
  const rowIds = (characterId: number) =>
    t.db
      .selectFrom('character_abilities')
      .select(['id', 'ability_id'])
      .where('character_id', '=', characterId)
      .orderBy('id')
      .execute();

  it('writes only the rows that changed, and keeps the rest as they were stored', async () => {
    const { owner, character } = await newCharacter();
    const sheet = [pick(world, first, 1), pick(world, second, 1)];
    await countSave(owner.id, character.id, sheet);
    const before = await rowIds(character.id);
    await countSave(owner.id, character.id, [...sheet, pick(world, third, 1)]);
    const after = await rowIds(character.id);
    // The two saved rows keep their ids (untouched); the third is new.
    expect(after.slice(0, 2)).toEqual(before);
    expect(after).toHaveLength(3);
    expect(after[2]?.ability_id).toBe(pick(world, third, 1).ability_id);
  });
});

describe('the sheet written over the stored one', () => {
  it('leaves exactly the new sheet stored, whatever the sheet before it held', async () => {
    const { character } = await newCharacter();
    const candidates = [first, second, third].flatMap((professionId) =>
      [1, 2, 3].map((level) => pick(world, professionId, level)),
    );
    const language = world.languages[0]!.id;
    const rowArb = fc.record({
      index: fc.nat({ max: candidates.length - 1 }),
      special: fc.boolean(),
      is_unlocked: fc.constantFrom(0, 1),
    });
    const sheetArb = fc
      .uniqueArray(rowArb, { selector: (row) => row.index, maxLength: candidates.length })
      .map((rows) =>
        rows.map(({ index, special, is_unlocked }) => ({
          ...candidates[index]!,
          special_ability_id: special ? language : null,
          is_unlocked,
        })),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(sheetArb, { minLength: 1, maxLength: 4 }), async (sheets) => {
        for (const next of sheets) {
          // Read first: on SQLite the transaction holds the one connection.
          const stored = await storedRows(character.id);
          await t.db.transaction().execute((trx) => writeSheet(trx, character.id, stored, next));
          const byAbility = (a: { ability_id: number }, b: { ability_id: number }) =>
            a.ability_id - b.ability_id;
          expect(await storedRows(character.id)).toEqual([...next].sort(byAbility));
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('GET /api/characters/active/special-abilities', () => {
  it('answers the languages the active character knows, and nothing without one', async () => {
    const user = await createUser(t.app);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/characters/active/special-abilities?type=Sprog',
      headers: bearer(user.token),
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);

    const active = await createCharacterViaApi(t.app, user.token, world);
    const language = world.languages[1]!;
    await save(user.token, active.id, [pick(world, first, 1), pick(world, first, 2, language.id)]);
    const known = await t.app.inject({
      method: 'GET',
      url: '/api/characters/active/special-abilities?type=Sprog',
      headers: bearer(user.token),
    });
    expect(known.json()).toEqual([{ id: language.id, name: language.name, type: 'Sprog' }]);
    const herbs = await t.app.inject({
      method: 'GET',
      url: '/api/characters/active/special-abilities?type=Urtekundskab',
      headers: bearer(user.token),
    });
    expect(herbs.json()).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/characters/active/special-abilities?type=Drop%20table',
      headers: bearer(user.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
