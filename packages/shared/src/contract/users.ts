import { z } from 'zod';
import { EmailSchema, RoleSchema, UserNameSchema } from './auth';
import { PathIdSchema } from './ids';
import { FlagInputSchema, FlagSchema } from './rules';
import { USER_SEARCH_MAX_LENGTH } from './users-constants';

export * from './users-constants';

/**
 * User management (ARCHITECTURE.md section 4; SPEC.md 2.11 and 6), under `{base}api`.
 * Every call needs a user manager (admin, superadmin, bestyrelse); changing a role needs
 * bestyrelse (403 otherwise, and nothing changes). A taken email answers 409
 * errors.emailTaken. A role change revokes the user's tokens.
 */

/** `/users/:id`. */
export const UserParamsSchema = z.object({
  id: PathIdSchema,
});
export type UserParams = z.infer<typeof UserParamsSchema>;

/** GET /users?q= : q matches name or email, case-insensitive. */
export const UsersQuerySchema = z.object({
  q: z.string().trim().max(USER_SEARCH_MAX_LENGTH).optional(),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

export const UserSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  conflict_allowed: FlagSchema,
  /** false for a deactivated account: it cannot log in; its characters stay. */
  active: z.boolean(),
  character_count: z.number().int(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** GET /users: by name. */
export const UsersResponseSchema = z.array(UserSummarySchema);
export type UsersResponse = z.infer<typeof UsersResponseSchema>;

export const UserCharacterSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  race_name: z.string(),
  class_name: z.string(),
  xp: z.number().int(),
  /** What the sheet's abilities cost: a correction may not take XP below it. */
  xp_spent: z.number().int(),
  allow_update: FlagSchema,
  is_active: FlagSchema,
  /** Abilities saved on the sheet: none means it has never been locked. */
  saved_abilities: z.number().int(),
});
export type UserCharacterSummary = z.infer<typeof UserCharacterSummarySchema>;

/** GET /users/{id} and the answer of PUT /users/{id}. */
export const UserDetailSchema = UserSummarySchema.extend({
  characters: z.array(UserCharacterSummarySchema),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;

/**
 * PUT /users/{id}: the fields to change; `role` only by bestyrelse. `active: false`
 * deactivates the account (its sessions end at once), `active: true` reactivates it.
 */
export const UserUpdateSchema = z
  .object({
    name: UserNameSchema.optional(),
    email: EmailSchema.optional(),
    conflict_allowed: FlagInputSchema.optional(),
    role: RoleSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'Send at least one field to change',
  });
export type UserUpdate = z.input<typeof UserUpdateSchema>;

/**
 * POST /users: a new account. It has no password until its owner follows the invitation
 * mailed to them. Staff roles (admin, superadmin, bestyrelse) only by bestyrelse.
 */
export const UserCreateSchema = z.object({
  name: UserNameSchema,
  email: EmailSchema,
  role: RoleSchema.default('user'),
});
export type UserCreate = z.input<typeof UserCreateSchema>;
