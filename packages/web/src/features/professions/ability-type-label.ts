import { ABILITY_TYPES, abilityTypeKey, type Locale } from '@club/shared/constants';

/**
 * A stored ability type in the reader's language: types are stored as the label of the
 * language they were entered in, so "Ritual" and "Magisk effekt" read in either locale.
 * An unknown label is shown as stored.
 */
export function abilityTypeLabel(stored: string, language: string): string {
  const key = abilityTypeKey(stored);
  const type = ABILITY_TYPES.find((t) => t.key === key);
  if (!type) return stored;
  const locale: Locale = language.startsWith('en') ? 'en' : 'da';
  return type[locale];
}
