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
  /** Participation consent is a guardian's to give. */
  guardianConsentOnly: 'household.guardianConsentOnly',
  /** From the club's age, a member gives their own photo consent. */
  ownPhotoConsent: 'household.ownPhotoConsent',
  /** Nothing to consent to: not signed up for the event. */
  notSignedUp: 'household.notSignedUp',
  /** A login of one's own from the club's age (13 by default). */
  tooYoungForLogin: 'household.tooYoungForLogin',
  hasLogin: 'household.hasLogin',
} as const;

export const HOUSEHOLD_MESSAGES = {
  invitationSent: 'An invitation has been sent.',
} as const;

export const CONSENT_KINDS = ['participation', 'photo'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** 'missing': nobody has decided yet; 'not_needed': of age, nobody has to. */
export const CONSENT_STATES = ['given', 'refused', 'withdrawn', 'missing', 'not_needed'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/**
 * The words a guardian (or a member old enough) agrees to, in plain language. What was
 * shown is stored with each decision, so a later change of wording changes no record.
 */
export const CONSENT_TEXTS: Record<ConsentKind, Record<'da' | 'en', string>> = {
  participation: {
    da: 'Jeg er forælder eller værge og giver lov til, at barnet deltager i arrangementet. Jeg har givet arrangørerne mit telefonnummer, så de kan ringe til mig, hvis der sker noget.',
    en: 'I am a parent or guardian and allow the child to take part in the event. I have given the organizers my phone number so they can call me if something happens.',
  },
  photo: {
    da: 'Klubben må tage billeder og video til arrangementet, hvor personen kan ses, og bruge dem på klubbens hjemmeside og sociale medier. Samtykket kan trækkes tilbage når som helst.',
    en: 'The club may take photos and video at the event in which the person can be seen, and use them on the club website and social media. The consent can be withdrawn at any time.',
  },
};
