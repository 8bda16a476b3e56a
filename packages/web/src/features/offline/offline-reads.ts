import type {
  ActiveSpecialAbilitiesResponse,
  CharacterListResponse,
} from '@club/shared/contract/characters';
import type { DocumentsResponse } from '@club/shared/contract/documents';
import type { EventsResponse } from '@club/shared/contract/events';
import type { LanguagesResponse } from '@club/shared/contract/languages';
import { knownLanguageKeys, languageNameKey } from '@club/shared/rules/languages';
import type {
  ClassProfessionsResponse,
  ProfessionAbilitiesResponse,
} from '@club/shared/contract/rules';

/**
 * Everything fetched into the offline store after login, so that a screen never opened
 * still works without signal. One list: a new screen that should work offline adds its
 * reads here (paths are relative to `{base}api/` and must be allowed by
 * lib/offline-cache.ts).
 */
export const RULES_READS: readonly string[] = [
  'races-classes',
  'classes',
  'professions',
  'special-abilities',
  'languages',
  'documents',
];

/** The languages the active character knows: which fonts to keep. */
export const KNOWN_LANGUAGES_READ = 'characters/active/special-abilities?type=Sprog';

/**
 * The member's own reads that do not depend on a character; the catalogue is per role (a
 * player's leaves out the organizers' types), so it is kept as the member's own.
 */
export const OWN_READS: readonly string[] = [
  'characters',
  KNOWN_LANGUAGES_READ,
  'events',
  'item-types',
];

/** The events the member holds a ticket for: the event page shows it without signal. */
export function ticketReads(answer: EventsResponse): string[] {
  return answer.events
    .filter((event) => event.status === 'published' && event.my_signup?.status === 'confirmed')
    .map((event) => `events/${event.id}`);
}

/** What a character's details, sheet and print view read about that character (and what it carries). */
export function characterReads(character: CharacterListResponse['characters'][number]): string[] {
  return [
    `characters/${character.id}`,
    `characters/${character.id}/abilities`,
    `characters/${character.id}/xp`,
    `characters/${character.id}/print`,
    `characters/${character.id}/inventory`,
    `classes/${character.class_id}`,
    `classes/${character.class_id}/professions`,
    ...character.professions.map((profession) => `professions/${profession.id}/abilities`),
  ];
}

/** The class's professions also appear on the sheet's profession picker. */
export function classProfessionReads(answer: ClassProfessionsResponse): string[] {
  return [...answer.mandatory, ...answer.assigned].map(
    (profession) => `professions/${profession.id}/abilities`,
  );
}

/** Abilities with a special ability to choose read their choices on the sheet. */
export function specialAbilityReads(answer: ProfessionAbilitiesResponse): string[] {
  return answer
    .filter((ability) => ability.has_special_ability === 1)
    .map((ability) => `abilities/${ability.id}/special-abilities`);
}

/** The fonts of the languages the active character knows (the rule the server reads by). */
export function languageFontReads(
  languages: LanguagesResponse,
  known: ActiveSpecialAbilitiesResponse,
): string[] {
  const names = knownLanguageKeys(known);
  return languages
    .filter((language) => language.has_font === 1 && names.has(languageNameKey(language.name)))
    .map((language) => `languages/${language.id}/font`);
}

/** The in-game documents the member may read now, and each language's list of titles. */
export function documentReads(documents: DocumentsResponse): string[] {
  const languages = new Set(documents.map((document) => document.language_id));
  return [
    ...[...languages].map((id) => `languages/${id}/documents`),
    ...documents.filter((document) => document.readable === 1).map((d) => `documents/${d.id}`),
  ];
}
