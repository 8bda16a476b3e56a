import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  CRAFTING_ERROR_CODES,
  CRAFTING_LIMITS,
  type CharacterRecipes,
  type CraftCreateSchema,
  type CraftResult,
  type KnownRecipe,
  type Recipe,
  type RecipeLine,
  type RecipeResponse,
  type RecipeUpdateSchema,
} from '@club/shared/contract/crafting';
import { INVENTORY_LIMITS, USED, WORKSHOP } from '@club/shared/contract/inventory';
import { checkMana, manaOf, needs, shortfalls, timesHeldMakes } from '@club/shared/rules/crafting';
import { matchItemType, parseIngredients } from '@club/shared/rules/ingredients';
import { canEditRules, canMoveItems } from '@club/shared/rules/permissions';
import { lockHoldings } from '../../db/locks';
import type { Database, Db } from '../../db/schema';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  forbiddenWithCode,
  notFound,
} from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { findItemTypes } from '../inventory/item-types.repository';
import { freeCode, moveCounted, type Step } from '../inventory/ledger';
import * as ledger from '../inventory/ledger.repository';
import * as repo from './crafting.repository';
import type { RecipeLineRow } from './crafting.repository';

export type RecipeUpdateInput = z.output<typeof RecipeUpdateSchema>;
export type CraftInput = z.output<typeof CraftCreateSchema>;

export interface CraftingViewer {
  id: number;
  role: string;
  name: string;
}

export interface CraftingDeps {
  db: Kysely<Database>;
  /** The board's switch "crafting costs mana" (settings), read through `db` (a transaction). */
  craftingCostsMana: (db: Db) => Promise<boolean>;
  /** The time, in milliseconds (the composition root's clock). */
  clock: () => number;
}

function toLine(row: RecipeLineRow): RecipeLine {
  return {
    item_type_id: row.item_type_id,
    name: row.name,
    unit: row.unit,
    unique: row.is_unique === 1,
    quantity: row.quantity,
  };
}

function toRecipe(
  recipe: { special_ability_id: number; keeps_events: number | null },
  lines: readonly RecipeLineRow[],
): Recipe {
  const own = lines.filter((line) => line.special_ability_id === recipe.special_ability_id);
  return {
    special_ability_id: recipe.special_ability_id,
    inputs: own.filter((line) => line.direction === 'in').map(toLine),
    outputs: own.filter((line) => line.direction === 'out').map(toLine),
    keeps_events: recipe.keeps_events,
  };
}

const invalidRecipe = (field: string, message: string) =>
  badRequest(
    `Invalid recipe: ${message}`,
    [{ field, message }],
    CRAFTING_ERROR_CODES.invalidRecipe,
  );

export function createCraftingService({ db, craftingCostsMana, clock }: CraftingDeps) {
  const nowIso = () => new Date(clock()).toISOString();

  async function requireSpecial(trx: Db, id: number) {
    const special = await repo.findSpecialAbility(trx, id);
    if (!special) throw notFound('special ability');
    return special;
  }

  async function readRecipe(trx: Db, id: number): Promise<Recipe | null> {
    const [recipe] = await repo.findRecipes(trx, [id]);
    if (!recipe) return null;
    return toRecipe(recipe, await repo.recipeLines(trx, [id]));
  }

  /**
   * GET /special-abilities/{id}/recipe (the board): the recipe, and what the free-text
   * ingredients propose as inputs: each part with a number that names a catalogue type.
   */
  async function recipeOf(viewer: CraftingViewer, id: number): Promise<RecipeResponse> {
    if (!canEditRules(viewer.role)) throw forbidden();
    const special = await requireSpecial(db, id);
    const recipe = await readRecipe(db, id);
    const types = await db.selectFrom('item_types').selectAll().execute();
    const proposed: RecipeLine[] = [];
    const unmatched: string[] = [];
    for (const part of parseIngredients(special.ingredients)) {
      const type = part.quantity === null ? null : matchItemType(part.text, types);
      if (!type || part.quantity === null || type.is_unique === 1) {
        unmatched.push(part.quantity === null ? part.text : `${part.quantity} ${part.text}`);
        continue;
      }
      const already = proposed.find((line) => line.item_type_id === type.id);
      if (already) already.quantity += part.quantity;
      else
        proposed.push({
          item_type_id: type.id,
          name: type.name,
          unit: type.unit,
          unique: false,
          quantity: part.quantity,
        });
    }
    return {
      recipe,
      ingredients: special.ingredients,
      proposed_inputs: proposed,
      unmatched,
    };
  }

  /** PUT /special-abilities/{id}/recipe (the board): replaces the recipe, audited. */
  async function saveRecipe(
    viewer: CraftingViewer,
    id: number,
    input: RecipeUpdateInput,
  ): Promise<Recipe> {
    if (!canEditRules(viewer.role)) throw forbidden();
    for (const side of ['inputs', 'outputs'] as const) {
      const seen = new Set<number>();
      input[side].forEach((line, i) => {
        if (seen.has(line.item_type_id)) {
          throw invalidRecipe(`${side}[${i}].item_type_id`, 'A type appears twice');
        }
        seen.add(line.item_type_id);
      });
    }
    return db.transaction().execute(async (trx) => {
      await requireSpecial(trx, id);
      const ids = [...input.inputs, ...input.outputs].map((line) => line.item_type_id);
      const types = new Map((await findItemTypes(trx, ids)).map((type) => [type.id, type]));
      for (const side of ['inputs', 'outputs'] as const) {
        input[side].forEach((line, i) => {
          const type = types.get(line.item_type_id);
          if (!type) throw invalidRecipe(`${side}[${i}].item_type_id`, 'No such item type');
          if (side === 'inputs' && type.is_unique === 1) {
            throw invalidRecipe(
              `${side}[${i}].item_type_id`,
              'An ingredient is a counted type (a unique piece is not an ingredient)',
            );
          }
        });
      }
      const before = await readRecipe(trx, id);
      await repo.replaceRecipe(trx, {
        specialAbilityId: id,
        keepsEvents: input.keeps_events,
        inputs: input.inputs,
        outputs: input.outputs,
        actorId: viewer.id,
        at: nowIso(),
      });
      const after = (await readRecipe(trx, id))!;
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'update',
        entity: 'special-ability',
        entityId: id,
        before: { recipe: before },
        after: { recipe: after },
      });
      return after;
    });
  }

  /** DELETE /special-abilities/{id}/recipe (the board): the special ability crafts nothing. */
  async function removeRecipe(viewer: CraftingViewer, id: number): Promise<void> {
    if (!canEditRules(viewer.role)) throw forbidden();
    await db.transaction().execute(async (trx) => {
      await requireSpecial(trx, id);
      const before = await readRecipe(trx, id);
      if (!before) throw new AppError(404, CRAFTING_ERROR_CODES.noRecipe, 'No recipe');
      await repo.deleteRecipe(trx, id);
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'update',
        entity: 'special-ability',
        entityId: id,
        before: { recipe: before },
        after: { recipe: null },
      });
    });
  }

  async function requireCharacter(trx: Db, viewer: CraftingViewer, id: number) {
    const character = await repo.findCraftingCharacter(trx, id);
    if (!character) throw notFound('character');
    if (character.user_id !== viewer.id && !canMoveItems(viewer.role)) {
      throw forbiddenWithCode(
        'You craft only with your own character',
        CRAFTING_ERROR_CODES.notYourCharacter,
      );
    }
    return character;
  }

  /** The character's mana at the event: at most, spent and left. */
  async function manaAt(trx: Db, character: { id: number; base_mana: number }, eventId: number) {
    const [bonus, spent] = await Promise.all([
      repo.bonusMpOf(trx, character.id),
      repo.manaSpent(trx, character.id, eventId),
    ]);
    const max = manaOf(Number(character.base_mana), bonus);
    return { max, spent, left: max - spent };
  }

  async function heldOf(trx: Db, characterId: number): Promise<Map<number, number>> {
    const rows = await ledger.balancesOf(trx, [characterId]);
    return new Map(rows.map((row) => [row.item_type_id, row.quantity]));
  }

  /** GET /characters/{id}/recipes (the owner and staff). */
  async function knownRecipes(
    viewer: CraftingViewer,
    characterId: number,
  ): Promise<CharacterRecipes> {
    const character = await requireCharacter(db, viewer, characterId);
    const now = nowIso();
    const [known, event, held, costsMana] = await Promise.all([
      repo.knownRecipeAbilities(db, characterId),
      repo.runningEventOf(db, characterId, now),
      heldOf(db, characterId),
      craftingCostsMana(db),
    ]);
    const lines = await repo.recipeLines(
      db,
      known.map((special) => special.id),
    );
    const recipes: KnownRecipe[] = known.map((special) => {
      const recipe = toRecipe(
        { special_ability_id: special.id, keeps_events: special.keeps_events },
        lines,
      );
      return {
        special_ability_id: special.id,
        name: special.name,
        type: special.type,
        effect: special.effect,
        mana_cost: special.mana_cost,
        keeps_events: special.keeps_events,
        inputs: recipe.inputs.map((line) => {
          const have = held.get(line.item_type_id) ?? 0;
          return { ...line, held: have, missing: Math.max(0, line.quantity - have) };
        }),
        outputs: recipe.outputs,
        can_make: timesHeldMakes(recipe.inputs, held, CRAFTING_LIMITS.maxTimes),
      };
    });
    return {
      recipes,
      event: event ?? null,
      costs_mana: costsMana,
      mana: costsMana && event ? await manaAt(db, character, event.id) : null,
    };
  }

  /**
   * POST /characters/{id}/craft. Under the character's holdings lock (the one a transfer
   * out of it takes), so the key, the mana and every balance are checked and written in
   * turn: ten crafts at once from one stock take what is there and no more.
   */
  async function craft(
    viewer: CraftingViewer,
    characterId: number,
    input: CraftInput,
    key: string | null,
  ): Promise<CraftResult> {
    const at = nowIso();
    return db.transaction().execute(async (trx) => {
      const character = await requireCharacter(trx, viewer, characterId);
      await lockHoldings(trx, characterId);
      if (key !== null) {
        const earlier = await repo.findCraftByKey(trx, characterId, key);
        if (earlier) {
          if (
            earlier.special_ability_id !== input.special_ability_id ||
            earlier.times !== input.times
          ) {
            throw conflict(
              CRAFTING_ERROR_CODES.keyReused,
              'This Idempotency-Key was used for another craft',
            );
          }
          return JSON.parse(earlier.response) as CraftResult;
        }
      }
      const event = (await repo.runningEventOf(trx, characterId, at)) ?? null;
      const own = character.user_id === viewer.id;
      if (!(own && event)) {
        if (!canMoveItems(viewer.role)) {
          throw conflict(
            CRAFTING_ERROR_CODES.notAtEvent,
            'A player crafts while checked in at an event that is running',
          );
        }
        if (input.reason === '') {
          throw badRequest(
            'Staff crafting on a character’s behalf give a reason',
            [{ field: 'reason', message: 'Required' }],
            CRAFTING_ERROR_CODES.reasonRequired,
          );
        }
      }

      const special = await requireSpecial(trx, input.special_ability_id);
      const recipe = await readRecipe(trx, special.id);
      if (!recipe) {
        throw new AppError(404, CRAFTING_ERROR_CODES.noRecipe, `${special.name} has no recipe`);
      }
      const known = await repo.knownRecipeAbilities(trx, characterId);
      if (!known.some((row) => row.id === special.id)) {
        throw forbiddenWithCode(
          `${character.name}’s sheet does not hold ${special.name}`,
          CRAFTING_ERROR_CODES.notKnown,
        );
      }

      const held = await heldOf(trx, characterId);
      const missing = shortfalls(recipe.inputs, held, input.times);
      if (missing.length > 0) {
        const lineOf = (id: number) => recipe.inputs.find((line) => line.item_type_id === id)!;
        throw conflict(
          CRAFTING_ERROR_CODES.notEnough,
          `Too few ingredients: ${missing
            .map((short) =>
              `${short.missing} ${lineOf(short.item_type_id).unit} ${lineOf(short.item_type_id).name}`.replace(
                /\s+/g,
                ' ',
              ),
            )
            .join(', ')} missing`,
          missing.map((short) => {
            const line = lineOf(short.item_type_id);
            return {
              field: `inputs[${recipe.inputs.indexOf(line)}]`,
              message: `${line.name}: ${short.missing} missing (holds ${short.have}, needs ${short.need})`,
            };
          }),
        );
      }

      const pieces = recipe.outputs
        .filter((line) => line.unique)
        .reduce((sum, line) => sum + line.quantity * input.times, 0);
      if (pieces > INVENTORY_LIMITS.maxNewPieces) {
        throw badRequest(`At most ${INVENTORY_LIMITS.maxNewPieces} new pieces at once`, [
          { field: 'times', message: `At most ${INVENTORY_LIMITS.maxNewPieces} pieces` },
        ]);
      }

      const costsMana = event !== null && (await craftingCostsMana(trx));
      const cost = costsMana ? special.mana_cost * input.times : 0;
      let manaLeft: number | null = null;
      if (costsMana && event) {
        const mana = await manaAt(trx, character, event.id);
        const verdict = checkMana({ left: mana.left, cost });
        if (!verdict.ok) {
          throw conflict(
            verdict.code,
            verdict.message,
            [{ field: 'times', message: verdict.message }],
            verdict.params,
          );
        }
        manaLeft = mana.left - cost;
      }

      const craftId = await repo.insertCraft(trx, {
        character_id: characterId,
        special_ability_id: special.id,
        times: input.times,
        event_id: event?.id ?? null,
        mana_spent: cost,
        actor_id: viewer.id,
        reason: input.reason,
        idempotency_key: key,
        created_at: at,
      });
      const step: Step = {
        cause: 'craft',
        reason: input.reason || special.name,
        actorId: viewer.id,
        eventId: event?.id ?? null,
        at,
      };
      const me = { character_id: characterId };
      const types = new Map(
        (
          await findItemTypes(
            trx,
            [...recipe.inputs, ...recipe.outputs].map((line) => line.item_type_id),
          )
        ).map((type) => [type.id, type]),
      );

      const consumed: CraftResult['consumed'] = [];
      for (const { item_type_id, need } of needs(recipe.inputs, input.times)) {
        const type = types.get(item_type_id)!;
        await moveCounted(trx, { from: me, to: USED, type, quantity: need }, step);
        consumed.push({ item_type_id, name: type.name, unit: type.unit, quantity: need });
      }
      const produced: CraftResult['produced'] = [];
      const items: CraftResult['items'] = [];
      for (const line of recipe.outputs) {
        const type = types.get(line.item_type_id)!;
        const quantity = line.quantity * input.times;
        if (type.is_unique === 1) {
          items.push(
            ...(await makeProducts(trx, {
              type,
              count: quantity,
              characterId,
              eventId: event?.id ?? null,
              specialAbilityId: special.id,
              keepsEvents: recipe.keeps_events,
              craftId,
              step,
            })),
          );
        } else {
          await moveCounted(trx, { from: WORKSHOP, to: me, type, quantity }, step);
        }
        produced.push({ item_type_id: type.id, name: type.name, unit: type.unit, quantity });
      }
      const result: CraftResult = {
        craft_id: craftId,
        special_ability_id: special.id,
        times: input.times,
        event: event ? { id: event.id, title: event.title } : null,
        mana_spent: cost,
        mana_left: manaLeft,
        consumed,
        produced,
        items,
      };
      await repo.saveCraftResponse(trx, craftId, JSON.stringify(result));
      return result;
    });
  }

  /** New pieces of a crafted unique type, each with its making and its first row. */
  async function makeProducts(
    trx: Transaction<Database>,
    make: {
      type: { id: number; name: string };
      count: number;
      characterId: number;
      eventId: number | null;
      specialAbilityId: number;
      keepsEvents: number | null;
      craftId: number;
      step: Step;
    },
  ): Promise<CraftResult['items']> {
    const made: CraftResult['items'] = [];
    for (let i = 0; i < make.count; i++) {
      const code = await freeCode(trx);
      const id = await repo.insertCraftedPiece(trx, {
        code,
        item_type_id: make.type.id,
        created_by: make.step.actorId!,
        created_at: make.step.at,
        made_by_character_id: make.characterId,
        made_at_event_id: make.eventId,
        recipe_special_ability_id: make.specialAbilityId,
        keeps_events: make.keepsEvents,
        craft_id: make.craftId,
      });
      await ledger.insertTransfer(trx, {
        item_type_id: make.type.id,
        item_id: id,
        quantity: 1,
        from_kind: WORKSHOP,
        from_character_id: null,
        to_kind: 'character',
        to_character_id: make.characterId,
        cause: make.step.cause,
        reason: make.step.reason,
        actor_id: make.step.actorId,
        event_id: make.step.eventId,
        created_at: make.step.at,
      });
      made.push({ id, code, name: make.type.name });
    }
    return made;
  }

  return { recipeOf, saveRecipe, removeRecipe, knownRecipes, craft };
}

export type CraftingService = ReturnType<typeof createCraftingService>;
