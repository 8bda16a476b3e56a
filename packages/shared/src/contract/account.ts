import { z } from 'zod';
import { EmailSchema, PasswordSchema, UserNameSchema, UserSchema } from './auth';
import { PASSWORD_LIMITS } from '../constants';
import { BackgroundSchema, CharacterCommentSchema } from './backgrounds';
import { EventReportSchema } from './reports';
import { EventDefaultsSchema } from './events';
import { NotificationSchema, PreferencesSchema } from './notifications';
import { HistoryEntrySchema } from './inventory';

export * from './account-constants';

/**
 * The member's own account ("mine data"), under `{base}api`; every call needs a login
 * and acts on the caller only.
 *
 * - GET /me/export → the JSON file below as an attachment
 *   (`Content-Disposition: attachment; filename="mine-data-{id}.json"`). Never password
 *   hashes, tokens, other members' personal data or staff-only notes.
 * - PUT /me `{name}` → {user}.
 * - POST /me/email `{email, password}` → 202 {message}: mails a confirmation link
 *   (`{publicUrl}/account/confirm-email?token=…`, valid ACCOUNT_LIMITS.emailTokenHours)
 *   to the new address; the email changes only when it is confirmed. Wrong password 400
 *   account.wrongPassword (details field `password`); the address already someone's 409
 *   errors.emailTaken; the same as now 400 account.sameEmail. A newer request replaces an
 *   older unconfirmed one.
 * - POST /me/email/confirm `{token}` (no login needed: the link may be opened anywhere)
 *   → {user}: sets the email. Unknown, used or expired token 400
 *   account.invalidEmailToken; the address taken since 409 errors.emailTaken. Single use.
 * - POST /me/password `{current_password, password}` → {token, user}: sets the password
 *   and ends every session (the token version moves on, as a password reset does); the
 *   answer carries a fresh token for this one. Wrong current password 400
 *   account.wrongPassword (details field `current_password`); a new password breaking
 *   the policy 400.
 * - DELETE /me `{password}` → 204: deletes the account in one transaction (see
 *   AccountDeleteSchema). Wrong password 400 account.wrongPassword; the last active
 *   board member (bestyrelse) 409 account.lastBoardMember.
 */

export const MeUpdateSchema = z.object({ name: UserNameSchema });
export type MeUpdate = z.infer<typeof MeUpdateSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const EmailChangeSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_LIMITS.maxLength),
});
export type EmailChange = z.infer<typeof EmailChangeSchema>;

export const EmailConfirmSchema = z.object({ token: z.string().min(1).max(200) });
export type EmailConfirm = z.infer<typeof EmailConfirmSchema>;

export const PasswordChangeSchema = z.object({
  current_password: z.string().min(1).max(PASSWORD_LIMITS.maxLength),
  password: PasswordSchema,
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const PasswordChangeResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type PasswordChangeResponse = z.infer<typeof PasswordChangeResponseSchema>;

/**
 * DELETE /me. Goes: the account, its characters with their sheets, backgrounds, comment
 * threads and reports, the comments the member wrote on others' characters, notifications,
 * preferences, pending email changes, calendar address, uploads (avatars), and the
 * personal data of every sign-up (diet, allergies, emergency contact, note), the usual
 * sign-up details (event defaults) and the messages the member wrote to the organizers.
 * A coming sign-up the club holds money for stays as withdrawn, so the refund is made.
 * What the characters held goes to the bank in the item ledger (cause `account_deleted`),
 * whose rows stay with the character left out. Stays without
 * name or email: XP ledger rows others awarded (awarded_by set to null), audit entries
 * (actor set to null, names and emails in their before/after replaced by "[slettet]"),
 * and past sign-ups as anonymous rows so events keep their attendance counts. The deleted
 * account cannot log in (its sessions end at once).
 */
export const AccountDeleteSchema = z.object({
  password: z.string().min(1).max(PASSWORD_LIMITS.maxLength),
});
export type AccountDelete = z.infer<typeof AccountDeleteSchema>;

/** What replaces a deleted member's name and email in rows kept for others. */
export const ANONYMISED = '[slettet]';

const ExportXpRowSchema = z.object({
  amount: z.number().int(),
  reason: z.string(),
  /** The app's own reasons as a message key and parameters (XP_REASON_KEYS); else null. */
  reason_key: z.string().nullable(),
  reason_params: z.record(z.string(), z.string()).nullable(),
  created_at: z.string(),
});

const ExportSignupSchema = z.object({
  event_id: z.number().int(),
  event_title: z.string(),
  event_starts_at: z.string(),
  role: z.string(),
  status: z.string(),
  character_id: z.number().int().nullable(),
  diet: z.string(),
  allergies: z.string(),
  emergency_contact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  photo_consent: z.boolean(),
  note: z.string(),
  payment_status: z.string(),
  amount_due: z.number().int(),
  paid_amount: z.number().int(),
  amount_owed: z.number().int(),
  refund_due: z.number().int(),
  /** The money received (positive) and refunded (negative), oldest first. */
  payments: z.array(z.object({ amount: z.number().int(), created_at: z.string() })),
  /** The thread with the organizers about the sign-up. */
  messages: z.array(
    z.object({ from_staff: z.boolean(), body: z.string(), created_at: z.string() }),
  ),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  created_at: z.string(),
});

const ExportCharacterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  race: z.string(),
  class: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  professions: z.array(z.string()),
  /** The saved sheet: each ability by profession. */
  sheet: z.array(
    z.object({
      profession: z.string(),
      ability: z.string(),
      special_ability: z.string().nullable(),
    }),
  ),
  xp: z.object({ total: z.number().int(), ledger: z.array(ExportXpRowSchema) }),
  background: BackgroundSchema,
  /** The thread without staff-only notes. */
  comments: z.array(CharacterCommentSchema),
  change_requests: z.array(
    z.object({
      message: z.string(),
      status: z.string(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

/**
 * What the characters carry: their holdings and unique pieces now, and every ledger row
 * of theirs (seen from the character named), except types meant for organizers only.
 */
const ExportInventorySchema = z.object({
  holdings: z.array(
    z.object({
      character_id: z.number().int(),
      item_type_id: z.number().int(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
    }),
  ),
  items: z.array(
    z.object({
      character_id: z.number().int(),
      code: z.string(),
      name: z.string(),
      acquired_at: z.string(),
    }),
  ),
  history: z.array(HistoryEntrySchema),
});

/** GET /me/export. */
const ExportConsentSchema = z.object({
  event_id: z.number().int(),
  event_title: z.string(),
  kind: z.string(),
  decision: z.string(),
  text: z.string(),
  decided_at: z.string(),
  decided_by: z.string().nullable().optional(),
});

export const AccountExportSchema = z.object({
  exported_at: z.string(),
  account: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    created_at: z.string(),
  }),
  preferences: PreferencesSchema,
  /** What the member usually writes when signing up (GET /me/event-defaults); null if none. */
  event_defaults: EventDefaultsSchema.nullable(),
  characters: z.array(ExportCharacterSchema),
  signups: z.array(ExportSignupSchema),
  reports: z.array(EventReportSchema),
  /** Reports being written: the event and the text so far. */
  report_drafts: z.array(
    z.object({ event_id: z.number().int(), text: z.string(), updated_at: z.string() }),
  ),
  /** Comments the member wrote on characters that are not theirs (as staff). */
  comments_written: z.array(CharacterCommentSchema),
  notifications: z.array(NotificationSchema),
  inventory: ExportInventorySchema,
  /**
   * The household: the member's birth date, the people they are guardian of, and their own
   * guardians (each with the phone they gave).
   */
  household: z.object({
    birth_date: z.string().nullable(),
    people: z.array(
      z.object({ id: z.number().int(), name: z.string(), birth_date: z.string().nullable() }),
    ),
    guardians: z.array(z.object({ name: z.string(), phone: z.string().nullable() })),
  }),
  /** Consent decisions about the member, and those they made for others. */
  consents: z.object({
    about_me: z.array(ExportConsentSchema),
    given_by_me: z.array(ExportConsentSchema.extend({ person_name: z.string() })),
  }),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
