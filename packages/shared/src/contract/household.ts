import { z } from 'zod';
import { isValidBirthDate } from '../rules/household';
import { EmailSchema, PasswordSchema, UserNameSchema } from './auth';
import { CONSENT_STATES, HOUSEHOLD_LIMITS } from './household-constants';
import { PathIdSchema } from './ids';

export * from './household-constants';

/**
 * A member's household: the people they are guardian of (children, mostly), under
 * `{base}api`; every call needs a login and acts for the caller's own household.
 *
 * - GET /household → {people}: everyone the caller is guardian of.
 * - POST /household `{name, birth_date, email?, phone}` → 201 {person}: a new person with
 *   no login of their own; `phone` is the caller's number for the organizers.
 * - PUT /household/{personId} `{name?, birth_date?, email?, phone?}` → {person}.
 * - DELETE /household/{personId} → 204: the caller stops being the person's guardian;
 *   the last guardian of someone without a login of their own deletes their data with it.
 * - POST /household/{personId}/guardians `{email}` → 202 {message}: invites a second
 *   guardian (at most two), who accepts with the mailed link while logged in.
 * - POST /household/invitations/accept `{token, phone}` → {person}: the caller becomes a
 *   guardian of the invitation's person.
 *
 * - GET /users/{id}/guardians (staff) → {guardians}.
 *
 * Any request may carry `X-Act-As: {personId}`: a guardian then acts as that person, and
 * every rule applies as for them (their characters, sign-ups, sheet). Anyone else gets
 * 403 household.notYourPerson.
 */

export const BirthDateSchema = z
  .string()
  .trim()
  .refine((value) => isValidBirthDate(value), 'A real day in the past, written YYYY-MM-DD');

export const GuardianPhoneSchema = z
  .string()
  .trim()
  .min(4)
  .max(HOUSEHOLD_LIMITS.phoneMaxLength)
  .regex(/^\+?[0-9 ()-]+$/, 'Digits, spaces and + only');

export const GuardianSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
});
export type Guardian = z.infer<typeof GuardianSchema>;

/** GET /users/{id}/guardians (staff): who a member's guardians are. */
export const GuardiansResponseSchema = z.object({ guardians: z.array(GuardianSchema) });
export type GuardiansResponse = z.infer<typeof GuardiansResponseSchema>;

export const HouseholdPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  birth_date: z.string().nullable(),
  /** The person's own address, or null while they have none. */
  email: z.string().nullable(),
  /** Whether they log in themselves (handed over); guardians act for them until 18. */
  own_login: z.boolean(),
  guardians: z.array(GuardianSchema),
  /** Their characters, for signing them up. */
  characters: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type HouseholdPerson = z.infer<typeof HouseholdPersonSchema>;

export const HouseholdSchema = z.object({ people: z.array(HouseholdPersonSchema) });
export type Household = z.infer<typeof HouseholdSchema>;

export const HouseholdPersonResponseSchema = z.object({ person: HouseholdPersonSchema });
export type HouseholdPersonResponse = z.infer<typeof HouseholdPersonResponseSchema>;

export const HouseholdPersonCreateSchema = z.object({
  name: UserNameSchema,
  birth_date: BirthDateSchema,
  email: EmailSchema.nullish().transform((value) => value ?? null),
  phone: GuardianPhoneSchema,
});
export type HouseholdPersonCreate = z.input<typeof HouseholdPersonCreateSchema>;

export const HouseholdPersonUpdateSchema = z
  .object({
    name: UserNameSchema.optional(),
    birth_date: BirthDateSchema.optional(),
    email: EmailSchema.nullable().optional(),
    phone: GuardianPhoneSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type HouseholdPersonUpdate = z.input<typeof HouseholdPersonUpdateSchema>;

export const HouseholdPersonParamsSchema = z.object({ personId: PathIdSchema });

export const ConsentStateSchema = z.enum(CONSENT_STATES);

/** One kind of consent as it stands: the decision, who made it and when, and its words. */
export const ConsentRecordSchema = z.object({
  state: ConsentStateSchema,
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  text: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/**
 * GET /events/{id}/consents (as the person, or a guardian acting as them) → the person's
 * consents for the event, and the words each asks agreement to in the caller's language.
 */
export const EventConsentsSchema = z.object({
  participation: ConsentRecordSchema,
  photo: ConsentRecordSchema,
  /** Whether the caller may decide each now (a guardian, or the person from the age). */
  may_decide: z.object({ participation: z.boolean(), photo: z.boolean() }),
  texts: z.object({ participation: z.string(), photo: z.string() }),
});
export type EventConsents = z.infer<typeof EventConsentsSchema>;

/**
 * PUT /events/{id}/consents `{participation?, photo?}` → EventConsents: true gives, false
 * refuses (or withdraws one given). Participation only by a guardian acting as a minor
 * (403 household.guardianConsentOnly); photos by a guardian until the club's age, then by
 * the member themself (403 household.ownPhotoConsent). Not signed up: 409
 * household.notSignedUp.
 */
export const ConsentUpdateSchema = z
  .object({ participation: z.boolean().optional(), photo: z.boolean().optional() })
  .refine((body) => body.participation !== undefined || body.photo !== undefined, {
    message: 'Give participation or photo',
  });
export type ConsentUpdate = z.infer<typeof ConsentUpdateSchema>;

/**
 * POST /household/{personId}/login `{email}` → 202: a guardian gives a person of their
 * household, from the club's age (409 household.tooYoungForLogin), a login of their own: a
 * link to choose a password goes to the address. POST /household/own-login `{token,
 * password}` (no login needed) → 204: the person logs in from now on; their characters,
 * sign-ups and history stay theirs, and their guardians keep access until they are of age.
 */
export const OwnLoginClaimSchema = z.object({
  token: z.string().min(1).max(200),
  password: PasswordSchema,
});
export type OwnLoginClaim = z.infer<typeof OwnLoginClaimSchema>;

export const GuardianInviteSchema = z.object({ email: EmailSchema });
export type GuardianInvite = z.infer<typeof GuardianInviteSchema>;

export const InvitationAcceptSchema = z.object({
  token: z.string().min(1).max(200),
  phone: GuardianPhoneSchema,
});
export type InvitationAccept = z.infer<typeof InvitationAcceptSchema>;
