import { PASSWORD_LIMITS } from '../constants';

/**
 * The rule for a chosen password (signup, reset, an account made on the command line),
 * written once: the web checks the cheap parts as the user types, the server checks all
 * of it and adds the list of common passwords, which is too big for the browser. The
 * upper bound (`PASSWORD_LIMITS.maxLength`) is the schema's and the input's.
 */
export const PASSWORD_PROBLEMS = {
  tooShort: 'errors.passwordTooShort',
  repeated: 'errors.passwordRepeated',
  containsEmail: 'errors.passwordContainsEmail',
  containsName: 'errors.passwordContainsName',
  common: 'errors.passwordCommon',
} as const;
export type PasswordProblem = keyof typeof PASSWORD_PROBLEMS;

export interface PasswordCandidate {
  password: string;
  email?: string;
  name?: string;
}

/** The parts of an email or name a password must not contain (long enough to matter). */
function personalParts(
  email: string | undefined,
  name: string | undefined,
): {
  email: string[];
  name: string[];
} {
  const long = (part: string) => part.length >= PASSWORD_LIMITS.minPersonalPartLength;
  const mail = (email ?? '').trim().toLowerCase();
  const fullName = (name ?? '').trim().toLowerCase();
  return {
    email: [mail, mail.split('@')[0] ?? ''].filter(long),
    name: [fullName, ...fullName.split(/[\s.,'-]+/)].filter(long),
  };
}

/**
 * The first problem of a new password, or null. `isCommon` is the server's look-up in a
 * list of well-known passwords; without it, only the cheap rules run.
 */
export function checkPassword(
  { password, email, name }: PasswordCandidate,
  isCommon?: (password: string) => boolean,
): PasswordProblem | null {
  if (password.length < PASSWORD_LIMITS.minLength) return 'tooShort';
  if (new Set(password).size === 1) return 'repeated';
  const lower = password.toLowerCase();
  const parts = personalParts(email, name);
  if (parts.email.some((part) => lower.includes(part))) return 'containsEmail';
  if (parts.name.some((part) => lower.includes(part))) return 'containsName';
  if (isCommon?.(password)) return 'common';
  return null;
}
