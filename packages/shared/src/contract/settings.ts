import { z } from 'zod';
import { SETTINGS_LIMITS } from '../constants';

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

export const SettingsSchema = z.object({
  /** The club's rules document; the navigation hides its link while this is null. */
  rules_url: RulesUrlSchema.nullable(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** PUT /settings: an empty text clears the address. */
export const SettingsUpdateSchema = z.object({
  rules_url: z.union([z.literal('').transform(() => null), RulesUrlSchema, z.null()]),
});
export type SettingsUpdate = z.input<typeof SettingsUpdateSchema>;
