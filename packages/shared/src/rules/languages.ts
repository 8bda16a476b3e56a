import type { SpecialAbilityType } from '../constants';

/**
 * Whether a character knows a language: its saved sheet holds a special ability of type
 * Sprog named as the language. Names are compared without surrounding spaces, case or
 * Unicode composition differences, the same way in the browser and on the server.
 */

const LANGUAGE_TYPE: SpecialAbilityType = 'Sprog';

export function languageNameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

/** The names of the languages a character's chosen special abilities teach, as keys. */
export function knownLanguageKeys(
  specialAbilities: readonly { name: string; type: string }[],
): Set<string> {
  return new Set(
    specialAbilities
      .filter((ability) => ability.type === LANGUAGE_TYPE)
      .map((ability) => languageNameKey(ability.name)),
  );
}

export function knowsLanguage(
  specialAbilities: readonly { name: string; type: string }[],
  languageName: string,
): boolean {
  return knownLanguageKeys(specialAbilities).has(languageNameKey(languageName));
}
