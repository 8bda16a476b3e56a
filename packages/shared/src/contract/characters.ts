import { z } from 'zod';
import {
  BUILT_IN_AVATARS,
  CHARACTER_LIMITS,
  SPECIAL_ABILITY_TYPES,
  UPLOAD_PATH_PREFIX,
} from '../constants';
import { DbIdSchema, PathIdSchema } from './ids';
import { ChangeRequestSchema } from './change-requests';
import { ReviewReasonSchema } from './review';
import { ClassSchema, FlagInputSchema, FlagSchema, RaceSchema } from './rules';
import {
  CHARACTER_TEXT_LIMITS,
  MAX_SHEET_ABILITIES,
  XP_AWARD_MAX_CHARACTERS,
} from './characters-constants';

export * from './characters-constants';

/**
 * The characters API of SPEC.md section 7 ("Characters") and the staff calls of
 * ARCHITECTURE.md section 4, every path under `{base}api`.
 *
 * Access: a user reaches only their own characters (another user's answers 404); staff
 * (admin, superadmin, bestyrelse) may read any character and its abilities. A refused
 * write changes nothing and answers 409 with the rule's message key as `code` (see
 * rules/character-creation, rules/ability-selection and rules/character-sheet).
 */

export { DbIdSchema, MAX_DB_ID } from './ids';

// ---------------------------------------------------------------------------
// Paths

/** `/characters/:id`. */
export const CharacterParamsSchema = z.object({ id: PathIdSchema });
export type CharacterParams = z.infer<typeof CharacterParamsSchema>;

/** `/characters/:id/professions/:professionId/can-remove`. */
export const CharacterProfessionParamsSchema = z.object({
  id: PathIdSchema,
  professionId: PathIdSchema,
});
export type CharacterProfessionParams = z.infer<typeof CharacterProfessionParamsSchema>;

// ---------------------------------------------------------------------------
// Avatars

/** A built-in avatar key, or what POST /avatar-upload answered (`/uploads/<name>.webp`). */
export const UPLOADED_AVATAR_PATTERN = /^\/uploads\/[A-Za-z0-9_-]{1,100}\.webp$/;

export function isAvatarPathShape(value: string): boolean {
  return (
    (BUILT_IN_AVATARS as readonly string[]).includes(value) || UPLOADED_AVATAR_PATTERN.test(value)
  );
}

/**
 * Only the shape is checked here; that an uploaded path really exists is the server's
 * check (409 characters.invalidAvatar).
 */
export const AvatarPathSchema = z
  .string()
  .trim()
  .max(CHARACTER_TEXT_LIMITS.avatarPath)
  .refine(isAvatarPathShape, {
    message: `Must be one of ${BUILT_IN_AVATARS.join(', ')} or a path beginning ${UPLOAD_PATH_PREFIX}`,
  });

/** POST /avatar-upload (multipart field `avatar`) → 201 { path }. */
export const AvatarUploadResponseSchema = z.object({ path: z.string() });
export type AvatarUploadResponse = z.infer<typeof AvatarUploadResponseSchema>;

// ---------------------------------------------------------------------------
// Characters

export const CharacterProfessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1..6; position 1 is the first profession. */
  position: z.number().int(),
});
export type CharacterProfession = z.infer<typeof CharacterProfessionSchema>;

const OrganizerAbilitySchema = z.string().nullable();

export const CharacterSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  race_id: z.number().int(),
  class_id: z.number().int(),
  race_name: z.string(),
  class_name: z.string(),
  race_base_hits: z.number().int(),
  race_base_mana: z.number().int(),
  /** The profession ids by position. */
  profession_ids: z.array(z.number().int()),
  /** The professions by position. */
  professions: z.array(CharacterProfessionSchema),
  description: z.string(),
  avatar_path: z.string(),
  /** Total earned: the sum of the XP ledger. */
  xp: z.number().int(),
  /** The XP cost of every ability on the sheet. */
  xp_spent: z.number().int(),
  is_active: FlagSchema,
  /** The owner's permission for conflict-flagged classes. */
  conflict_allowed: FlagSchema,
  /** 1 while staff have unlocked the sheet; saving the sheet sets it back to 0. */
  allow_update: FlagSchema,
  arrangor_ability_1: OrganizerAbilitySchema,
  arrangor_ability_2: OrganizerAbilitySchema,
  arrangor_ability_3: OrganizerAbilitySchema,
  arrangor_ability_4: OrganizerAbilitySchema,
  arrangor_ability_5: OrganizerAbilitySchema,
  arrangor_ability_6: OrganizerAbilitySchema,
  /**
   * Why the saved sheet no longer satisfies the current rules (needs-review), leaving out
   * what staff have accepted; empty when it does.
   */
  review_reasons: z.array(ReviewReasonSchema),
  /** The latest change request, open or answered; null when none was made. */
  change_request: ChangeRequestSchema.nullable(),
});
export type Character = z.infer<typeof CharacterSchema>;

/** What the create form needs of a race. */
export const CharacterRaceSchema = RaceSchema;
export type CharacterRace = z.infer<typeof CharacterRaceSchema>;

/** What the create form needs of a class; conflict classes only when the user may use them. */
export const CharacterClassSchema = ClassSchema;
export type CharacterClass = z.infer<typeof CharacterClassSchema>;

export const RaceClassPairSchema = z.object({
  race_id: z.number().int(),
  class_id: z.number().int(),
});
export type RaceClassPair = z.infer<typeof RaceClassPairSchema>;

/** GET /characters: the current user's characters and what the create form offers. */
export const CharacterListResponseSchema = z.object({
  characters: z.array(CharacterSchema),
  races: z.array(CharacterRaceSchema),
  classes: z.array(CharacterClassSchema),
  raceClasses: z.array(RaceClassPairSchema),
});
export type CharacterListResponse = z.infer<typeof CharacterListResponseSchema>;

export const CharacterNameSchema = z.string().trim().min(1).max(CHARACTER_LIMITS.nameMaxLength);

/**
 * POST /characters (and the old POST /api/api/characters) → 201 Character.
 *
 * `profession_ids` are the six professions: the class's mandatory ones may be listed or
 * left out (they are always included), the others are the chosen optional ones in the
 * order picked. The character's order is the class's mandatory ones in the class's order,
 * then the chosen ones. Refusals (409): characters.limitReached, characters.raceNotFound,
 * characters.classNotFound, characters.classNotAllowedForRace,
 * characters.conflictClassNotAllowed, characters.professionCount,
 * characters.professionNotInClass, characters.mandatoryProfessionMissing,
 * characters.tooManyOptionalProfessions, characters.duplicateProfession,
 * characters.invalidAvatar.
 */
export const CharacterCreateSchema = z.object({
  name: CharacterNameSchema,
  race_id: DbIdSchema,
  class_id: DbIdSchema,
  profession_ids: z.array(DbIdSchema).max(CHARACTER_LIMITS.professionsPerCharacter * 2),
  avatar_path: AvatarPathSchema,
});
export type CharacterCreate = z.infer<typeof CharacterCreateSchema>;

/** PUT /characters/{id} → Character: the avatar, the description, or both. */
export const CharacterUpdateSchema = z
  .object({
    avatar_path: AvatarPathSchema.optional(),
    description: z.string().max(CHARACTER_TEXT_LIMITS.description).optional(),
  })
  .refine((value) => value.avatar_path !== undefined || value.description !== undefined, {
    message: 'Send avatar_path or description',
  });
export type CharacterUpdate = z.infer<typeof CharacterUpdateSchema>;

/**
 * PUT /characters/{id}/professions (the owner) → Character: the character's professions
 * anew, by the rules of creation (exactly six, the class's mandatory ones kept, the others
 * among the class's optional ones up to its additional_professions), in one transaction.
 * A profession with unlocked abilities stays. Refusals (409): the creation refusals on
 * professions, and characters.professionHasUnlockedAbilities.
 */
export const CharacterProfessionsUpdateSchema = z.object({
  profession_ids: z.array(DbIdSchema).max(CHARACTER_LIMITS.professionsPerCharacter * 2),
});
export type CharacterProfessionsUpdate = z.infer<typeof CharacterProfessionsUpdateSchema>;

/** GET /characters/{id}/professions/{professionId}/can-remove. */
export const CanRemoveProfessionResponseSchema = z.object({ canRemove: z.boolean() });
export type CanRemoveProfessionResponse = z.infer<typeof CanRemoveProfessionResponseSchema>;

// ---------------------------------------------------------------------------
// The ability sheet

/** One ability on a character's sheet, with the ability's own fields for the cells. */
export const CharacterAbilitySchema = z.object({
  profession_id: z.number().int(),
  ability_id: z.number().int(),
  special_ability_id: z.number().int().nullable(),
  /** The chosen special ability's name, for the dropdown's label. */
  special_ability_name: z.string().nullable(),
  /** 1 once saved ("Lock Sheet"). */
  is_unlocked: FlagSchema,
  /** Saved and the sheet is not open for updates: it cannot be dropped or changed. */
  is_permanent: FlagSchema,
  /** The level within the profession, 1..6. */
  order_learned: z.number().int(),
  name: z.string(),
  xpcost: z.number().int(),
  effect: z.string(),
  type: z.string(),
  duration: z.string(),
  rite: z.string(),
  cost_mana: z.number().int(),
  requirement: z.string(),
  note: z.string(),
  bonus_hits: z.number().int(),
  bonus_kp: z.number().int(),
  bonus_rp: z.number().int(),
  bonus_mp: z.number().int(),
  has_special_ability: FlagSchema,
});
export type CharacterAbility = z.infer<typeof CharacterAbilitySchema>;

/** GET /characters/{id}/abilities: by profession position, then order_learned. */
export const CharacterAbilitiesResponseSchema = z.array(CharacterAbilitySchema);
export type CharacterAbilitiesResponse = z.infer<typeof CharacterAbilitiesResponseSchema>;

export const AbilitySelectionSchema = z.object({
  profession_id: DbIdSchema,
  ability_id: DbIdSchema,
  special_ability_id: DbIdSchema.nullable().default(null),
});
export type AbilitySelectionInput = z.input<typeof AbilitySelectionSchema>;

/**
 * POST /characters/{id}/abilities: the whole sheet at once. Every saved row becomes
 * unlocked and allow_update goes back to 0. Refusals (409), nothing changed:
 * characters.professionNotOnCharacter, characters.abilityNotInProfession,
 * characters.duplicateAbility, characters.abilityOrder, characters.firstProfessionLevel,
 * characters.notEnoughXp, characters.specialAbilityNotLinked, characters.abilityLocked.
 */
export const SaveAbilitiesSchema = z.object({
  abilities: z.array(AbilitySelectionSchema).max(MAX_SHEET_ABILITIES),
});
export type SaveAbilities = z.input<typeof SaveAbilitiesSchema>;

/** A row of the sheet as a save answers it: ids and states; the rules text is the client's. */
export const SavedAbilitySchema = CharacterAbilitySchema.pick({
  profession_id: true,
  ability_id: true,
  special_ability_id: true,
  is_unlocked: true,
  is_permanent: true,
});
export type SavedAbility = z.infer<typeof SavedAbilitySchema>;

/**
 * The answer of a save: the sheet as stored, in the order it was sent, with the XP it
 * leaves. The rows carry no text (the client has it from the professions' abilities).
 */
export const SaveAbilitiesResponseSchema = z.object({
  abilities: z.array(SavedAbilitySchema),
  xp: z.number().int(),
  xp_spent: z.number().int(),
  allow_update: FlagSchema,
});
export type SaveAbilitiesResponse = z.infer<typeof SaveAbilitiesResponseSchema>;

/**
 * PATCH /characters/{id}/allow-update → Character. 1 (unlock the sheet) only for staff;
 * the owner may send 0.
 */
export const AllowUpdateSchema = z.object({ allow_update: FlagInputSchema });
export type AllowUpdate = z.input<typeof AllowUpdateSchema>;

/** GET /characters/active/special-abilities?type=Sprog. */
export const ActiveSpecialAbilitiesQuerySchema = z.object({
  type: z.enum(SPECIAL_ABILITY_TYPES).optional(),
});
export type ActiveSpecialAbilitiesQuery = z.infer<typeof ActiveSpecialAbilitiesQuerySchema>;

export const KnownSpecialAbilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
});
export type KnownSpecialAbility = z.infer<typeof KnownSpecialAbilitySchema>;

/** The active character's chosen special abilities (of the type asked); [] without one. */
export const ActiveSpecialAbilitiesResponseSchema = z.array(KnownSpecialAbilitySchema);
export type ActiveSpecialAbilitiesResponse = z.infer<typeof ActiveSpecialAbilitiesResponseSchema>;

// ---------------------------------------------------------------------------
// Staff: XP ledger and organizer abilities

/** POST /characters/{id}/xp (staff) → 201 XpAward. */
export const XpAwardCreateSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-CHARACTER_TEXT_LIMITS.xpAmount)
    .max(CHARACTER_TEXT_LIMITS.xpAmount)
    .refine((value) => value !== 0, { message: 'Must not be 0' }),
  reason: z.string().trim().min(1).max(CHARACTER_TEXT_LIMITS.xpReason),
});
export type XpAwardCreate = z.infer<typeof XpAwardCreateSchema>;

export const XpAwardSchema = z.object({
  id: z.number().int(),
  character_id: z.number().int(),
  amount: z.number().int(),
  /** Staff's own words; for a keyed reason its Danish text. */
  reason: z.string(),
  /**
   * Set when the app wrote the row itself (XP_REASON_KEYS): the reader's app shows the
   * key's text in its language, filled from `reason_params`.
   */
  reason_key: z.string().nullable(),
  reason_params: z.record(z.string(), z.string()).nullable(),
  /** The staff member's id; null for the starting XP or a deleted account. */
  awarded_by: z.number().int().nullable(),
  awarded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type XpAward = z.infer<typeof XpAwardSchema>;

/** GET /characters/{id}/xp (staff, or the owner): newest first, with the sum. */
export const XpLedgerResponseSchema = z.object({
  xp: z.number().int(),
  entries: z.array(XpAwardSchema),
});
export type XpLedgerResponse = z.infer<typeof XpLedgerResponseSchema>;

/** POST /xp-awards (staff): one ledger row per character, all in one transaction. */
export const XpAwardsCreateSchema = z.object({
  character_ids: z.array(DbIdSchema).min(1).max(XP_AWARD_MAX_CHARACTERS),
  amount: z
    .number()
    .int()
    .min(-CHARACTER_TEXT_LIMITS.xpAmount)
    .max(CHARACTER_TEXT_LIMITS.xpAmount)
    .refine((value) => value !== 0, { message: 'Must not be 0' }),
  reason: z.string().trim().min(1).max(CHARACTER_TEXT_LIMITS.xpReason),
});
export type XpAwardsCreate = z.infer<typeof XpAwardsCreateSchema>;

export const XpAwardsResponseSchema = z.object({ awards: z.array(XpAwardSchema) });
export type XpAwardsResponse = z.infer<typeof XpAwardsResponseSchema>;

const OrganizerAbilityInputSchema = z
  .string()
  .trim()
  .max(CHARACTER_TEXT_LIMITS.organizerAbility)
  .nullable()
  .transform((value) => (value === '' ? null : value));

/**
 * PUT /characters/{id}/organizer-abilities (staff) → Character. Fields left out keep
 * their value; '' or null clears one.
 */
export const OrganizerAbilitiesUpdateSchema = z.object({
  arrangor_ability_1: OrganizerAbilityInputSchema.optional(),
  arrangor_ability_2: OrganizerAbilityInputSchema.optional(),
  arrangor_ability_3: OrganizerAbilityInputSchema.optional(),
  arrangor_ability_4: OrganizerAbilityInputSchema.optional(),
  arrangor_ability_5: OrganizerAbilityInputSchema.optional(),
  arrangor_ability_6: OrganizerAbilityInputSchema.optional(),
});
export type OrganizerAbilitiesUpdate = z.input<typeof OrganizerAbilitiesUpdateSchema>;
