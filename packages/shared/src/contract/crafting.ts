import { z } from 'zod';
import { DbIdSchema, PathIdSchema } from './ids';
import { CRAFTING_LIMITS } from './crafting-constants';

export * from './crafting-constants';

/**
 * Crafting from what a character knows, under `{base}api` (decision 030). A special
 * ability may carry a recipe; a character whose locked sheet holds an ability with that
 * special ability chosen may craft it: the ingredients leave for `used`, the products come
 * from the `workshop`, in one ledger transaction.
 *
 * - GET/PUT/DELETE /special-abilities/{id}/recipe (the board): the recipe, and what the
 *   free-text `ingredients` propose as inputs from the catalogue's names.
 * - GET /characters/{id}/recipes (the owner and staff): what the character can make, each
 *   input with what it holds and what is missing, and its mana at the event.
 * - POST /characters/{id}/craft {special_ability_id, times, reason} (the owner while
 *   checked in at a running event; staff any time with a reason); header Idempotency-Key:
 *   the same key crafts once and answers the first craft again. Too little: 409
 *   crafting.errors.notEnough with one detail per missing input.
 * - POST /items/{code}/use (the holder's owner and staff): the piece leaves to `used`.
 */

const QuantitySchema = z.number().int().min(1).max(CRAFTING_LIMITS.maxQuantity);

export const RecipeLineInputSchema = z.object({
  item_type_id: DbIdSchema,
  quantity: QuantitySchema,
});
export type RecipeLineInput = z.infer<typeof RecipeLineInputSchema>;

/** PUT /special-abilities/{id}/recipe: replaces the recipe. At least one product. */
export const RecipeUpdateSchema = z.object({
  inputs: z.array(RecipeLineInputSchema).max(CRAFTING_LIMITS.lines),
  outputs: z.array(RecipeLineInputSchema).min(1).max(CRAFTING_LIMITS.lines),
  /** Events after the one it was made at that a product keeps; null: it keeps. */
  keeps_events: z.number().int().min(0).max(CRAFTING_LIMITS.maxKeepsEvents).nullable(),
});
export type RecipeUpdate = z.input<typeof RecipeUpdateSchema>;

/** A recipe line as read: the type's name and unit, and whether each piece is its own. */
export const RecipeLineSchema = z.object({
  item_type_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  unique: z.boolean(),
  quantity: z.number().int(),
});
export type RecipeLine = z.infer<typeof RecipeLineSchema>;

export const RecipeSchema = z.object({
  special_ability_id: z.number().int(),
  inputs: z.array(RecipeLineSchema),
  outputs: z.array(RecipeLineSchema),
  keeps_events: z.number().int().nullable(),
});
export type Recipe = z.infer<typeof RecipeSchema>;

/**
 * GET /special-abilities/{id}/recipe: the recipe (null while it has none) and what the
 * special ability's `ingredients` propose as inputs (the parts that name a catalogue type
 * with a number), with the parts that named none.
 */
export const RecipeResponseSchema = z.object({
  recipe: RecipeSchema.nullable(),
  ingredients: z.string(),
  proposed_inputs: z.array(RecipeLineSchema),
  unmatched: z.array(z.string()),
});
export type RecipeResponse = z.infer<typeof RecipeResponseSchema>;

export const SpecialAbilityParamsSchema = z.object({ id: PathIdSchema });
export const CharacterParamsSchema = z.object({ id: PathIdSchema });

/** An input as a character sees it: what the recipe takes, what it holds, what is missing. */
export const KnownInputSchema = RecipeLineSchema.extend({
  held: z.number().int(),
  missing: z.number().int(),
});
export type KnownInput = z.infer<typeof KnownInputSchema>;

export const KnownRecipeSchema = z.object({
  special_ability_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  effect: z.string(),
  mana_cost: z.number(),
  keeps_events: z.number().int().nullable(),
  inputs: z.array(KnownInputSchema),
  outputs: z.array(RecipeLineSchema),
  /** How many times the ingredients held now make it (mana aside). */
  can_make: z.number().int(),
});
export type KnownRecipe = z.infer<typeof KnownRecipeSchema>;

/** The character's mana at an event: race base mana plus its abilities' bonus MP. */
export const ManaSchema = z.object({
  max: z.number(),
  spent: z.number(),
  left: z.number(),
});
export type Mana = z.infer<typeof ManaSchema>;

/** GET /characters/{id}/recipes. */
export const CharacterRecipesSchema = z.object({
  recipes: z.array(KnownRecipeSchema),
  /** The running event the character is checked in at, if any (where a player crafts). */
  event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Whether the board has crafting cost mana. */
  costs_mana: z.boolean(),
  /** Mana at that event; null when crafting costs none or the character is at no event. */
  mana: ManaSchema.nullable(),
});
export type CharacterRecipes = z.infer<typeof CharacterRecipesSchema>;

/** POST /characters/{id}/craft. */
export const CraftCreateSchema = z.object({
  special_ability_id: DbIdSchema,
  times: z.number().int().min(1).max(CRAFTING_LIMITS.maxTimes).default(1),
  /** Staff crafting on a character's behalf say why; a player may leave it empty. */
  reason: z.string().trim().max(CRAFTING_LIMITS.reason).default(''),
});
export type CraftCreate = z.input<typeof CraftCreateSchema>;

export const CraftHeadersSchema = z.object({
  'idempotency-key': z.string().trim().min(1).max(CRAFTING_LIMITS.idempotencyKey).optional(),
});

const AmountSchema = z.object({
  item_type_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
});

/** 201: what went in and came out, the pieces made and the mana left at the event. */
export const CraftResultSchema = z.object({
  craft_id: z.number().int(),
  special_ability_id: z.number().int(),
  times: z.number().int(),
  event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  mana_spent: z.number(),
  /** Null when crafting costs no mana or there is no event. */
  mana_left: z.number().nullable(),
  consumed: z.array(AmountSchema),
  produced: z.array(AmountSchema),
  items: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type CraftResult = z.infer<typeof CraftResultSchema>;

/** POST /items/{code}/use: an optional line on what it was used for. */
export const ItemUseSchema = z.object({
  reason: z.string().trim().max(CRAFTING_LIMITS.reason).default(''),
});
export type ItemUse = z.input<typeof ItemUseSchema>;
