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
  /** Stored avatars per user, used or not (an unused one is deleted after the grace period). */
  avatarsPerUser: 20,
  /** Their total size after re-encoding (at most 512×512 WebP, a few hundred KB at most). */
  avatarBytesPerUser: 10 * 1024 * 1024,
  /** How long an avatar no character uses is kept (UPLOAD_GRACE_HOURS overrides it). */
  unusedAvatarGraceHours: 24,
  /** How often the server deletes avatars past their grace period. */
  sweepIntervalMs: 60 * 60 * 1000,
} as const;

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
  minLength: 8,
  maxLength: 200,
} as const;

export const USER_LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
} as const;

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
