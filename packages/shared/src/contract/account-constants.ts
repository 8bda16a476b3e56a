// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const ACCOUNT_LIMITS = {
  /** How long an email-change link works. */
  emailTokenHours: 24,
} as const;

export const ACCOUNT_ERROR_CODES = {
  wrongPassword: 'account.wrongPassword',
  sameEmail: 'account.sameEmail',
  invalidEmailToken: 'account.invalidEmailToken',
  lastBoardMember: 'account.lastBoardMember',
  /** The only guardian of someone in their household (contract/household.ts). */
  onlyGuardian: 'account.onlyGuardian',
} as const;

export const ACCOUNT_MESSAGES = {
  emailChangeRequested: 'A confirmation link has been sent to the new address.',
} as const;
