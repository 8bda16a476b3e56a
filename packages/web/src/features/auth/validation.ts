import { PASSWORD_LIMITS, USER_LIMITS } from '@club/shared/constants';
import { checkPassword, PASSWORD_PROBLEMS } from '@club/shared/rules/password-policy';

/** A field's problem as a message key (under `auth.validation`) with its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

// The browser's own rule for type="email", so the two never disagree.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function checkRequired(value: string): FieldProblem | null {
  return value.trim() ? null : { key: 'auth.validation.required' };
}

export function checkEmail(value: string): FieldProblem | null {
  const email = value.trim();
  if (!email) return { key: 'auth.validation.required' };
  if (email.length > USER_LIMITS.emailMaxLength || !EMAIL_FORMAT.test(email)) {
    return { key: 'auth.validation.email' };
  }
  return null;
}

export function checkName(value: string): FieldProblem | null {
  const name = value.trim();
  if (!name) return { key: 'auth.validation.required' };
  if (name.length > USER_LIMITS.nameMaxLength) {
    return { key: 'auth.validation.tooLong', values: { max: USER_LIMITS.nameMaxLength } };
  }
  return null;
}

/**
 * A password being chosen (signup, reset); logging in accepts any stored one. The shared
 * rule without the list of common passwords, which only the server holds.
 */
export function checkNewPassword(
  value: string,
  personal: { email?: string; name?: string } = {},
): FieldProblem | null {
  if (!value) return { key: 'auth.validation.required' };
  const problem = checkPassword({ password: value, ...personal });
  if (!problem) return null;
  return {
    key: PASSWORD_PROBLEMS[problem],
    values: { min: PASSWORD_LIMITS.minLength },
  };
}

export type Problems<Field extends string> = Partial<Record<Field, FieldProblem>>;

/** Runs the checks and keeps only the fields that fail. */
export function findProblems<Field extends string>(
  checks: Record<Field, FieldProblem | null>,
): Problems<Field> {
  const problems: Problems<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const problem = checks[field];
    if (problem) problems[field] = problem;
  }
  return problems;
}
