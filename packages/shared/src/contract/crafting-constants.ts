// Plain values of crafting's contract, without zod (see inventory-constants.ts).

export const CRAFTING_LIMITS = {
  /** Ingredients, and products, in one recipe. */
  lines: 20,
  /** Of one type in one recipe line. */
  maxQuantity: 1_000,
  /** Crafts of one recipe in one request. */
  maxTimes: 20,
  /** The most events a product can be said to keep. */
  maxKeepsEvents: 100,
  reason: 500,
  /** An Idempotency-Key header: any printable text up to this many characters. */
  idempotencyKey: 200,
} as const;

/** The request header that makes a repeated craft craft once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Refusals the web translates (message keys). */
export const CRAFTING_ERROR_CODES = {
  /** 409: too few ingredients; one detail per missing input (field `inputs[i]`). */
  notEnough: 'crafting.errors.notEnough',
  /** 404: the special ability carries no recipe. */
  noRecipe: 'crafting.errors.noRecipe',
  /** 403: the character's locked sheet holds no ability with this special ability. */
  notKnown: 'crafting.errors.notKnown',
  /** 409: a player crafts only while checked in at an event that is running. */
  notAtEvent: 'crafting.errors.notAtEvent',
  /** 403: a player crafts only with their own character. */
  notYourCharacter: 'crafting.errors.notYourCharacter',
  /** 400: staff crafting on a character's behalf give a reason. */
  reasonRequired: 'crafting.errors.reasonRequired',
  /** 409: the character's mana left at this event is less than the crafts cost; params {have, need}. */
  notEnoughMana: 'crafting.errors.notEnoughMana',
  /** 409: the Idempotency-Key was used before for a different craft. */
  keyReused: 'crafting.errors.keyReused',
  /** 400: a recipe makes something, and names each type once per side. */
  invalidRecipe: 'crafting.errors.invalidRecipe',
  /** 403: only the owner or staff mark a piece used. */
  notYourItem: 'crafting.errors.notYourItem',
} as const;
