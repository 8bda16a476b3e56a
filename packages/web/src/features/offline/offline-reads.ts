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
import * as apiPaths from '../../config/api-paths';

/**
 * Everything fetched into the offline store after login, so that a screen never opened
 * still works without signal. One list: a new screen that should work offline adds its
 * reads here (paths are relative to `{base}api/` and must be allowed by
 * lib/offline-cache.ts).
 */
export const RULES_READS: readonly string[] = [
  apiPaths.racesClasses,
  apiPaths.classes.list,
  apiPaths.professions.list,
  apiPaths.specialAbilities.list,
  apiPaths.languages.list,
  apiPaths.documents.list,
];

/** The languages the active character knows: which fonts to keep. */
export const KNOWN_LANGUAGES_READ = apiPaths.characters.activeSpecialAbilities('Sprog');

/**
 * The member's own reads that do not depend on a character; the catalogue is per role (a
 * player's leaves out the organizers' types), so it is kept as the member's own.
 */
export const OWN_READS: readonly string[] = [
  apiPaths.characters.list,
  KNOWN_LANGUAGES_READ,
  apiPaths.events.list,
  apiPaths.itemTypes.list,
];

/** The events the member holds a ticket for: the event page shows it without signal. */
export function ticketReads(answer: EventsResponse): string[] {
  const confirmed = new Set(
    answer.my_signups.flatMap((signup) => (signup.status === 'confirmed' ? [signup.event_id] : [])),
  );
  return answer.events
    .filter((event) => event.status === 'published' && confirmed.has(event.id))
    .map((event) => apiPaths.events.detail(event.id));
}

/** What a character's details, sheet and print view read about that character (and what it carries). */
export function characterReads(character: CharacterListResponse['characters'][number]): string[] {
  return [
    apiPaths.characters.detail(character.id),
    apiPaths.characters.abilities(character.id),
    apiPaths.characters.xp(character.id),
    apiPaths.characters.print(character.id),
    apiPaths.inventory.ofCharacter(character.id),
    apiPaths.classes.detail(character.class_id),
    apiPaths.classes.professions(character.class_id),
    ...professionReads(character),
  ];
}

/** The abilities of the character's professions, which its sheet shows. */
export function professionReads(character: CharacterListResponse['characters'][number]): string[] {
  return character.professions.map((profession) => apiPaths.professions.abilities(profession.id));
}

/** The class's professions also appear on the sheet's profession picker. */
export function classProfessionReads(answer: ClassProfessionsResponse): string[] {
  return [...answer.mandatory, ...answer.assigned].map((profession) =>
    apiPaths.professions.abilities(profession.id),
  );
}

/** Abilities with a special ability to choose read their choices on the sheet. */
export function specialAbilityReads(answer: ProfessionAbilitiesResponse): string[] {
  return answer
    .filter((ability) => ability.has_special_ability === 1)
    .map((ability) => apiPaths.abilities.specialAbilities(ability.id));
}

/** The fonts of the languages the active character knows (the rule the server reads by). */
export function languageFontReads(
  languages: LanguagesResponse,
  known: ActiveSpecialAbilitiesResponse,
): string[] {
  const names = knownLanguageKeys(known);
  return languages
    .filter((language) => language.has_font === 1 && names.has(languageNameKey(language.name)))
    .map((language) => apiPaths.languages.font(language.id));
}

/** The in-game documents the member may read now, and each language's list of titles. */
export function documentReads(documents: DocumentsResponse): string[] {
  const languages = new Set(documents.map((document) => document.language_id));
  return [
    ...[...languages].map((id) => apiPaths.languages.documents(id)),
    ...documents
      .filter((document) => document.readable === 1)
      .map((d) => apiPaths.documents.detail(d.id)),
  ];
}
