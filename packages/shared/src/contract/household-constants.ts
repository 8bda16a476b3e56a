// Plain values of the household contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

/** The header a guardian sends to act as a person of their household. */
export const ACT_AS_HEADER = 'x-act-as';

export const HOUSEHOLD_LIMITS = {
  /** A person has at most two guardians. */
  maxGuardians: 2,
  phoneMaxLength: 30,
  /** How long an invitation (second guardian, own login) works. */
  invitationDays: 14,
} as const;

/** The ages the club goes by, unless the board has set its own (club settings). */
export const HOUSEHOLD_AGE_DEFAULTS = {
  /** A member from this age gives their own photo consent. */
  ownPhotoConsent: 15,
  /** Of age: the guardians' access ends. */
  adult: 18,
  /** From this age a guardian may give the person a login of their own. */
  ownLogin: 13,
} as const;

export const HOUSEHOLD_ERROR_CODES = {
  notYourPerson: 'household.notYourPerson',
  tooManyGuardians: 'household.tooManyGuardians',
  alreadyGuardian: 'household.alreadyGuardian',
  invalidInvitation: 'household.invalidInvitation',
} as const;

export const HOUSEHOLD_MESSAGES = {
  invitationSent: 'An invitation has been sent.',
} as const;
