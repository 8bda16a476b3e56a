import { z } from 'zod';
import { SETTINGS_LIMITS } from '../constants';

export * from './settings-constants';

/**
 * Club settings, under `{base}api`: GET /settings is public (the navigation reads it before
 * and after login); PUT /settings is the board's (bestyrelse, superadmin) and is audited.
 */

/** An absolute http(s) address, or null for none. */
export const RulesUrlSchema = z
  .string()
  .trim()
  .max(SETTINGS_LIMITS.rulesUrlMaxLength)
  .regex(/^https?:\/\/[^\s"<>/?#]+[^\s"<>]*$/i, 'Must be an http:// or https:// address');

/** To whom members pay for events (a MobilePay number or an account), or null. */
export const PaymentInstructionsSchema = z
  .string()
  .trim()
  .max(SETTINGS_LIMITS.paymentInstructionsMaxLength);

const age = z.number().int().min(1).max(30);
export const HouseholdAgesSchema = z
  .object({ own_photo_consent: age, adult: age, own_login: age })
  .refine((ages) => ages.own_login <= ages.adult && ages.own_photo_consent <= ages.adult, {
    message: 'The own-login and photo-consent ages are at most the age of majority',
  });
export type HouseholdAgesSetting = z.infer<typeof HouseholdAgesSchema>;

export const SettingsSchema = z.object({
  /** The club's rules document; the navigation hides its link while this is null. */
  rules_url: RulesUrlSchema.nullable(),
  /** Shown with what a member owes for an event; null while the board has set none. */
  payment_instructions: PaymentInstructionsSchema.nullable(),
  /**
   * Days after an event ends that its sign-ups' diets, allergies and emergency contacts
   * are erased (the server's EVENT_DATA_RETENTION_DAYS); the sign-up form says so.
   */
  event_data_retention_days: z.number().int(),
  /**
   * Whether each craft costs its special ability's mana_cost from the character's mana at
   * the event (race base mana plus its abilities' bonus MP, renewed each event). Off until
   * the board turns it on.
   */
  crafting_costs_mana: z.boolean(),
  /**
   * The ages households go by (defaults HOUSEHOLD_AGE_DEFAULTS): from `own_photo_consent` a
   * member gives their own photo consent, at `adult` the guardians' access ends, and from
   * `own_login` a guardian may hand the person a login of their own.
   */
  household_ages: HouseholdAgesSchema,
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * PUT /settings: only the fields sent change (a caller that sends only rules_url leaves
 * the payment instructions alone); an empty text clears a field.
 */
export const SettingsUpdateSchema = z
  .object({
    rules_url: z.union([z.literal('').transform(() => null), RulesUrlSchema, z.null()]).optional(),
    payment_instructions: z
      .union([PaymentInstructionsSchema.transform((text) => (text === '' ? null : text)), z.null()])
      .optional(),
    crafting_costs_mana: z.boolean().optional(),
    household_ages: HouseholdAgesSchema.optional(),
  })
  // An update that names no setting is a mistake, not a change of nothing.
  .refine(
    (body) =>
      body.rules_url !== undefined ||
      body.payment_instructions !== undefined ||
      body.crafting_costs_mana !== undefined ||
      body.household_ages !== undefined,
    { message: 'Give rules_url, payment_instructions, crafting_costs_mana or household_ages' },
  );
export type SettingsUpdate = z.input<typeof SettingsUpdateSchema>;
