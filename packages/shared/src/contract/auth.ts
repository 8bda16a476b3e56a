import { z } from 'zod';
import { PASSWORD_LIMITS, ROLES, USER_LIMITS } from '../constants';

export const RoleSchema = z.enum(ROLES);

export const EmailSchema = z
  .string()
  .trim()
  .max(USER_LIMITS.emailMaxLength)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string()
  .min(PASSWORD_LIMITS.minLength)
  .max(PASSWORD_LIMITS.maxLength);

export const UserNameSchema = z.string().trim().min(1).max(USER_LIMITS.nameMaxLength);

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
});
export type User = z.infer<typeof UserSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  // Login accepts any stored password; the length rule applies when one is chosen.
  password: z.string().min(1).max(PASSWORD_LIMITS.maxLength),
});
export type Login = z.infer<typeof LoginSchema>;

export const SignupSchema = z.object({
  name: UserNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type Signup = z.infer<typeof SignupSchema>;

export const AuthResponseSchema = z.object({
  token: z.string(),
  user: UserSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const AuthCheckResponseSchema = z.object({ user: UserSchema });
export type AuthCheckResponse = z.infer<typeof AuthCheckResponseSchema>;

export const RequestResetSchema = z.object({ email: EmailSchema });
export type RequestReset = z.infer<typeof RequestResetSchema>;

/** The fixed answers of the auth and password calls; the web shows them as fallbacks too. */
export const AUTH_MESSAGES = {
  loggedOut: 'Logged out.',
  // The same answer whether or not the email exists, so the call reveals no accounts.
  resetRequested: 'If the email exists, a reset link will be sent.',
  passwordReset: 'Password has been reset.',
} as const;

export const ResetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: PasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
