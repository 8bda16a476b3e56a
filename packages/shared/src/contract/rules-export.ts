import { z } from 'zod';
import { CHARACTER_LIMITS, PROFESSION_LIMITS, UPLOAD_LIMITS } from '../constants';
import { LANGUAGE_LIMITS, LanguageCreateSchema } from './languages';
import {
  ABILITY_TYPE_LABELS,
  AbilityCreateSchema,
  ClassCreateSchema,
  FlagSchema,
  ImagePathSchema,
  ProfessionCreateSchema,
  RaceCreateSchema,
  SortOrderSchema,
  SpecialAbilityCreateSchema,
} from './rules';
import { RULES_TEXT_LIMITS } from './rules-constants';
import { INVENTORY_LIMITS, ITEM_KINDS } from './inventory-constants';
import { CRAFTING_LIMITS } from './crafting-constants';

/**
 * A club's whole rules data as one JSON file ("share a world"): GET /rules/export writes
 * it, POST /rules/import and `cli rules import FILE` load it into a database without rules
 * data. docs/rules-format.md describes it field by field.
 *
 * Nothing in it is a database id. Races, classes, professions and languages are named by
 * their (unique) names; abilities and special abilities, whose names may repeat, by keys
 * local to the file ('a1', 's1', …). Fonts and uploaded race images travel as base64.
 */

export const RULES_FILE_FORMAT = 'club-rules';
export const RULES_FILE_VERSION = 1;

/** Message keys of the import refusals. */
export const RULES_FILE_ERROR_CODES = {
  /** 409: the database already has rules data; nothing was written. */
  rulesDataExists: 'errors.rulesDataExists',
  /** 400: the file is not a rules file this version reads, or breaks a rule. */
  invalidRulesFile: 'errors.invalidRulesFile',
} as const;

/** Generous limits that keep a hostile file from filling the database. */
export const RULES_FILE_LIMITS = {
  races: 500,
  classes: 500,
  professions: 2_000,
  abilities: 10_000,
  specialAbilities: 10_000,
  languages: 200,
  itemTypes: 10_000,
  key: 40,
} as const;

const KeySchema = z
  .string()
  .min(1)
  .max(RULES_FILE_LIMITS.key)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'Keys are letters, digits, _ and -' });

/** Base64 of at most `maxBytes` bytes (checked on the text, before anything is decoded). */
function base64Of(maxBytes: number) {
  return z
    .string()
    .max(Math.ceil(maxBytes / 3) * 4 + 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: 'Must be base64' });
}

const race = RaceCreateSchema.shape;
export const RulesFileRaceSchema = z.strictObject({
  name: race.name,
  /** One of the race's folk ("Dværg"); files written before it was kept leave it out. */
  singular_name: race.singular_name,
  description: z.string().max(RULES_TEXT_LIMITS.text),
  /** A built-in image or an https address; null when there is none or it is in `image`. */
  image_path: ImagePathSchema.nullable(),
  /** An uploaded picture (WebP, base64); re-encoded on import like every upload. */
  image: base64Of(UPLOAD_LIMITS.raceImageMaxBytes).nullable(),
  base_hits: race.base_hits,
  base_mana: race.base_mana,
  /** Names of the classes the race allows, by name. */
  classes: z.array(z.string()).max(RULES_FILE_LIMITS.classes),
});
export type RulesFileRace = z.infer<typeof RulesFileRaceSchema>;

const cls = ClassCreateSchema.shape;
export const RulesFileClassProfessionSchema = z.strictObject({
  profession: z.string(),
  mandatory: FlagSchema,
  sort_order: SortOrderSchema,
});

export const RulesFileClassSchema = z.strictObject({
  name: cls.name,
  description: z.string().max(RULES_TEXT_LIMITS.text),
  conflict: FlagSchema,
  additional_professions: z.number().int().min(0).max(CHARACTER_LIMITS.professionsPerCharacter),
  professions: z.array(RulesFileClassProfessionSchema).max(RULES_FILE_LIMITS.professions),
});
export type RulesFileClass = z.infer<typeof RulesFileClassSchema>;

const profession = ProfessionCreateSchema.shape;
export const RulesFileProfessionSchema = z.strictObject({
  name: profession.name,
  description: z.string().max(RULES_TEXT_LIMITS.text),
  requirements: z.string().max(RULES_TEXT_LIMITS.text),
  notes: z.string().max(RULES_TEXT_LIMITS.text),
  characteristics: z.string().max(RULES_TEXT_LIMITS.text),
  sort_order: SortOrderSchema,
  /** Ability keys by level (order_learned 1..6). */
  abilities: z.array(KeySchema).max(PROFESSION_LIMITS.abilitiesPerProfession),
});
export type RulesFileProfession = z.infer<typeof RulesFileProfessionSchema>;

const ability = AbilityCreateSchema.shape;
export const RulesFileAbilitySchema = z.strictObject({
  key: KeySchema,
  name: ability.name,
  effect: z.string().max(RULES_TEXT_LIMITS.text),
  xpcost: ability.xpcost,
  bonus_hits: z.number().int().min(0).max(RULES_TEXT_LIMITS.number),
  /** '' or one of ABILITY_TYPE_LABELS, spelled as the label. */
  type: z.string().refine((value) => value === '' || ABILITY_TYPE_LABELS.includes(value), {
    message: `Must be empty or one of: ${ABILITY_TYPE_LABELS.join(', ')}`,
  }),
  bonus_kp: z.number().int().min(0).max(RULES_TEXT_LIMITS.number),
  bonus_rp: z.number().int().min(0).max(RULES_TEXT_LIMITS.number),
  bonus_mp: z.number().int().min(0).max(RULES_TEXT_LIMITS.number),
  duration: z.string().max(RULES_TEXT_LIMITS.text),
  rite: z.string().max(RULES_TEXT_LIMITS.text),
  cost_mana: z.number().int().min(0).max(RULES_TEXT_LIMITS.number),
  requirement: z.string().max(RULES_TEXT_LIMITS.text),
  note: z.string().max(RULES_TEXT_LIMITS.text),
  has_special_ability: FlagSchema,
  /** Special ability keys, in the order they are offered. */
  special_abilities: z.array(KeySchema).max(1_000),
});
export type RulesFileAbility = z.infer<typeof RulesFileAbilitySchema>;

const RulesFileRecipeLineSchema = z.strictObject({
  /** The item type's name, as the file's `item_types` name it. */
  item_type: z.string().trim().min(1).max(INVENTORY_LIMITS.name),
  quantity: z.number().int().min(1).max(CRAFTING_LIMITS.maxQuantity),
});

/** A special ability's recipe (decision 030): ingredients in, products out, how long they keep. */
export const RulesFileRecipeSchema = z.strictObject({
  inputs: z.array(RulesFileRecipeLineSchema).max(CRAFTING_LIMITS.lines),
  outputs: z.array(RulesFileRecipeLineSchema).min(1).max(CRAFTING_LIMITS.lines),
  keeps_events: z.number().int().min(0).max(CRAFTING_LIMITS.maxKeepsEvents).nullable(),
});
export type RulesFileRecipe = z.infer<typeof RulesFileRecipeSchema>;

const special = SpecialAbilityCreateSchema.shape;
export const RulesFileSpecialAbilitySchema = z.strictObject({
  key: KeySchema,
  name: special.name,
  effect: z.string().max(RULES_TEXT_LIMITS.text),
  ingredients: z.string().max(RULES_TEXT_LIMITS.text),
  duration: z.string().max(RULES_TEXT_LIMITS.text),
  mana_cost: z.number().int().min(0).max(RULES_TEXT_LIMITS.number),
  type: special.type,
  requirement: z.string().max(RULES_TEXT_LIMITS.text),
  note: z.string().max(RULES_TEXT_LIMITS.text),
  link: z
    .string()
    .max(2_000)
    .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), {
      message: 'Must be empty or an http(s) URL',
    }),
  /** Its recipe, or null; a file without it has none. */
  recipe: RulesFileRecipeSchema.nullable().default(null),
});
export type RulesFileSpecialAbility = z.infer<typeof RulesFileSpecialAbilitySchema>;

const language = LanguageCreateSchema.shape;
export const RulesFileLanguageSchema = z.strictObject({
  name: language.name,
  sampleText: z.string().max(LANGUAGE_LIMITS.sampleText),
  /** An external link for the font (a file-sharing host), or null. */
  link: z
    .string()
    .max(2_000)
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), { message: 'Must be an http(s) URL' })
    .nullable(),
  font: z
    .strictObject({
      filename: z.string().min(1).max(200),
      credit: z.string().max(2_000).nullable(),
      /** The TrueType or OpenType file, base64. */
      data: base64Of(UPLOAD_LIMITS.fontMaxBytes),
    })
    .nullable(),
});
export type RulesFileLanguage = z.infer<typeof RulesFileLanguageSchema>;

/** The catalogue of item types (what characters can carry); a file without it has none. */
export const RulesFileItemTypeSchema = z.strictObject({
  name: z.string().trim().min(1).max(INVENTORY_LIMITS.name),
  description: z.string().max(INVENTORY_LIMITS.description),
  kind: z.enum(ITEM_KINDS),
  unique: z.boolean(),
  unit: z.string().max(INVENTORY_LIMITS.unit),
  visible_to_players: z.boolean(),
  /** The key of the special ability the type belongs to, or null. */
  special_ability: KeySchema.nullable(),
});
export type RulesFileItemType = z.infer<typeof RulesFileItemTypeSchema>;

export const RulesFileSchema = z.strictObject({
  format: z.literal(RULES_FILE_FORMAT),
  version: z.literal(RULES_FILE_VERSION),
  /** When the file was written (ISO-8601); informative only. */
  exported_at: z.string().max(40),
  races: z.array(RulesFileRaceSchema).max(RULES_FILE_LIMITS.races),
  classes: z.array(RulesFileClassSchema).max(RULES_FILE_LIMITS.classes),
  professions: z.array(RulesFileProfessionSchema).max(RULES_FILE_LIMITS.professions),
  abilities: z.array(RulesFileAbilitySchema).max(RULES_FILE_LIMITS.abilities),
  special_abilities: z.array(RulesFileSpecialAbilitySchema).max(RULES_FILE_LIMITS.specialAbilities),
  languages: z.array(RulesFileLanguageSchema).max(RULES_FILE_LIMITS.languages),
  item_types: z.array(RulesFileItemTypeSchema).max(RULES_FILE_LIMITS.itemTypes).default([]),
});
export type RulesFile = z.infer<typeof RulesFileSchema>;

/** POST /rules/import answers what it loaded. */
export const RulesImportResponseSchema = z.object({
  races: z.number().int(),
  classes: z.number().int(),
  professions: z.number().int(),
  abilities: z.number().int(),
  special_abilities: z.number().int(),
  languages: z.number().int(),
  item_types: z.number().int(),
});
export type RulesImportResponse = z.infer<typeof RulesImportResponseSchema>;
