// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

/**
 * What the catalogue holds: money (`currency`, counted), herbs, minerals and other
 * ingredients (`resource`, counted) and things (`item`: counted, or with `unique` each
 * piece its own).
 */
export const ITEM_KINDS = ['currency', 'resource', 'item'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The club's stock ("banken") as a holder in the API; a character is `{character_id}`. */
export const BANK = 'bank';

/**
 * Where things leave the game: a crafted ingredient and a piece marked used. Like the
 * bank it is no character's, so it holds no balance anyone checks.
 */
export const USED = 'used';

/** Where crafted products come from (a craft's outputs), as the bank is where grants do. */
export const WORKSHOP = 'workshop';

/**
 * Why a ledger row was written. Each names one step: staff grant from the bank, take back
 * to it, or move between characters; a player gives; the gate hands out the envelope and
 * takes back what a character may not keep; a deleted account's holdings go to the bank;
 * `created` is a unique piece coming into the game (its first row); `craft` takes a recipe's
 * ingredients to `used` and brings its products from the `workshop`; `used` is a piece (or
 * a quantity) used up in play.
 */
export const TRANSFER_CAUSES = [
  'grant',
  'take',
  'move',
  'gift',
  'envelope',
  'hand_back',
  'account_deleted',
  'created',
  'craft',
  'used',
] as const;
export type TransferCause = (typeof TRANSFER_CAUSES)[number];

/** Lengths in characters; quantities in the type's unit. */
export const INVENTORY_LIMITS = {
  name: 100,
  description: 4_000,
  unit: 30,
  reason: 500,
  /** Of one type in one transfer, an envelope line or a hand-back limit. */
  maxQuantity: 100_000,
  /** New pieces of a unique type made by one grant or one envelope line. */
  maxNewPieces: 200,
  /** Rows of history an inventory answers (newest first). */
  historyRows: 200,
  /** Rows of GET /item-transfers per page. */
  ledgerPage: 100,
  /** A name search for a recipient: at least this many characters, at most this many found. */
  searchMin: 2,
  searchResults: 20,
  searchMax: 50,
  envelopeRules: 200,
  envelopeItemsPerRule: 50,
  handBack: 100,
  /** The printed code of a unique piece: this many characters of CODE_ALPHABET. */
  codeLength: 8,
  /** Pieces printed or looked up at once. */
  maxCodes: 200,
} as const;

/**
 * A unique piece's code (Crockford's base 32): no I, L, O or U, so a code read off a worn
 * card and typed in is still the code.
 */
export const ITEM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A piece's code from random bytes (one character per byte; the caller draws them). */
export function itemCodeFrom(bytes: ArrayLike<number>): string {
  let code = '';
  for (let i = 0; i < bytes.length; i++) {
    code += ITEM_CODE_ALPHABET[bytes[i]! % ITEM_CODE_ALPHABET.length];
  }
  return code;
}

/**
 * A code as typed: dashes, spaces and case ignored, look-alike letters read as the digits
 * they resemble. Answers the stored form (capitals, no dash).
 */
export function normalizeItemCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The stored code as printed: two groups of four, `K7Q2-M9XD`. */
export function formatItemCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** Refusals the web translates (message keys). */
export const INVENTORY_ERROR_CODES = {
  /** 409: the giver holds less than the transfer takes; params {have, need, missing, item_type_id}. */
  notEnough: 'inventory.errors.notEnough',
  /** 409: the unique piece is not held by the `from` holder (someone moved it first). */
  notHolder: 'inventory.errors.notHolder',
  /** 400: from and to are the same holder. */
  sameHolder: 'inventory.errors.sameHolder',
  /** 400: staff give a reason for every transfer. */
  reasonRequired: 'inventory.errors.reasonRequired',
  /** 400: a unique type leaves a holder other than the bank only as a named piece (item_id). */
  pieceRequired: 'inventory.errors.pieceRequired',
  /** 403: a player gives only from their own character. */
  notYourCharacter: 'inventory.errors.notYourCharacter',
  /** 400: a player gives to another character, never to the bank or from it. */
  giftsBetweenCharacters: 'inventory.errors.giftsBetweenCharacters',
  /** 409: the chosen character is not one that takes gifts (not active, or its account is gone). */
  recipientUnavailable: 'inventory.errors.recipientUnavailable',
  /** 404: no sign-up carries this ticket code. */
  unknownTicket: 'inventory.errors.unknownTicket',
  /** 409: another item type already has this name. */
  nameTaken: 'inventory.errors.nameTaken',
  /** 409: a type that is already in the ledger keeps whether it is unique. */
  uniqueFixed: 'inventory.errors.uniqueFixed',
  /** 409: a spoiled piece is not given on (it can still be marked used or taken back). */
  spoiled: 'inventory.errors.spoiled',
  /** 400: an envelope names an item type that does not exist. */
  unknownItemType: 'inventory.errors.unknownItemType',
} as const;
