import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CraftCreate, Recipe, RecipeUpdate } from '@club/shared/contract/crafting';
import type { ItemType } from '@club/shared/contract/inventory';
import { createEventViaApi, signUpViaApi, startEvent, type Member } from './event-factories';
import { createUser, type CreatedUser } from './factories';
import { createItemTypeViaApi } from './inventory-factories';
import {
  createAbility,
  createClass,
  createProfession,
  createRace,
  createSpecialAbility,
  createCharacterUsing,
} from './rules-factories';
import { bearer, writeAs } from './test-app';

type Who = { token: string };

/** The board gives a special ability a recipe; must succeed. */
export async function putRecipe(
  app: FastifyInstance,
  board: Who,
  specialAbilityId: number,
  recipe: RecipeUpdate,
): Promise<Recipe> {
  const response = await writeAs(
    app,
    'PUT',
    `/api/special-abilities/${specialAbilityId}/recipe`,
    board,
    recipe,
  );
  if (response.statusCode !== 200) {
    throw new Error(`saving the recipe failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<Recipe>();
}

/** POST /characters/{id}/craft, with an Idempotency-Key when given. */
export function craftAs(
  app: FastifyInstance,
  who: Who,
  characterId: number,
  body: CraftCreate,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/characters/${characterId}/craft`,
    headers: { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

/**
 * An alchemist's world: a race of `baseMana`, an ability (bonus MP `bonusMp`) offering a
 * special ability (mana cost `manaCost`) whose recipe takes 2 of a herb and 1 of a mineral
 * and makes one unique potion that keeps one event.
 */
export interface Workshop {
  raceId: number;
  classId: number;
  professionId: number;
  abilityId: number;
  specialAbilityId: number;
  herb: ItemType;
  mineral: ItemType;
  potion: ItemType;
}

export async function createWorkshop(
  app: FastifyInstance,
  board: Who,
  options: {
    baseMana?: number;
    bonusMp?: number;
    manaCost?: number;
    keepsEvents?: number | null;
  } = {},
): Promise<Workshop> {
  const tag = crypto.randomBytes(3).toString('hex');
  const race = await createRace(app.db, { base_mana: options.baseMana ?? 2 });
  const cls = await createClass(app.db);
  const profession = await createProfession(app.db);
  const ability = await createAbility(app.db, {
    has_special_ability: 1,
    bonus_mp: options.bonusMp ?? 1,
  });
  const special = await createSpecialAbility(app.db, {
    name: `Livseliksir ${tag}`,
    type: 'Alkymi',
    effect: 'Giver 1 liv tilbage.',
    ingredients: `2 røllike ${tag}, 1 kviksølv ${tag}`,
    mana_cost: options.manaCost ?? 1,
  });
  const herb = await createItemTypeViaApi(app, board, { name: `Røllike ${tag}` });
  const mineral = await createItemTypeViaApi(app, board, { name: `Kviksølv ${tag}`, unit: 'dram' });
  const potion = await createItemTypeViaApi(app, board, {
    name: `Livseliksir ${tag}`,
    kind: 'item',
    unique: true,
    unit: 'stk.',
  });
  await putRecipe(app, board, special.id, {
    inputs: [
      { item_type_id: herb.id, quantity: 2 },
      { item_type_id: mineral.id, quantity: 1 },
    ],
    outputs: [{ item_type_id: potion.id, quantity: 1 }],
    keeps_events: options.keepsEvents === undefined ? 1 : options.keepsEvents,
  });
  return {
    raceId: race.id,
    classId: cls.id,
    professionId: profession.id,
    abilityId: ability.id,
    specialAbilityId: special.id,
    herb,
    mineral,
    potion,
  };
}

/** A member whose locked sheet holds the workshop's ability with its special ability (or not). */
export async function createAlchemist(
  app: FastifyInstance,
  workshop: Workshop,
  options: { knows?: boolean } = {},
): Promise<Member> {
  const user: CreatedUser = await createUser(app);
  const character = await createCharacterUsing(app.db, {
    userId: user.id,
    raceId: workshop.raceId,
    classId: workshop.classId,
    professionIds: [workshop.professionId],
    abilities: [
      {
        professionId: workshop.professionId,
        abilityId: workshop.abilityId,
        specialAbilityId: options.knows === false ? null : workshop.specialAbilityId,
      },
    ],
  });
  return { ...user, characterId: character.id };
}

/** An event that is running, with the member signed up and checked in. Answers its id. */
export async function checkedInAtRunningEvent(
  app: FastifyInstance,
  staff: Who,
  board: Who,
  member: Member,
): Promise<number> {
  const event = await createEventViaApi(app, board);
  const signup = await signUpViaApi(app, event.id, member);
  await startEvent(app.db, event.id);
  const response = await writeAs(
    app,
    'PUT',
    `/api/events/${event.id}/signups/${signup.id}/attendance`,
    staff,
    { checked_in_at: new Date().toISOString() },
  );
  if (response.statusCode !== 200) {
    throw new Error(`checking in failed: ${response.statusCode} ${response.body}`);
  }
  return event.id;
}
