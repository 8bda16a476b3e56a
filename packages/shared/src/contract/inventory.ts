import { z } from 'zod';
import { DbIdSchema, PathIdSchema } from './ids';
import {
  BANK,
  INVENTORY_LIMITS,
  ITEM_KINDS,
  TRANSFER_CAUSES,
  USED,
  WORKSHOP,
  normalizeItemCode,
} from './inventory-constants';

export * from './inventory-constants';

/**
 * What characters carry ("inventar"), under `{base}api`. One ledger (`item_transfers`)
 * holds every change; every number shown is a sum of its rows.
 *
 * - GET /item-types (every member; players see only types visible to them),
 *   POST /item-types, PUT and DELETE /item-types/{id} (the board; a type in the ledger or
 *   an envelope is not deleted: 409 errors.inUse).
 * - GET /characters/{id}/inventory → Inventory: the owner (types hidden from players left
 *   out) and staff (admin, superadmin, bestyrelse); anyone else 403.
 * - POST /item-transfers → {transfers, items}: staff grant, take and move between any
 *   holders (a reason required); a player gives from their own character to another
 *   (by id from GET /item-recipients, or `{ticket_code}`), and the receiver is notified.
 *   Too little: 409 inventory.errors.notEnough naming the type and the shortfall.
 * - GET /item-transfers?character_id=N|holder=bank&item_type_id=&before= (staff): the
 *   ledger, newest first.
 * - GET /items?item_type_id=N (staff): the unique pieces of a type and who holds each.
 * - GET /items/{code} → ItemLookup: staff see the holder and history; a player only the
 *   name and description (types hidden from players are 404 to them).
 * - GET /item-recipients?q=… : characters to give to (players: active characters only).
 * - GET/PUT /events/{id}/envelope (staff): what each arriving character receives at
 *   check-in and what is handed back at check-out; GET /events/{id}/envelopes (staff):
 *   each confirmed player's envelope, granted or still to come, with the documents their
 *   character can read (for the slips).
 */

export const ItemKindSchema = z.enum(ITEM_KINDS);
export type ItemKindValue = z.infer<typeof ItemKindSchema>;

export const TransferCauseSchema = z.enum(TRANSFER_CAUSES);

const NameSchema = z.string().trim().min(1).max(INVENTORY_LIMITS.name);
const QuantitySchema = z.number().int().min(1).max(INVENTORY_LIMITS.maxQuantity);

export const ItemTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  kind: ItemKindSchema,
  /** Each piece has its own identity (a code, a card) and one holder; false: counted. */
  unique: z.boolean(),
  /** The unit a quantity is counted in ("sølv", "bdt."). */
  unit: z.string(),
  /** False for organizer-only things: players never see them. */
  visible_to_players: z.boolean(),
  /** The special ability (e.g. a herbalism recipe) the type belongs to, if any. */
  special_ability_id: z.number().int().nullable(),
});
export type ItemType = z.infer<typeof ItemTypeSchema>;

export const ItemTypesResponseSchema = z.object({ item_types: z.array(ItemTypeSchema) });
export type ItemTypesResponse = z.infer<typeof ItemTypesResponseSchema>;

/** POST /item-types (the board) → 201 ItemType. */
export const ItemTypeCreateSchema = z.object({
  name: NameSchema,
  description: z.string().trim().max(INVENTORY_LIMITS.description).default(''),
  kind: ItemKindSchema,
  unique: z.boolean().default(false),
  unit: z.string().trim().max(INVENTORY_LIMITS.unit).default(''),
  visible_to_players: z.boolean().default(true),
  special_ability_id: DbIdSchema.nullable().default(null),
});
export type ItemTypeCreate = z.input<typeof ItemTypeCreateSchema>;

/** PUT /item-types/{id} (the board), partial → ItemType. `unique` is fixed once in the ledger. */
export const ItemTypeUpdateSchema = z
  .object({
    name: NameSchema,
    description: z.string().trim().max(INVENTORY_LIMITS.description),
    kind: ItemKindSchema,
    unique: z.boolean(),
    unit: z.string().trim().max(INVENTORY_LIMITS.unit),
    visible_to_players: z.boolean(),
    special_ability_id: DbIdSchema.nullable(),
  })
  .partial();
export type ItemTypeUpdate = z.input<typeof ItemTypeUpdateSchema>;

export const ItemTypeParamsSchema = z.object({ id: PathIdSchema });

/** A holder in the API: the club's stock, or a character. */
export const HolderSchema = z.union([
  z.literal(BANK),
  z.object({ character_id: DbIdSchema }).strict(),
]);
export type Holder = z.infer<typeof HolderSchema>;

/** Whom a player gives to: a character, or the code on the receiver's ticket. */
export const RecipientSchema = z.union([
  HolderSchema,
  z.object({ ticket_code: z.string().trim().min(1).max(100) }).strict(),
]);
export type Recipient = z.infer<typeof RecipientSchema>;

const transferFields = {
  from: HolderSchema,
  to: RecipientSchema,
  /** Why; staff must give one, a player may add a line to the receiver. */
  reason: z.string().trim().max(INVENTORY_LIMITS.reason).default(''),
  /** The event the transfer belongs to, if any (staff). */
  event_id: DbIdSchema.nullable().default(null),
};

/**
 * POST /item-transfers: a quantity of a counted type, or one unique piece by its id. A
 * quantity of a unique type from the bank makes that many new pieces for the receiver
 * (the bank itself included: pieces kept in stock, e.g. to print their cards first).
 */
export const TransferCreateSchema = z.union([
  z.object({ ...transferFields, item_type_id: DbIdSchema, quantity: QuantitySchema }).strict(),
  z.object({ ...transferFields, item_id: DbIdSchema }).strict(),
]);
export type TransferCreate = z.input<typeof TransferCreateSchema>;

/**
 * A holder as a reader sees it: the bank, a character by name (null id: deleted), where
 * used things go, or the workshop crafted products come from.
 */
export const HolderViewSchema = z.union([
  z.literal(BANK),
  z.literal(USED),
  z.literal(WORKSHOP),
  z.object({ character_id: z.number().int().nullable(), name: z.string() }),
]);
export type HolderView = z.infer<typeof HolderViewSchema>;

/** One ledger row as staff read it. */
export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  cause: TransferCauseSchema,
  item_type_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  /** The unique piece moved; null for a counted type. */
  item: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  from: HolderViewSchema,
  to: HolderViewSchema,
  reason: z.string(),
  /** Who did it (a staff member, or the giving player); null when the account is gone. */
  by: z.string().nullable(),
  event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** POST /item-transfers → 201: the rows written and the pieces made (if any). */
export const TransferResponseSchema = z.object({
  transfers: z.array(LedgerEntrySchema),
  items: z.array(z.object({ id: z.number().int(), code: z.string() })),
});
export type TransferResponse = z.infer<typeof TransferResponseSchema>;

export const LedgerQuerySchema = z.object({
  character_id: z.coerce.number().int().positive().optional(),
  holder: z.literal(BANK).optional(),
  item_type_id: z.coerce.number().int().positive().optional(),
  /** Rows older than this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
});

export const LedgerResponseSchema = z.object({
  entries: z.array(LedgerEntrySchema),
  /** The `before` of the next page; null at the start of the ledger. */
  next: z.number().int().nullable(),
});
export type LedgerResponse = z.infer<typeof LedgerResponseSchema>;

/** A counted type the character holds (quantity above zero). */
export const HoldingSchema = z.object({
  item_type_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
});
export type Holding = z.infer<typeof HoldingSchema>;

/**
 * A crafted piece's making: who made it (the character), when, at which event, with which
 * recipe's effect, and until which event it keeps (null while that event is not planned,
 * or when it keeps for ever: `keeps_events` null).
 */
export const CraftedSchema = z.object({
  by: z.string().nullable(),
  made_at: z.string(),
  event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  effect: z.string(),
  keeps_events: z.number().int().nullable(),
  keeps_until: z
    .object({ id: z.number().int(), title: z.string(), ends_at: z.string() })
    .nullable(),
});
export type Crafted = z.infer<typeof CraftedSchema>;

/** A unique piece the character holds. */
export const HeldItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  item_type_id: z.number().int(),
  acquired_at: z.string(),
  /** Set for a crafted piece. */
  crafted: CraftedSchema.nullable().optional(),
  /** A crafted piece past its last event: it shows as spoiled and is not given on. */
  spoiled: z.boolean().optional(),
});
export type HeldItem = z.infer<typeof HeldItemSchema>;

/** One row of a character's history, seen from the character. */
export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  cause: TransferCauseSchema,
  direction: z.enum(['in', 'out']),
  item_type_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  item_code: z.string().nullable(),
  /** Where it came from (in) or went to (out). */
  counterpart: HolderViewSchema,
  /** The organizer who did it; null for a player's gift (the counterpart says who). */
  by: z.string().nullable(),
  reason: z.string(),
  event: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** GET /characters/{id}/inventory. */
export const InventorySchema = z.object({
  holdings: z.array(HoldingSchema),
  items: z.array(HeldItemSchema),
  history: z.array(HistoryEntrySchema),
});
export type Inventory = z.infer<typeof InventorySchema>;

export const CharacterParamsSchema = z.object({ id: PathIdSchema });

/** A piece's code in a path, as typed or scanned (normalized: see normalizeItemCode). */
export const ItemCodeParamsSchema = z.object({
  code: z
    .string()
    .max(40)
    .transform(normalizeItemCode)
    .pipe(z.string().regex(/^[0-9A-Z]{1,32}$/, 'Not an item code')),
});

/** GET /items/{code}: what anyone sees of a piece, and staff's part (null for players). */
export const ItemLookupSchema = z.object({
  item: z.object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    item_type_id: z.number().int(),
    crafted: CraftedSchema.nullable().optional(),
    spoiled: z.boolean().optional(),
    /** Marked used: it has left the game. */
    used: z.boolean().optional(),
  }),
  staff: z
    .object({
      id: z.number().int(),
      holder: HolderViewSchema,
      created_at: z.string(),
      history: z.array(LedgerEntrySchema),
    })
    .nullable(),
});
export type ItemLookup = z.infer<typeof ItemLookupSchema>;

export const ItemsQuerySchema = z.object({ item_type_id: z.coerce.number().int().positive() });

/** GET /items?item_type_id=N (staff). */
export const ItemsResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      item_type_id: z.number().int(),
      holder: HolderViewSchema,
      acquired_at: z.string(),
    }),
  ),
});
export type ItemsResponse = z.infer<typeof ItemsResponseSchema>;

export const RecipientsQuerySchema = z.object({
  q: z.string().trim().min(INVENTORY_LIMITS.searchMin).max(INVENTORY_LIMITS.searchMax),
});

/** GET /item-recipients: players find active characters; staff every character, with its player. */
export const RecipientsResponseSchema = z.object({
  characters: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Staff only (null for players). */
      player_name: z.string().nullable(),
      active: z.boolean(),
    }),
  ),
});
export type RecipientsResponse = z.infer<typeof RecipientsResponseSchema>;

/** Which arriving characters an envelope line is for. */
export const EnvelopeTargetSchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ class_id: DbIdSchema }).strict(),
  z.object({ profession_id: DbIdSchema }).strict(),
  z.object({ ability_id: DbIdSchema }).strict(),
  z.object({ special_ability_id: DbIdSchema }).strict(),
  z.object({ character_id: DbIdSchema }).strict(),
]);
export type EnvelopeTarget = z.infer<typeof EnvelopeTargetSchema>;

export const EnvelopeLineSchema = z.object({
  item_type_id: DbIdSchema,
  quantity: z.number().int().min(1).max(INVENTORY_LIMITS.maxQuantity),
});
export type EnvelopeLine = z.infer<typeof EnvelopeLineSchema>;

export const EnvelopeRuleSchema = z.object({
  to: EnvelopeTargetSchema,
  items: z.array(EnvelopeLineSchema).min(1).max(INVENTORY_LIMITS.envelopeItemsPerRule),
});
export type EnvelopeRule = z.infer<typeof EnvelopeRuleSchema>;

/** At check-out a character keeps at most `keep` of the type; the rest goes to the bank. */
export const HandBackSchema = z.object({
  item_type_id: DbIdSchema,
  keep: z.number().int().min(0).max(INVENTORY_LIMITS.maxQuantity),
});
export type HandBack = z.infer<typeof HandBackSchema>;

/** GET and PUT /events/{id}/envelope (staff). PUT replaces both lists. */
export const EnvelopeSchema = z.object({
  rules: z.array(EnvelopeRuleSchema).max(INVENTORY_LIMITS.envelopeRules),
  hand_back: z.array(HandBackSchema).max(INVENTORY_LIMITS.handBack).default([]),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;
export type EnvelopeInput = z.input<typeof EnvelopeSchema>;

export const EventParamsSchema = z.object({ id: PathIdSchema });

/** One confirmed player's envelope: what the gate hands out, and the slip's documents. */
export const CharacterEnvelopeSchema = z.object({
  signup_id: z.number().int(),
  character_id: z.number().int(),
  character_name: z.string(),
  player_name: z.string(),
  /** Granted: the ledger's envelope rows; not yet: what the rules give now. */
  items: z.array(HoldingSchema),
  granted_at: z.string().nullable(),
  handed_back_at: z.string().nullable(),
  /** In-game documents in the languages the character reads (put them in the envelope). */
  documents: z.array(z.object({ id: z.number().int(), title: z.string(), language: z.string() })),
});
export type CharacterEnvelope = z.infer<typeof CharacterEnvelopeSchema>;

export const EventEnvelopesResponseSchema = z.object({
  envelopes: z.array(CharacterEnvelopeSchema),
});
export type EventEnvelopesResponse = z.infer<typeof EventEnvelopesResponseSchema>;
