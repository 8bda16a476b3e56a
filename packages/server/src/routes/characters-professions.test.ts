import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '@club/shared/contract/characters';
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
let mandatory: number[];
let optional: number[];

beforeAll(async () => {
  t = await buildTestApp({ startingXp: 10 });
  world = await createCharacterWorld(t.db);
  mandatory = world.mandatory.map((p) => p.id);
  optional = world.optional.map((p) => p.id);
});
afterAll(async () => {
  await t?.close();
});

/** A character of the plain class: its 3 mandatory professions, then optional 0, 1 and 2. */
async function newCharacter(): Promise<{ owner: CreatedUser; character: Character }> {
  const owner = await createUser(t.app);
  const character = await createCharacterViaApi(t.app, owner.token, world, {
    profession_ids: optional.slice(0, 3),
  });
  return { owner, character };
}

function putProfessions(token: string | null, characterId: number, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/characters/${characterId}/professions`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

async function professionsOf(characterId: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('character_professions')
    .select('profession_id')
    .where('character_id', '=', characterId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.profession_id);
}

describe('PUT /api/characters/{id}/professions', () => {
  it('lets the owner swap an optional profession for another, keeping six, and audits it', async () => {
    const { owner, character } = await newCharacter();
    const swapped = [optional[0]!, optional[3]!, optional[2]!];
    const res = await putProfessions(owner.token, character.id, { profession_ids: swapped });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as Character;
    expect(answer.profession_ids).toEqual([...mandatory, ...swapped]);
    expect(answer.professions.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await professionsOf(character.id)).toEqual([...mandatory, ...swapped]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before', 'after'])
      .where('entity', '=', 'character')
      .where('entity_id', '=', character.id)
      .where('action', '=', 'set-professions')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(owner.id);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ profession_ids: [...mandatory, ...swapped] });
    expect(JSON.parse(audit[0]!.before!)).toEqual({
      profession_ids: [...mandatory, ...optional.slice(0, 3)],
    });
  });

  it('accepts the full list of six, mandatory ones included, in any order', async () => {
    const { owner, character } = await newCharacter();
    const six = [
      optional[4]!,
      mandatory[2]!,
      optional[0]!,
      mandatory[0]!,
      optional[1]!,
      mandatory[1]!,
    ];
    const res = await putProfessions(owner.token, character.id, { profession_ids: six });
    expect(res.statusCode).toBe(200);
    expect(await professionsOf(character.id)).toEqual([
      ...mandatory,
      optional[4]!,
      optional[0]!,
      optional[1]!,
    ]);
  });

  it('refuses to remove a profession with unlocked abilities, with 409, and changes nothing', async () => {
    const { owner, character } = await newCharacter();
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/characters/${character.id}/abilities`,
      headers: bearer(owner.token),
      payload: { abilities: [pick(world, mandatory[0]!, 1), pick(world, optional[1]!, 1)] },
    });
    expect(saved.statusCode).toBe(200);
    const before = await professionsOf(character.id);

    const res = await putProfessions(owner.token, character.id, {
      profession_ids: [optional[0]!, optional[3]!, optional[2]!],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'characters.professionHasUnlockedAbilities',
      error: 'Cannot remove this profession - it has unlocked abilities',
    });
    expect(await professionsOf(character.id)).toEqual(before);

    // The profession without abilities may still go.
    const ok = await putProfessions(owner.token, character.id, {
      profession_ids: [optional[3]!, optional[1]!, optional[2]!],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps the mandatory professions: leaving one out is refused as such', async () => {
    const { owner, character } = await newCharacter();
    const before = await professionsOf(character.id);
    const res = await putProfessions(owner.token, character.id, {
      profession_ids: [mandatory[0]!, mandatory[1]!, ...optional.slice(0, 4)],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'characters.mandatoryProfessionMissing' });
    expect(await professionsOf(character.id)).toEqual(before);
  });

  it('keeps exactly six, and only professions the class offers, once each', async () => {
    const { owner, character } = await newCharacter();
    const before = await professionsOf(character.id);
    const cases: [unknown, string][] = [
      [optional.slice(0, 2), 'characters.professionCount'],
      [optional.slice(0, 4), 'characters.tooManyOptionalProfessions'],
      [[optional[0]!, optional[0]!, optional[1]!], 'characters.duplicateProfession'],
      [
        [optional[0]!, optional[1]!, world.conflictClass.id + 10_000],
        'characters.professionNotInClass',
      ],
    ];
    for (const [ids, code] of cases) {
      const res = await putProfessions(owner.token, character.id, { profession_ids: ids });
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toMatchObject({ code });
    }
    for (const payload of [{}, { profession_ids: 'all' }, { profession_ids: [0] }]) {
      const res = await putProfessions(owner.token, character.id, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await professionsOf(character.id)).toEqual(before);
  });

  it('is the owner’s alone: staff get 403, other members 404, nobody 401', async () => {
    const { character } = await newCharacter();
    const before = await professionsOf(character.id);
    const body = { profession_ids: [optional[0]!, optional[3]!, optional[2]!] };
    const admin = await createUser(t.app, { role: 'admin' });
    const other = await createUser(t.app);
    expect((await putProfessions(admin.token, character.id, body)).statusCode).toBe(403);
    // To another member the character does not exist, as on every character route.
    expect((await putProfessions(other.token, character.id, body)).statusCode).toBe(404);
    expect((await putProfessions(null, character.id, body)).statusCode).toBe(401);
    expect((await putProfessions(other.token, 2_147_483_647, body)).statusCode).toBe(404);
    expect(await professionsOf(character.id)).toEqual(before);
  });

  it('writes the six in one transaction: a failure half-way leaves the old ones', async () => {
    const { owner, character } = await newCharacter();
    const before = await professionsOf(character.id);
    const refused = optional[4]!;
    // The database refuses the new profession's row, after the old rows were deleted.
    if (t.testDb.handle.engine === 'postgres') {
      await sql
        .raw(
          `create function refuse_profession() returns trigger as $$ begin
             if new.profession_id = ${refused} then raise exception 'refused'; end if;
             return new; end $$ language plpgsql`,
        )
        .execute(t.db);
      await sql
        .raw(
          `create trigger refuse_profession before insert on character_professions
             for each row execute function refuse_profession()`,
        )
        .execute(t.db);
    } else {
      await sql
        .raw(
          `create trigger refuse_profession before insert on character_professions
             when new.profession_id = ${refused}
             begin select raise(abort, 'refused'); end`,
        )
        .execute(t.db);
    }
    try {
      const res = await putProfessions(owner.token, character.id, {
        profession_ids: [optional[0]!, optional[1]!, refused],
      });
      expect(res.statusCode).toBe(500);
      expect(await professionsOf(character.id)).toEqual(before);
      const audit = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity_id', '=', character.id)
        .where('action', '=', 'set-professions')
        .execute();
      expect(audit).toEqual([]);
    } finally {
      await sql
        .raw(
          'drop trigger refuse_profession' +
            (t.testDb.handle.engine === 'postgres' ? ' on character_professions' : ''),
        )
        .execute(t.db);
    }
  });
});
