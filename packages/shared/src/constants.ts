/** Business constants of SPEC.md section 9, written once for server and web. */

export const ROLES = ['user', 'admin', 'superadmin', 'bestyrelse'] as const;
export type Role = (typeof ROLES)[number];

export const CHARACTER_LIMITS = {
  maxPerUser: 3,
  professionsPerCharacter: 6,
  nameMaxLength: 50,
  organizerAbilities: 6,
  defaultStartingXp: 10,
} as const;

export const PROFESSION_LIMITS = {
  abilitiesPerProfession: 6,
} as const;

export const ABILITY_DEFAULTS = {
  xpcost: 2,
  minimumValue: 0,
} as const;

export const UPLOAD_LIMITS = {
  avatarMaxBytes: 5 * 1024 * 1024,
  fontMaxBytes: 5 * 1024 * 1024,
  raceImageMaxBytes: 5 * 1024 * 1024,
  /** A whole rules file (GET /rules/export, POST /rules/import), fonts included. */
  rulesFileMaxBytes: 40 * 1024 * 1024,
  /** Stored avatars per user, used or not (an unused one is deleted after the grace period). */
  avatarsPerUser: 20,
  /** Their total size after re-encoding (at most 512×512 WebP, a few hundred KB at most). */
  avatarBytesPerUser: 10 * 1024 * 1024,
  /** How long an avatar no character uses is kept (UPLOAD_GRACE_HOURS overrides it). */
  unusedAvatarGraceHours: 24,
  /** How often the server deletes avatars past their grace period. */
  sweepIntervalMs: 60 * 60 * 1000,
} as const;

/**
 * In-game documents (letters, maps, scrolls) written in a language. The body is plain
 * text or the small Markdown subset the reader renders (headings, emphasis, lists);
 * lengths are counted in characters (UTF-16 code units, as a text field counts them).
 */
export const DOCUMENT_LIMITS = {
  titleMaxLength: 200,
  bodyMaxLength: 20_000,
  staffNoteMaxLength: 2_000,
  /** A write request larger than this is refused whole with 413 before it is read. */
  requestMaxBytes: 256 * 1024,
} as const;

/**
 * The audit log's entity types. The rules ones are what the board curates; the user ones
 * are the user-management part that admins may read too.
 */
export const AUDIT_RULES_ENTITIES = [
  'race',
  'class',
  'profession',
  'ability',
  'special-ability',
  'language',
  'rules',
  'language-document',
  'item-type',
] as const;
export const AUDIT_USER_ENTITIES = ['user', 'character', 'event'] as const;
export const AUDIT_ENTITIES = [...AUDIT_RULES_ENTITIES, ...AUDIT_USER_ENTITIES] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

export const BUILT_IN_AVATARS = [
  'dwarfs',
  'elves',
  'goblins',
  'half-elves',
  'human',
  'orc',
  'dark-elf',
] as const;
export type BuiltInAvatar = (typeof BUILT_IN_AVATARS)[number];

export const UPLOAD_PATH_PREFIX = '/uploads/';

export const SPECIAL_ABILITY_TYPES = ['Urtekundskab', 'Sprog', 'Giftkundskab', 'Alkymi'] as const;
export type SpecialAbilityType = (typeof SPECIAL_ABILITY_TYPES)[number];

/**
 * The five ability types. SPEC stores the translated label (Danish in the Danish
 * locale); both languages' labels are recognised as the same type.
 */
export const ABILITY_TYPES = [
  { key: 'magicalEffect', da: 'Magisk effekt', en: 'Magical Effect' },
  { key: 'ability', da: 'Evne', en: 'Ability' },
  { key: 'ritual', da: 'Ritual', en: 'Ritual' },
  { key: 'formula', da: 'Formel', en: 'Formula' },
  { key: 'background', da: 'Baggrund', en: 'Background' },
] as const;
export type AbilityTypeKey = (typeof ABILITY_TYPES)[number]['key'];

/** The type key of a stored label in either language, or null for an unknown label. */
export function abilityTypeKey(label: string): AbilityTypeKey | null {
  const normalized = label.trim().toLowerCase();
  const match = ABILITY_TYPES.find(
    (t) => t.da.toLowerCase() === normalized || t.en.toLowerCase() === normalized,
  );
  return match?.key ?? null;
}

export const UI_TIMINGS = {
  successMessageMs: 5000,
  resetRedirectMs: 1500,
  navHideThresholdPx: 40,
} as const;

export const DESCRIPTION_TEXTAREA_ROWS = 4;

/** The script key: 29 letters (A–Z, Æ, Ø, Å) and 10 digits. */
export const SCRIPT_KEY_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ'];
export const SCRIPT_KEY_DIGITS = [...'0123456789'];

export const STORAGE_KEYS = {
  token: 'user-token',
  user: 'user',
  locale: 'locale',
  campaign: 'campaign',
} as const;

export const LOCALES = ['da', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'da';
export const FALLBACK_LOCALE: Locale = 'en';

export const PASSWORD_LIMITS = {
  minLength: 10,
  maxLength: 200,
  /** A part of the email or name shorter than this may appear in a password. */
  minPersonalPartLength: 4,
} as const;

/**
 * Failed logins per email address, whatever the client address: after `maxFailures`
 * within `windowSeconds`, logins for that address are refused for `lockSeconds`. Short,
 * so nobody can keep a member out for long; a successful login starts the count afresh.
 */
export const LOGIN_LIMITS = {
  maxFailures: 10,
  windowSeconds: 15 * 60,
  lockSeconds: 5 * 60,
} as const;

export const USER_LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
} as const;

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** An invitation to a new account: its set-password link works for a week. */
export const INVITATION_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Club settings (the rules address) the board changes in the app. */
export const SETTINGS_LIMITS = {
  rulesUrlMaxLength: 2000,
  /** To whom members pay for events: a MobilePay number or an account, free text. */
  paymentInstructionsMaxLength: 500,
} as const;
