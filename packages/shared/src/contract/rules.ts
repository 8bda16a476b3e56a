import { z } from 'zod';
import {
  ABILITY_DEFAULTS,
  ABILITY_TYPES,
  CHARACTER_LIMITS,
  SPECIAL_ABILITY_TYPES,
  abilityTypeKey,
} from '../constants';
import { DbIdSchema, PathIdSchema } from './ids';
import { RULES_TEXT_LIMITS } from './rules-constants';

export * from './rules-constants';

/**
 * The rules data of SPEC.md sections 3 and 7: races, classes, professions, abilities and
 * special abilities. Field names are SPEC's; numbers are numbers and flags are 0 or 1.
 *
 * Reads: every logged-in user. Writes: rules editors (superadmin, bestyrelse) only.
 * Deletes answer 204 with no body and are refused with 409 `errors.inUse` while
 * characters still use the thing.
 */

// ---------------------------------------------------------------------------
// Building blocks

/** A positive integer id (32-bit integer columns on both engines). */
export const IdSchema = DbIdSchema;

const IdParamSchema = PathIdSchema;

/** `:id` in a path. */
export const IdParamsSchema = z.object({ id: IdParamSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** `/classes/:id/professions/:professionId`. */
export const ClassProfessionParamsSchema = z.object({
  id: IdParamSchema,
  professionId: IdParamSchema,
});
export type ClassProfessionParams = z.infer<typeof ClassProfessionParamsSchema>;

/** A flag as stored and answered: 0 or 1. */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof FlagSchema>;

/** A flag in a request: 0 or 1 (true and false are accepted too and stored as 1 and 0). */
export const FlagInputSchema = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((value): Flag => (value === true || value === 1 ? 1 : 0));

const NameSchema = z.string().trim().min(1).max(RULES_TEXT_LIMITS.name);
const TextSchema = z.string().max(RULES_TEXT_LIMITS.text);
const CountSchema = z
  .number()
  .int()
  .min(ABILITY_DEFAULTS.minimumValue)
  .max(RULES_TEXT_LIMITS.number);
const IdListSchema = z.array(IdSchema).max(1000);

/** Empty, or an absolute http(s) URL. */
export const OptionalLinkSchema = z
  .string()
  .trim()
  .max(RULES_TEXT_LIMITS.link)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), {
    message: 'Must be empty or an http(s) URL',
  });

/** A partial update must change something. */
function nonEmpty<T extends z.ZodObject>(schema: T) {
  return schema.refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'Send at least one field to change',
  });
}

// ---------------------------------------------------------------------------
// Classes

export const ClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  conflict: FlagSchema,
  /** How many optional professions a character of this class picks (0..6). */
  additional_professions: z.number().int(),
});
export type Class = z.infer<typeof ClassSchema>;

export const ClassesResponseSchema = z.array(ClassSchema);
export type ClassesResponse = z.infer<typeof ClassesResponseSchema>;

const AdditionalProfessionsSchema = z
  .number()
  .int()
  .min(0)
  .max(CHARACTER_LIMITS.professionsPerCharacter);

export const ClassCreateSchema = z.object({
  name: NameSchema,
  description: TextSchema.default(''),
  conflict: FlagInputSchema.default(0),
  additional_professions: AdditionalProfessionsSchema.default(0),
});
export type ClassCreate = z.input<typeof ClassCreateSchema>;

/** PUT /classes/{id}: SPEC sends only `description`; a full edit may send the others too. */
export const ClassUpdateSchema = nonEmpty(
  z.object({
    name: NameSchema.optional(),
    description: TextSchema.optional(),
    conflict: FlagInputSchema.optional(),
    additional_professions: AdditionalProfessionsSchema.optional(),
  }),
);
export type ClassUpdate = z.input<typeof ClassUpdateSchema>;

export const ClassProfessionItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
});
export type ClassProfessionItem = z.infer<typeof ClassProfessionItemSchema>;

/** GET /classes/{id}/professions; "assigned" holds the optional professions. Both by sort_order. */
export const ClassProfessionsResponseSchema = z.object({
  mandatory: z.array(ClassProfessionItemSchema),
  assigned: z.array(ClassProfessionItemSchema),
});
export type ClassProfessionsResponse = z.infer<typeof ClassProfessionsResponseSchema>;

/** POST /classes/{id}/professions, add form: the profession goes last in its list. */
export const ClassProfessionAddSchema = z.object({
  profession_id: IdSchema,
  mandatory: FlagInputSchema.default(0),
});
export type ClassProfessionAdd = z.input<typeof ClassProfessionAddSchema>;

export const ClassProfessionOrderItemSchema = z.object({
  id: IdSchema,
  order: z.number().int().min(0).max(RULES_TEXT_LIMITS.sortOrder),
  /** Informative: the list an item is sent in decides whether it is mandatory. */
  mandatory: FlagInputSchema.optional(),
});
export type ClassProfessionOrderItem = z.input<typeof ClassProfessionOrderItemSchema>;

/**
 * POST /classes/{id}/professions, reorder form: each listed profession gets its `order` as
 * sort_order and becomes mandatory or optional by the list it is in. Every id must already
 * belong to the class; professions left out keep their place.
 */
export const ClassProfessionReorderSchema = z.object({
  assigned: z.array(ClassProfessionOrderItemSchema).max(1000),
  mandatory: z.array(ClassProfessionOrderItemSchema).max(1000),
});
export type ClassProfessionReorder = z.input<typeof ClassProfessionReorderSchema>;

/**
 * Either form; both answer 200 with the class's professions (ClassProfessionsResponse).
 * A body with `profession_id` is the add form, anything else the reorder form, so a
 * refusal names the field at fault rather than "no form matched".
 */
export const ClassProfessionsWriteSchema = z
  .looseObject({
    profession_id: z.unknown().optional(),
    mandatory: z.unknown().optional(),
    assigned: z.unknown().optional(),
  })
  .meta({
    description:
      'Add form: { profession_id, mandatory: 0 | 1 }. Reorder form: { assigned: [{ id, order, mandatory }], mandatory: [{ id, order, mandatory }] }.',
  })
  .transform(
    (
      body,
      ctx,
    ):
      z.output<typeof ClassProfessionAddSchema> | z.output<typeof ClassProfessionReorderSchema> => {
      const form =
        'profession_id' in body ? ClassProfessionAddSchema : ClassProfessionReorderSchema;
      const result = form.safeParse(body);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    },
  );
export type ClassProfessionsWrite = ClassProfessionAdd | ClassProfessionReorder;

// ---------------------------------------------------------------------------
// Races

export const RaceSchema = z.object({
  id: z.number().int(),
  /** The race as a people, in lists of the rules: "Dværge". */
  name: z.string(),
  /** One of its folk, as a character reads: "Dværg" ('' when not written: `name` serves). */
  singular_name: z.string(),
  description: z.string(),
  /** http(s) URL or path starting with '/' as given; otherwise a file the web app ships. */
  image_path: z.string().nullable(),
  base_hits: z.number().int(),
  base_mana: z.number().int(),
});
export type Race = z.infer<typeof RaceSchema>;

/** A race with the classes it allows; conflict classes only for rules editors. */
export const RaceWithClassesSchema = RaceSchema.extend({
  allowed_classes: z.array(ClassSchema),
});
export type RaceWithClasses = z.infer<typeof RaceWithClassesSchema>;

/** GET /races-classes (and the old GET /api/races). */
export const RacesClassesResponseSchema = z.array(RaceWithClassesSchema);
export type RacesClassesResponse = z.infer<typeof RacesClassesResponseSchema>;

/** GET /races/{id}/classes: the race's allowed classes, by name. */
export const RaceClassesResponseSchema = z.array(ClassSchema);
export type RaceClassesResponse = z.infer<typeof RaceClassesResponseSchema>;

/**
 * A race image: a file the web app ships (a bare name such as 'elves.svg'), an uploaded
 * image ('/uploads/…'), or an https address. A plain http address is refused: a page
 * served over https may not show it (mixed content), so it would never appear.
 */
export const ImagePathSchema = z
  .string()
  .trim()
  .max(RULES_TEXT_LIMITS.imagePath)
  .refine((value) => !/^http:/i.test(value), {
    message: 'Use an https:// address; browsers block http images on a secure page',
  })
  .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https:\/\/[^\s/]+/i.test(value), {
    message: 'Must be a built-in image, an uploaded image or an https:// address',
  })
  .refine((value) => !value.startsWith('//') && !/[\s"'<>\\]/.test(value), {
    message: 'Must be a built-in image, an uploaded image or an https:// address',
  });

/** A race's singular name: may be left empty (the race's name serves then). */
const SingularNameSchema = z.string().trim().max(RULES_TEXT_LIMITS.name);

export const RaceCreateSchema = z.object({
  name: NameSchema,
  singular_name: SingularNameSchema.default(''),
  description: TextSchema.default(''),
  image_path: ImagePathSchema.nullable().optional(),
  base_hits: CountSchema,
  base_mana: CountSchema,
  classIds: IdListSchema.optional(),
});
export type RaceCreate = z.input<typeof RaceCreateSchema>;

/** PUT /races/{id}: SPEC sends only `description`; a full edit may send the others too. */
export const RaceUpdateSchema = nonEmpty(
  z.object({
    name: NameSchema.optional(),
    singular_name: SingularNameSchema.optional(),
    description: TextSchema.optional(),
    image_path: ImagePathSchema.nullable().optional(),
    base_hits: CountSchema.optional(),
    base_mana: CountSchema.optional(),
  }),
);
export type RaceUpdate = z.input<typeof RaceUpdateSchema>;

/** POST /races/{id}/classes: replaces the allowed classes; answers RaceWithClasses. */
export const RaceClassesUpdateSchema = z.object({ classIds: IdListSchema });
export type RaceClassesUpdate = z.infer<typeof RaceClassesUpdateSchema>;

// ---------------------------------------------------------------------------
// Abilities

/** The five type labels in both languages, as stored ('' for none). */
export const ABILITY_TYPE_LABELS: readonly string[] = ABILITY_TYPES.flatMap((t) => [t.da, t.en]);

export const AbilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  effect: z.string(),
  xpcost: z.number().int(),
  bonus_hits: z.number().int(),
  /** One of ABILITY_TYPE_LABELS (Danish or English) or ''. */
  type: z.string(),
  bonus_kp: z.number().int(),
  bonus_rp: z.number().int(),
  bonus_mp: z.number().int(),
  duration: z.string(),
  rite: z.string(),
  cost_mana: z.number().int(),
  requirement: z.string(),
  note: z.string(),
  has_special_ability: FlagSchema,
});
export type Ability = z.infer<typeof AbilitySchema>;

/** GET /abilities: every ability, by name. */
export const AbilitiesResponseSchema = z.array(AbilitySchema);
export type AbilitiesResponse = z.infer<typeof AbilitiesResponseSchema>;

/** An ability as one level of a profession. */
export const ProfessionAbilitySchema = AbilitySchema.extend({
  /** 1..6: the level within the profession. */
  order_learned: z.number().int(),
  profession_id: z.number().int(),
});
export type ProfessionAbility = z.infer<typeof ProfessionAbilitySchema>;

/** '' or a type label in either language; stored with the label's own spelling. */
const AbilityTypeSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || abilityTypeKey(value) !== null, {
    message: `Must be empty or one of: ${ABILITY_TYPE_LABELS.join(', ')}`,
  })
  .transform(
    (value) => ABILITY_TYPE_LABELS.find((l) => l.toLowerCase() === value.toLowerCase()) ?? '',
  );

const abilityFields = {
  name: NameSchema,
  xpcost: CountSchema,
  effect: TextSchema,
  bonus_hits: CountSchema,
  type: AbilityTypeSchema,
  duration: TextSchema,
  rite: TextSchema,
  cost_mana: CountSchema,
  requirement: TextSchema,
  note: TextSchema,
  has_special_ability: FlagInputSchema,
  bonus_kp: CountSchema,
  bonus_rp: CountSchema,
  bonus_mp: CountSchema,
};

/** POST /abilities → 201 Ability. name and xpcost are required; the rest default to ''/0. */
export const AbilityCreateSchema = z.object({
  ...abilityFields,
  effect: abilityFields.effect.default(''),
  bonus_hits: abilityFields.bonus_hits.default(0),
  type: abilityFields.type.default(''),
  duration: abilityFields.duration.default(''),
  rite: abilityFields.rite.default(''),
  cost_mana: abilityFields.cost_mana.default(0),
  requirement: abilityFields.requirement.default(''),
  note: abilityFields.note.default(''),
  has_special_ability: abilityFields.has_special_ability.default(0),
  bonus_kp: abilityFields.bonus_kp.default(0),
  bonus_rp: abilityFields.bonus_rp.default(0),
  bonus_mp: abilityFields.bonus_mp.default(0),
});
export type AbilityCreate = z.input<typeof AbilityCreateSchema>;

/** PUT /abilities/{id} → Ability. The same fields; those left out keep their value. */
export const AbilityUpdateSchema = nonEmpty(z.object(abilityFields).partial());
export type AbilityUpdate = z.input<typeof AbilityUpdateSchema>;

// ---------------------------------------------------------------------------
// Professions

export const ProfessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  requirements: z.string(),
  notes: z.string(),
  characteristics: z.string(),
  sort_order: z.number().int(),
  /** Its abilities by order_learned (at most 6). */
  abilities: z.array(ProfessionAbilitySchema),
});
export type Profession = z.infer<typeof ProfessionSchema>;

/** GET /professions: by sort_order, then name. */
export const ProfessionsResponseSchema = z.array(ProfessionSchema);
export type ProfessionsResponse = z.infer<typeof ProfessionsResponseSchema>;

/** GET /professions/{id}/abilities and the answer of POST /professions/{id}/abilities. */
export const ProfessionAbilitiesResponseSchema = z.array(ProfessionAbilitySchema);
export type ProfessionAbilitiesResponse = z.infer<typeof ProfessionAbilitiesResponseSchema>;

/** A place in an ordered list, as sent and as stored. */
export const SortOrderSchema = z.number().int().min(0).max(RULES_TEXT_LIMITS.sortOrder);

export const ProfessionCreateSchema = z.object({
  name: NameSchema,
  description: TextSchema.default(''),
  requirements: TextSchema.default(''),
  notes: TextSchema.default(''),
  characteristics: TextSchema.default(''),
  /** Left out: after the last profession. */
  sort_order: SortOrderSchema.optional(),
});
export type ProfessionCreate = z.input<typeof ProfessionCreateSchema>;

/** PUT /professions/{id} → Profession. SPEC sends only `description`. */
export const ProfessionUpdateSchema = nonEmpty(
  z.object({
    name: NameSchema.optional(),
    description: TextSchema.optional(),
    requirements: TextSchema.optional(),
    notes: TextSchema.optional(),
    characteristics: TextSchema.optional(),
    sort_order: SortOrderSchema.optional(),
  }),
);
export type ProfessionUpdate = z.input<typeof ProfessionUpdateSchema>;

/**
 * POST /professions/{id}/abilities: the whole ordered list (order_learned = index + 1).
 * More than 6 → 409 errors.professionAbilitiesLimit; duplicates or unknown ids → 400.
 * Dropping or moving an ability characters own puts them under review (the answer's
 * impact). Answers `{items: ProfessionAbilitiesResponse, impact}`.
 */
export const ProfessionAbilitiesUpdateSchema = z.object({ ability_ids: IdListSchema });
export type ProfessionAbilitiesUpdate = z.infer<typeof ProfessionAbilitiesUpdateSchema>;

// ---------------------------------------------------------------------------
// Special abilities

export const SpecialAbilityTypeSchema = z.enum(SPECIAL_ABILITY_TYPES);

export const SpecialAbilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  effect: z.string(),
  ingredients: z.string(),
  duration: z.string(),
  mana_cost: z.number().int(),
  /** One of SPECIAL_ABILITY_TYPES; "affiliation" on the create form. */
  type: z.string(),
  requirement: z.string(),
  note: z.string(),
  /** '' or an http(s) URL (opens in a new tab). */
  link: z.string(),
});
export type SpecialAbility = z.infer<typeof SpecialAbilitySchema>;

/** GET /special-abilities (by name) and GET /abilities/{id}/special-abilities (link order). */
export const SpecialAbilitiesResponseSchema = z.object({
  abilities: z.array(SpecialAbilitySchema),
});
export type SpecialAbilitiesResponse = z.infer<typeof SpecialAbilitiesResponseSchema>;

const specialAbilityFields = {
  name: NameSchema,
  effect: TextSchema,
  ingredients: TextSchema,
  duration: TextSchema,
  mana_cost: CountSchema,
  type: SpecialAbilityTypeSchema,
  requirement: TextSchema,
  note: TextSchema,
  link: OptionalLinkSchema,
};

/** POST /special-abilities → 201 SpecialAbility. name and type are required. */
export const SpecialAbilityCreateSchema = z.object({
  ...specialAbilityFields,
  effect: specialAbilityFields.effect.default(''),
  ingredients: specialAbilityFields.ingredients.default(''),
  duration: specialAbilityFields.duration.default(''),
  mana_cost: specialAbilityFields.mana_cost.default(0),
  requirement: specialAbilityFields.requirement.default(''),
  note: specialAbilityFields.note.default(''),
  link: specialAbilityFields.link.default(''),
});
export type SpecialAbilityCreate = z.input<typeof SpecialAbilityCreateSchema>;

/** PUT /special-abilities/{id} → { ability }. Fields left out keep their value. */
export const SpecialAbilityUpdateSchema = nonEmpty(z.object(specialAbilityFields).partial());
export type SpecialAbilityUpdate = z.input<typeof SpecialAbilityUpdateSchema>;

export const SpecialAbilityUpdateResponseSchema = z.object({ ability: SpecialAbilitySchema });
export type SpecialAbilityUpdateResponse = z.infer<typeof SpecialAbilityUpdateResponseSchema>;

/**
 * POST /abilities/{id}/special-abilities: replaces the links, in this order. The ability
 * must have has_special_ability = 1 (else 409); unknown ids → 400. Answers
 * SpecialAbilitiesResponse with the linked ones.
 */
export const AbilitySpecialAbilitiesUpdateSchema = z.object({ special_ability_ids: IdListSchema });
export type AbilitySpecialAbilitiesUpdate = z.infer<typeof AbilitySpecialAbilitiesUpdateSchema>;
