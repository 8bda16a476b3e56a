import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '@club/shared/contract/characters';
import type { Impact, NeedsReviewResponse } from '@club/shared/contract/review';
import { REVIEW_REASON_CODES } from '@club/shared/rules/needs-review';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  abilityAt,
  createCharacterViaApi,
  createCharacterWorld,
  pick,
  type CharacterWorld,
} from '../test/character-factories';
import { createRace } from '../test/rules-factories';

let t: TestApp;
let world: CharacterWorld;
let editor: CreatedUser;
let admin: CreatedUser;
let first: number;

beforeAll(async () => {
  t = await buildTestApp({ startingXp: 10 });
  world = await createCharacterWorld(t.db);
  editor = await createUser(t.app, { role: 'bestyrelse' });
  admin = await createUser(t.app, { role: 'admin' });
  first = world.mandatory[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

/** A member with a character whose sheet holds levels 1 and 2 of the first profession. */
async function lockedCharacter(): Promise<{ owner: CreatedUser; character: Character }> {
  const owner = await createUser(t.app);
  const character = await createCharacterViaApi(t.app, owner.token, world);
  const saved = await writeAs(t.app, 'POST', `/api/characters/${character.id}/abilities`, owner, {
    abilities: [pick(world, first, 1), pick(world, first, 2, world.languages[0]!.id)],
  });
  expect(saved.statusCode).toBe(200);
  return { owner, character };
}

async function everyAuditRow() {
  return t.db.selectFrom('audit_log').select('id').execute();
}

function impacted(impact: Impact, characterId: number) {
  return impact.characters.find((c) => c.id === characterId);
}

describe('rules writes and saved characters', () => {
  it('a dry run answers the write and its impact and changes nothing, audit log and cache included', async () => {
    const { character } = await lockedCharacter();
    const ability = abilityAt(world, first, 1);
    // Fill the cache before the dry run, so a stale or poisoned answer would show.
    const cached = await getAs(t.app, '/api/abilities', editor);
    const auditBefore = await everyAuditRow();

    const dry = await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}?dry_run=true`, editor, {
      xpcost: 20,
    });
    expect(dry.statusCode).toBe(200);
    const body = dry.json() as { xpcost: number; impact: Impact };
    expect(body.xpcost).toBe(20);
    expect(impacted(body.impact, character.id)).toMatchObject({
      name: character.name,
      user_id: character.user_id,
      reasons: [
        {
          code: REVIEW_REASON_CODES.costExceedsXp,
          params: { cost: 22, xp: 10 },
          subject: null,
        },
      ],
    });

    const row = await t.db
      .selectFrom('abilities')
      .select('xpcost')
      .where('id', '=', ability.id)
      .executeTakeFirstOrThrow();
    expect(row.xpcost).toBe(2);
    expect(await everyAuditRow()).toEqual(auditBefore);
    const after = await getAs(t.app, '/api/abilities', editor);
    expect(after.body).toBe(cached.body);
    const review = await getAs(t.app, '/api/characters/needs-review', admin);
    expect((review.json() as NeedsReviewResponse).characters.map((c) => c.id)).not.toContain(
      character.id,
    );
  });

  it('a dry run answers 200 for a create and a delete and keeps the row', async () => {
    const dryCreate = await writeAs(t.app, 'POST', '/api/races?dry_run=true', editor, {
      name: 'Dryad',
      description: '',
      base_hits: 1,
      base_mana: 1,
    });
    expect(dryCreate.statusCode).toBe(200);
    expect(dryCreate.json()).toMatchObject({ name: 'Dryad', impact: { characters: [] } });
    expect(
      await t.db.selectFrom('races').select('id').where('name', '=', 'Dryad').execute(),
    ).toEqual([]);

    const race = await createRace(t.db);
    const dryDelete = await writeAs(t.app, 'DELETE', `/api/races/${race.id}?dry_run=true`, editor);
    expect(dryDelete.statusCode).toBe(200);
    expect(dryDelete.json()).toEqual({ impact: { characters: [] } });
    expect(
      await t.db.selectFrom('races').select('id').where('id', '=', race.id).execute(),
    ).toHaveLength(1);
  });

  it.each([
    [
      'a race no longer allowing the class',
      () => ({
        method: 'POST' as const,
        url: `/api/races/${world.race.id}/classes`,
        body: { classIds: [world.conflictClass.id, world.wideClass.id] },
      }),
      REVIEW_REASON_CODES.classNotAllowedForRace,
    ],
    [
      'a profession taken off the class',
      () => ({
        method: 'DELETE' as const,
        url: `/api/classes/${world.cls.id}/professions/${first}`,
        body: undefined,
      }),
      REVIEW_REASON_CODES.professionNotOnClass,
    ],
    [
      'an ability no longer offered',
      () => ({
        method: 'POST' as const,
        url: `/api/professions/${first}/abilities`,
        body: { ability_ids: [abilityAt(world, first, 2).id, abilityAt(world, first, 3).id] },
      }),
      REVIEW_REASON_CODES.abilityNotOffered,
    ],
    [
      'an ability moved to another level',
      () => ({
        method: 'POST' as const,
        url: `/api/professions/${first}/abilities`,
        body: {
          ability_ids: [
            abilityAt(world, first, 3).id,
            abilityAt(world, first, 2).id,
            abilityAt(world, first, 1).id,
          ],
        },
      }),
      REVIEW_REASON_CODES.abilityMovedLevel,
    ],
    [
      'a special ability no longer linked',
      () => ({
        method: 'POST' as const,
        url: `/api/abilities/${abilityAt(world, first, 2).id}/special-abilities`,
        body: { special_ability_ids: [world.languages[1]!.id] },
      }),
      REVIEW_REASON_CODES.specialAbilityNotLinked,
    ],
  ])('dry run of %s names the reason and changes nothing', async (_label, request, code) => {
    const { character } = await lockedCharacter();
    const { method, url, body } = request();
    const auditBefore = await everyAuditRow();
    const response = await writeAs(t.app, method, `${url}?dry_run=true`, editor, body);
    expect(response.statusCode).toBe(200);
    const impact = (response.json() as { impact: Impact }).impact;
    expect(impacted(impact, character.id)?.reasons.map((r) => r.code)).toContain(code);
    expect(await everyAuditRow()).toEqual(auditBefore);
    const read = await getAs(t.app, `/api/characters/${character.id}`, admin);
    expect((read.json() as Character).review_reasons).toEqual([]);
  });

  it('a real write answers the same impact, audits, and puts the character under review', async () => {
    const { owner, character } = await lockedCharacter();
    const ability = abilityAt(world, first, 1);
    const response = await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}`, editor, {
      xpcost: 9,
    });
    expect(response.statusCode).toBe(200);
    const impact = (response.json() as { impact: Impact }).impact;
    expect(impacted(impact, character.id)?.reasons).toEqual([
      { code: REVIEW_REASON_CODES.costExceedsXp, params: { cost: 11, xp: 10 }, subject: null },
    ]);
    expect((await auditRowsFor(t.db, 'ability', ability.id)).at(-1)?.action).toBe('update');

    const own = (await getAs(t.app, `/api/characters/${character.id}`, owner)).json() as Character;
    expect(own.review_reasons.map((r) => r.code)).toEqual([REVIEW_REASON_CODES.costExceedsXp]);
    const list = (
      await getAs(t.app, '/api/characters/needs-review', admin)
    ).json() as NeedsReviewResponse;
    expect(list.characters.find((c) => c.id === character.id)).toMatchObject({
      user_id: owner.id,
      user_name: owner.name,
      xp: 10,
      xp_spent: 11,
    });

    // A write that adds no new reason puts nobody under review again.
    const again = await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}`, editor, {
      note: 'Hævet til sæsonstart',
    });
    expect(impacted((again.json() as { impact: Impact }).impact, character.id)).toBeUndefined();

    // The cost back where it was: no longer under review.
    await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}`, editor, { xpcost: 2 });
    const back = (await getAs(t.app, `/api/characters/${character.id}`, owner)).json() as Character;
    expect(back.review_reasons).toEqual([]);
  });

  it('accepting keeps the character off the list until the rules add a new reason', async () => {
    const { character } = await lockedCharacter();
    const ability = abilityAt(world, first, 2);
    await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}`, editor, { xpcost: 9 });

    const refused = await writeAs(t.app, 'POST', `/api/characters/${character.id}/review`, admin, {
      action: 'accept',
      note: '',
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await writeAs(t.app, 'POST', `/api/characters/${character.id}/review`, admin, {
      action: 'accept',
      note: 'Vi lader den stå til næste arrangement',
    });
    expect(accepted.statusCode).toBe(200);
    expect((accepted.json() as Character).review_reasons).toEqual([]);
    const list = (
      await getAs(t.app, '/api/characters/needs-review', admin)
    ).json() as NeedsReviewResponse;
    expect(list.characters.map((c) => c.id)).not.toContain(character.id);
    const audit = (await auditRowsFor(t.db, 'character', character.id)).at(-1);
    expect(audit?.action).toBe('review-accept');
    expect(JSON.parse(String(audit?.after))).toEqual({
      note: 'Vi lader den stå til næste arrangement',
    });

    const twice = await writeAs(t.app, 'POST', `/api/characters/${character.id}/review`, admin, {
      action: 'accept',
      note: 'Igen',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'review.notUnderReview' });

    // A higher cost is a new reason: the character is back.
    await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}`, editor, { xpcost: 12 });
    const back = (
      await getAs(t.app, '/api/characters/needs-review', admin)
    ).json() as NeedsReviewResponse;
    expect(back.characters.map((c) => c.id)).toContain(character.id);
    await writeAs(t.app, 'PUT', `/api/abilities/${ability.id}`, editor, { xpcost: 2 });
  });

  it('unlocking drops what is no longer offered, so its XP is remaining XP again', async () => {
    const { owner, character } = await lockedCharacter();
    const level1 = abilityAt(world, first, 1);
    const level2 = abilityAt(world, first, 2);
    const level3 = abilityAt(world, first, 3);
    const response = await writeAs(t.app, 'POST', `/api/professions/${first}/abilities`, editor, {
      ability_ids: [level1.id, level3.id],
    });
    expect(response.statusCode).toBe(200);
    expect(impacted((response.json() as { impact: Impact }).impact, character.id)?.reasons).toEqual(
      [
        {
          code: REVIEW_REASON_CODES.abilityNotOffered,
          params: { ability_id: level2.id, profession_id: first },
          subject: level2.name,
        },
      ],
    );

    const player = await writeAs(t.app, 'POST', `/api/characters/${character.id}/review`, owner, {
      action: 'unlock',
    });
    expect(player.statusCode).toBe(403);
    const unlocked = await writeAs(t.app, 'POST', `/api/characters/${character.id}/review`, admin, {
      action: 'unlock',
      note: 'Byg om',
    });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({
      allow_update: 1,
      xp: 10,
      xp_spent: 2,
      review_reasons: [],
    });
    const rows = await t.db
      .selectFrom('character_abilities')
      .select('ability_id')
      .where('character_id', '=', character.id)
      .execute();
    expect(rows.map((r) => r.ability_id)).toEqual([level1.id]);
    expect((await auditRowsFor(t.db, 'character', character.id)).at(-1)?.action).toBe(
      'review-unlock',
    );
    // Restore the world for the other tests.
    await writeAs(t.app, 'POST', `/api/professions/${first}/abilities`, editor, {
      ability_ids: [level1.id, level2.id, level3.id],
    });
  });

  it('only staff read the list', async () => {
    const member = await createUser(t.app);
    expect((await getAs(t.app, '/api/characters/needs-review', member)).statusCode).toBe(403);
  });
});

describe('locking an empty special-ability slot', () => {
  it('is refused with its own code, naming the ability; nothing is saved', async () => {
    const owner = await createUser(t.app);
    const character = await createCharacterViaApi(t.app, owner.token, world);
    const flagged = abilityAt(world, first, 2);
    const response = await writeAs(
      t.app,
      'POST',
      `/api/characters/${character.id}/abilities`,
      owner,
      { abilities: [pick(world, first, 1), pick(world, first, 2)] },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'characters.specialAbilityMissing',
      params: { ability_id: flagged.id, profession_id: first },
    });
    const rows = await t.db
      .selectFrom('character_abilities')
      .select('id')
      .where('character_id', '=', character.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
