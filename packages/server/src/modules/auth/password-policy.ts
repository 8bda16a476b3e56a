import {
  checkPassword,
  PASSWORD_PROBLEMS,
  type PasswordCandidate,
  type PasswordProblem,
} from '@club/shared/rules/password-policy';
import { badRequest } from '../../errors';

const MESSAGES: Record<PasswordProblem, string> = {
  tooShort: 'The password is too short',
  repeated: 'The password is one character repeated',
  containsEmail: 'The password must not contain your email address',
  containsName: 'The password must not contain your name',
  common: 'The password is too common or too easy to guess',
};

type Matcher = (password: string) => boolean;
let matcher: Promise<Matcher> | null = null;

/**
 * The common-password check of zxcvbn-ts with its list of about 50,000 well-known
 * passwords (also spelled backwards, in capitals or with l33t letters), loaded once on
 * first use. A password is common when the list holds all of it, or when zxcvbn rates it
 * "very guessable" (score 0 or 1: a listed word with a year, a keyboard row).
 */
function commonPasswords(): Promise<Matcher> {
  matcher ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, { dictionary }]) => {
      const zxcvbn = new ZxcvbnFactory({
        dictionary: { 'passwords-common': dictionary['passwords-common'] },
      });
      return (password: string) => {
        const result = zxcvbn.check(password);
        const listed = result.sequence.some(
          (match) =>
            match.pattern === 'dictionary' && match.i === 0 && match.j === password.length - 1,
        );
        return listed || result.score <= 1;
      };
    },
  );
  return matcher;
}

/** Loads the list ahead of the first password change, so no request waits for it. */
export function preparePasswordPolicy(): void {
  void commonPasswords();
}

/** The first problem of a new password, with the server's full rule. */
export async function passwordProblem(
  candidate: PasswordCandidate,
): Promise<PasswordProblem | null> {
  const isCommon = await commonPasswords();
  return checkPassword(candidate, isCommon);
}

/** Refuses a new password that breaks the rule: 400 with the reason's own code. */
export async function requireAcceptablePassword(candidate: PasswordCandidate): Promise<void> {
  const problem = await passwordProblem(candidate);
  if (!problem) return;
  const message = MESSAGES[problem];
  throw badRequest(message, [{ field: 'password', message }], PASSWORD_PROBLEMS[problem]);
}
