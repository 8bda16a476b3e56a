import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Character, CharacterCreate } from '@club/shared/contract/characters';
import type {
  AbilityRow,
  ClassRow,
  Database,
  ProfessionRow,
  RaceRow,
  SpecialAbilityRow,
} from '../db/schema';
import { bearer } from './test-app';
import {
  addClassProfession,
  allowClasses,
  createAbility,
  createClass,
  createProfession,
  createRace,
  createSpecialAbility,
  linkSpecialAbilities,
  setProfessionAbilities,
} from './rules-factories';

/**
 * A small world to make characters in: a race allowing a plain class, a conflict class
 * and a class with room for four picks; another race allowing none of them. Each class
 * has three mandatory professions (listed out of order so the class's order shows) and
 * five optional ones. The first mandatory profession's level 2 carries special abilities.
 */
export interface CharacterWorld {
  race: RaceRow;
  otherRace: RaceRow;
  cls: ClassRow;
  conflictClass: ClassRow;
  wideClass: ClassRow;
  /** In the class's order: [0] becomes the first profession. */
  mandatory: ProfessionRow[];
  optional: ProfessionRow[];
  /** Each profession's abilities by level (index 0 is level 1). */
  levels: Map<number, AbilityRow[]>;
  languages: SpecialAbilityRow[];
  unlinkedSpecial: SpecialAbilityRow;
}

const LEVELS_PER_PROFESSION = 3;

export async function createCharacterWorld(db: Kysely<Database>): Promise<CharacterWorld> {
  const race = await createRace(db);
  const otherRace = await createRace(db);
  const cls = await createClass(db, { additional_professions: 3 });
  const conflictClass = await createClass(db, { conflict: 1, additional_professions: 3 });
  const wideClass = await createClass(db, { additional_professions: 4 });
  await allowClasses(db, race.id, [cls.id, conflictClass.id, wideClass.id]);

  const mandatory: ProfessionRow[] = [];
  for (let i = 0; i < 3; i += 1) mandatory.push(await createProfession(db));
  const optional: ProfessionRow[] = [];
  for (let i = 0; i < 5; i += 1) optional.push(await createProfession(db));

  for (const klass of [cls, conflictClass, wideClass]) {
    // Inserted last-first with sort orders 1..3, so the class order differs from insertion.
    for (const [index, profession] of [...mandatory.entries()].reverse()) {
      await addClassProfession(db, klass.id, profession.id, {
        mandatory: true,
        sortOrder: index + 1,
      });
    }
    for (const [index, profession] of optional.entries()) {
      await addClassProfession(db, klass.id, profession.id, { sortOrder: index + 1 });
    }
  }

  const languages = [
    await createSpecialAbility(db, { type: 'Sprog', name: 'Dværgisk' }),
    await createSpecialAbility(db, { type: 'Sprog', name: 'Alfisk' }),
  ];
  const herbs = await createSpecialAbility(db, { type: 'Urtekundskab' });
  const unlinkedSpecial = await createSpecialAbility(db, { type: 'Sprog' });

  const levels = new Map<number, AbilityRow[]>();
  for (const profession of [...mandatory, ...optional]) {
    const abilities: AbilityRow[] = [];
    for (let level = 1; level <= LEVELS_PER_PROFESSION; level += 1) {
      const special = profession.id === mandatory[0]?.id && level === 2;
      abilities.push(await createAbility(db, { xpcost: 2, has_special_ability: special ? 1 : 0 }));
    }
    await setProfessionAbilities(
      db,
      profession.id,
      abilities.map((a) => a.id),
    );
    levels.set(profession.id, abilities);
  }
  const world = {
    race,
    otherRace,
    cls,
    conflictClass,
    wideClass,
    mandatory,
    optional,
    levels,
    languages,
    unlinkedSpecial,
  };
  const firstProfession = mandatory[0];
  if (!firstProfession) throw new Error('The world has no mandatory profession');
  await linkSpecialAbilities(db, abilityAt(world, firstProfession.id, 2).id, [
    ...languages.map((l) => l.id),
    herbs.id,
  ]);
  return world;
}

/** The ability at `level` (1-based) of a profession in the world. */
export function abilityAt(world: CharacterWorld, professionId: number, level: number): AbilityRow {
  const ability = world.levels.get(professionId)?.[level - 1];
  if (!ability) throw new Error(`No level ${level} in profession ${professionId}`);
  return ability;
}

/** A valid create body: the plain class, three optional picks, a built-in avatar. */
export function characterBody(
  world: CharacterWorld,
  overrides: Partial<CharacterCreate> = {},
): CharacterCreate {
  return {
    name: 'Sigrun Ravnsdatter',
    race_id: world.race.id,
    class_id: world.cls.id,
    profession_ids: world.optional.slice(0, 3).map((p) => p.id),
    avatar_path: 'dwarfs',
    ...overrides,
  };
}

export async function createCharacterViaApi(
  app: FastifyInstance,
  token: string,
  world: CharacterWorld,
  overrides: Partial<CharacterCreate> = {},
): Promise<Character> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/characters',
    headers: bearer(token),
    payload: characterBody(world, overrides),
  });
  if (response.statusCode !== 201) {
    throw new Error(`Creating a character failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as Character;
}

/** A sheet row for POST /characters/{id}/abilities. */
export function pick(
  world: CharacterWorld,
  professionId: number,
  level: number,
  specialAbilityId: number | null = null,
) {
  return {
    profession_id: professionId,
    ability_id: abilityAt(world, professionId, level).id,
    special_ability_id: specialAbilityId,
  };
}
