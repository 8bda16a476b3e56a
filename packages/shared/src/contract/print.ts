import { z } from 'zod';
import { CharacterAbilitiesResponseSchema, CharacterSchema } from './characters';

/** Members to print for, at most this many in one job. */
export const PRINT_LIMITS = { maxUsers: 200 } as const;

/** A chosen special ability as printed: in full, so the paper answers questions in play. */
export const PrintSpecialAbilitySchema = z.object({
  name: z.string(),
  type: z.string(),
  effect: z.string(),
  duration: z.string(),
  mana_cost: z.number().int(),
  ingredients: z.string(),
  requirement: z.string(),
});
export type PrintSpecialAbility = z.infer<typeof PrintSpecialAbilitySchema>;

/** One character as printed: the sheet, its owner and the languages it knows. */
export const PrintSheetSchema = z.object({
  character: CharacterSchema,
  owner_name: z.string(),
  abilities: CharacterAbilitiesResponseSchema,
  /** Names of the chosen special abilities of type Sprog. */
  languages: z.array(z.string()),
  /** Every chosen special ability (languages included), by type, then name. */
  special_abilities: z.array(PrintSpecialAbilitySchema),
});
export type PrintSheet = z.infer<typeof PrintSheetSchema>;

/**
 * GET /characters/print (staff): with `user_ids` (comma-separated) every character of
 * those members; with `event_id` exactly the characters the event's confirmed players
 * signed up with (an unknown event: none); without either, every active character. By
 * owner, then character name.
 */
export const PrintSheetsQuerySchema = z.object({
  user_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Comma-separated user ids')
    .optional()
    .transform((value) => (value === undefined ? null : [...new Set(value.split(',').map(Number))]))
    .refine((ids) => ids === null || ids.length <= PRINT_LIMITS.maxUsers, {
      message: `At most ${PRINT_LIMITS.maxUsers} members`,
    }),
  event_id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'An event id')
    .optional()
    .transform((value) => (value === undefined ? null : Number(value))),
});
export type PrintSheetsQuery = z.input<typeof PrintSheetsQuerySchema>;

export const PrintSheetsResponseSchema = z.object({ sheets: z.array(PrintSheetSchema) });
export type PrintSheetsResponse = z.infer<typeof PrintSheetsResponseSchema>;
