// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.
import { CHARACTER_LIMITS, PROFESSION_LIMITS } from '../constants';

export const CHARACTER_TEXT_LIMITS = {
  description: 5000,
  organizerAbility: 100,
  xpReason: 200,
  /** An XP award is a correction or a reward for one event, never a whole career. */
  xpAmount: 1000,
  avatarPath: 200,
} as const;

/** One ability per level of every profession: the most a sheet can hold. */
export const MAX_SHEET_ABILITIES =
  CHARACTER_LIMITS.professionsPerCharacter * PROFESSION_LIMITS.abilitiesPerProfession;

/** The ledger row every new character starts with (its Danish text; its key below). */
export const STARTING_XP_REASON = 'Start-XP';

/**
 * The reasons the app writes on XP it awards itself, as message keys (group `xp.reasons`
 * of the web's catalogues) with their parameters, so each reader sees them in their own
 * language. What staff write by hand has no key.
 *
 * - xp.reasons.starting `{}`
 * - xp.reasons.event `{event}`, xp.reasons.eventCrew `{event}`: settling an event
 * - xp.reasons.report `{event}`: an approved after-event report
 */
export const XP_REASON_KEYS = {
  starting: 'xp.reasons.starting',
  event: 'xp.reasons.event',
  eventCrew: 'xp.reasons.eventCrew',
  report: 'xp.reasons.report',
} as const;
export type XpReasonKey = (typeof XP_REASON_KEYS)[keyof typeof XP_REASON_KEYS];

/** A keyed reason with its Danish text, kept beside the key for readers of the raw row. */
export interface XpReason {
  key: XpReasonKey;
  params: Record<string, string>;
  text: string;
}

export function xpReasonFor(key: XpReasonKey, params: Record<string, string> = {}): XpReason {
  const event = params.event ?? '';
  const text = {
    [XP_REASON_KEYS.starting]: STARTING_XP_REASON,
    [XP_REASON_KEYS.event]: `Arrangement: ${event}`,
    [XP_REASON_KEYS.eventCrew]: `Arrangement: ${event} (crew)`,
    [XP_REASON_KEYS.report]: `Efterspilsrapport: ${event}`,
  }[key];
  return { key, params, text };
}

/** The multipart field name of the avatar upload. */
export const AVATAR_UPLOAD_FIELD = 'avatar';

/** The most characters one XP award (POST /xp-awards) names. */
export const XP_AWARD_MAX_CHARACTERS = 500;

/** A correction may not take a character below the XP its sheet has spent. */
export const XP_ERROR_CODES = { belowSpent: 'characters.xpBelowSpent' } as const;

export const ORGANIZER_ABILITY_FIELDS = [
  'arrangor_ability_1',
  'arrangor_ability_2',
  'arrangor_ability_3',
  'arrangor_ability_4',
  'arrangor_ability_5',
  'arrangor_ability_6',
] as const;
export type OrganizerAbilityField = (typeof ORGANIZER_ABILITY_FIELDS)[number];

/** The text and code of the upload refusals (SPEC.md section 5). */
export const AVATAR_UPLOAD_ERRORS = {
  notImage: { code: 'characters.avatarNotImage', message: 'Please upload an image file' },
  tooLarge: { code: 'characters.avatarTooLarge', message: 'Image size should be less than 5MB' },
  /** 409 with `params.max`: the user holds the most avatars one may keep. */
  tooMany: {
    code: 'characters.avatarTooMany',
    message: 'You have uploaded the most images allowed; unused ones are deleted after a day',
  },
  /** 413 with `params.maxMb`: the user's avatars together would exceed their storage. */
  storageFull: {
    code: 'characters.avatarStorageFull',
    message: 'Your uploaded images use all the space allowed; unused ones are deleted after a day',
  },
} as const;
