import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** Crafting's queries: recipes and their lines, who knows them, crafts and mana. */

export interface RecipeLineRow {
  special_ability_id: number;
  direction: string;
  position: number;
  item_type_id: number;
  quantity: number;
  name: string;
  unit: string;
  is_unique: number;
}

export function findRecipes(db: Db, specialAbilityIds: readonly number[]) {
  if (specialAbilityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recipes')
    .select(['special_ability_id', 'keeps_events'])
    .where('special_ability_id', 'in', [...specialAbilityIds])
    .execute();
}

/** The lines of the recipes with their types' names, ingredients first, in their order. */
export function recipeLines(
  db: Db,
  specialAbilityIds: readonly number[],
): Promise<RecipeLineRow[]> {
  if (specialAbilityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recipe_lines as l')
    .innerJoin('item_types as t', 't.id', 'l.item_type_id')
    .select([
      'l.special_ability_id',
      'l.direction',
      'l.position',
      'l.item_type_id',
      'l.quantity',
      't.name',
      't.unit',
      't.is_unique',
    ])
    .where('l.special_ability_id', 'in', [...specialAbilityIds])
    .orderBy('l.special_ability_id')
    .orderBy('l.direction')
    .orderBy('l.position')
    .execute();
}

/** Every recipe with its lines, for the rules file. */
export async function allRecipes(db: Db) {
  const recipes = await db
    .selectFrom('recipes')
    .select(['special_ability_id', 'keeps_events'])
    .orderBy('special_ability_id')
    .execute();
  const lines = await recipeLines(
    db,
    recipes.map((recipe) => recipe.special_ability_id),
  );
  return { recipes, lines };
}

export async function replaceRecipe(
  db: Db,
  recipe: {
    specialAbilityId: number;
    keepsEvents: number | null;
    inputs: readonly { item_type_id: number; quantity: number }[];
    outputs: readonly { item_type_id: number; quantity: number }[];
    actorId: number | null;
    at: string;
  },
): Promise<void> {
  const id = recipe.specialAbilityId;
  await db.deleteFrom('recipe_lines').where('special_ability_id', '=', id).execute();
  await db
    .insertInto('recipes')
    .values({
      special_ability_id: id,
      keeps_events: recipe.keepsEvents,
      updated_by: recipe.actorId,
      updated_at: recipe.at,
    })
    .onConflict((oc) =>
      oc.column('special_ability_id').doUpdateSet({
        keeps_events: recipe.keepsEvents,
        updated_by: recipe.actorId,
        updated_at: recipe.at,
      }),
    )
    .execute();
  const lines = [
    ...recipe.inputs.map((line, position) => ({ ...line, direction: 'in', position })),
    ...recipe.outputs.map((line, position) => ({ ...line, direction: 'out', position })),
  ].map((line) => ({
    special_ability_id: id,
    direction: line.direction,
    position: line.position,
    item_type_id: line.item_type_id,
    quantity: line.quantity,
  }));
  if (lines.length > 0) await db.insertInto('recipe_lines').values(lines).execute();
}

export async function deleteRecipe(db: Db, specialAbilityId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('recipes')
    .where('special_ability_id', '=', specialAbilityId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findSpecialAbility(db: Db, id: number) {
  return db
    .selectFrom('special_abilities')
    .select(['id', 'name', 'type', 'effect', 'ingredients', 'mana_cost'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The special abilities the character's locked sheet holds (an unlocked ability with the
 * special ability chosen) that carry a recipe.
 */
export function knownRecipeAbilities(db: Db, characterId: number) {
  return db
    .selectFrom('character_abilities as ca')
    .innerJoin('special_abilities as s', 's.id', 'ca.special_ability_id')
    .innerJoin('recipes as r', 'r.special_ability_id', 's.id')
    .select(['s.id', 's.name', 's.type', 's.effect', 's.mana_cost', 'r.keeps_events'])
    .where('ca.character_id', '=', characterId)
    .where('ca.is_unlocked', '=', 1)
    .distinct()
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
}

/** The character, its owner and its race's base mana. */
export function findCraftingCharacter(db: Db, id: number) {
  return db
    .selectFrom('characters as c')
    .innerJoin('races as r', 'r.id', 'c.race_id')
    .select(['c.id', 'c.name', 'c.user_id', 'r.base_mana'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The bonus MP of the abilities on the character's locked sheet. */
export async function bonusMpOf(db: Db, characterId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('character_abilities as ca')
    .innerJoin('abilities as a', 'a.id', 'ca.ability_id')
    .select('a.bonus_mp')
    .where('ca.character_id', '=', characterId)
    .where('ca.is_unlocked', '=', 1)
    .execute();
  return rows.map((row) => Number(row.bonus_mp));
}

/** The running event the character is checked in at (and not yet out of), if any. */
export function runningEventOf(db: Db, characterId: number, now: string) {
  return db
    .selectFrom('event_signups as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select(['e.id', 'e.title'])
    .where('s.character_id', '=', characterId)
    .where('s.status', '=', 'confirmed')
    .where('s.checked_in_at', 'is not', null)
    .where('s.checked_out_at', 'is', null)
    .where('e.status', 'in', ['published', 'settled'])
    .where('e.starts_at', '<=', now)
    .where('e.ends_at', '>=', now)
    .orderBy('e.starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Mana the character spent crafting at the event. */
export async function manaSpent(db: Db, characterId: number, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('crafts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('mana_spent'), sql<number>`0`).as('spent'))
    .where('character_id', '=', characterId)
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.spent);
}

export function findCraftByKey(db: Db, characterId: number, key: string) {
  return db
    .selectFrom('crafts')
    .select(['id', 'special_ability_id', 'times', 'actor_id', 'response'])
    .where('character_id', '=', characterId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function insertCraft(
  db: Db,
  craft: {
    character_id: number;
    special_ability_id: number;
    times: number;
    event_id: number | null;
    mana_spent: number;
    actor_id: number;
    reason: string;
    idempotency_key: string | null;
    created_at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('crafts')
    .values({ ...craft, response: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function saveCraftResponse(db: Db, id: number, response: string): Promise<void> {
  await db.updateTable('crafts').set({ response }).where('id', '=', id).execute();
}

export async function insertCraftedPiece(
  db: Db,
  values: {
    code: string;
    item_type_id: number;
    created_by: number;
    created_at: string;
    made_by_character_id: number;
    made_at_event_id: number | null;
    recipe_special_ability_id: number;
    keeps_events: number | null;
    craft_id: number;
  },
): Promise<number> {
  const row = await db.insertInto('items').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
