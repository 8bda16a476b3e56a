import type { MessagePart } from './part-names';

/**
 * The catalogue's namespaces in the parts they load in behind the login, each part a
 * chunk of its own per language: the frame's with the first screen behind the login, a
 * screen's own with it, and any other when a screen or a message asks for it (the app's
 * worker keeps them all for use without signal). A screen then waits for the messages it
 * shows, not for the whole catalogue (a tenth of a member's first download). A part names namespaces, or one member of a namespace (`eventDay.logOut`,
 * which the frame shows) apart from the rest of it; what no part names is in `more`.
 */
export const MESSAGE_PARTS = {
  frame: [
    'app',
    'common',
    'errors',
    'nav',
    'offline',
    // The header's unread count and the banner of a guardian acting as a child; the inbox
    // and the household's own screens load the rest with the whole catalogue.
    'notifications.unreadCount',
    'language',
    'startup',
    'dashboard',
    'drafts',
    'household.banner',
    'staffWork',
    // The frame's log-out warning (the gate's queue shows with the gate's screens).
    'eventDay.logOut',
  ],
  events: [
    'events',
    'eventDay',
    'eventMessages',
    'eventLists',
    'payments',
    'family',
    'consents',
    'eventDefaults',
    'reports',
  ],
  // The sheet's own: what it says, and the rules' refusals it explains (ability-selection
  // and character-sheet in the shared rules), apart from the rest of a character's pages.
  sheet: [
    'abilitiesSheet',
    'sheetStates',
    'characters.professionNotOnCharacter',
    'characters.abilityNotInProfession',
    'characters.duplicateAbility',
    'characters.abilityOrder',
    'characters.firstProfessionLevel',
    'characters.notEnoughXp',
    'characters.specialAbilityNotLinked',
    'characters.higherLevelSelected',
    'characters.higherLevelSelectedUnsaved',
    'characters.abilityLocked',
    'characters.professionHasUnlockedAbilities',
    'characters.specialAbilityMissing',
  ],
  // What every page of one character shows (the dashboard's cards, its details, the sheet):
  // the XP counts, the review notice, the change-request panel and the print button.
  // The details page names the sheet's first profession, organizer and lock marks too.
  characterPanels: [
    'characters.xp',
    'characters.invalidId',
    'review.notice',
    'changeRequests.member',
    'print.button',
    'abilitiesSheet.firstProfession',
    'abilitiesSheet.organizer',
    'abilitiesSheet.lockedMark',
  ],
  characters: [
    'characters',
    'print',
    'printSheet',
    'review',
    'changeRequests',
    'xp',
    'xpLedger',
    'backgrounds',
    'specialAbilities',
    'professionEdit',
  ],
  // What a character carries and makes: below the sheet, fetched with that part's code.
  carried: ['inventory', 'crafting'],
} as const satisfies Record<Exclude<MessagePart, 'more'>, readonly string[]>;

const PART_OF = new Map<string, MessagePart>(
  Object.entries(MESSAGE_PARTS).flatMap(([part, namespaces]) =>
    namespaces.map((namespace) => [namespace, part as MessagePart] as const),
  ),
);

/** i18next's plural forms of a key (`unreadCount_one`, `unreadCount_other`). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The part a message key loads in: its namespace's member's, else its namespace's. A
 * member's plural forms go with it.
 */
export function partOfKey(key: string): MessagePart {
  const [namespace = '', member = ''] = key.split('.', 2);
  return (
    PART_OF.get(`${namespace}.${member.replace(PLURAL_SUFFIX, '')}`) ??
    PART_OF.get(namespace) ??
    'more'
  );
}

type Catalogue = Record<string, unknown>;

/** The messages of one part, out of a whole catalogue. */
export function messagesOf(part: MessagePart, catalogue: Catalogue): Catalogue {
  const chosen: Catalogue = {};
  for (const [namespace, value] of Object.entries(catalogue)) {
    if (!value || typeof value !== 'object') {
      if (partOfKey(namespace) === part) chosen[namespace] = value;
      continue;
    }
    const members = Object.entries(value as Catalogue).filter(
      ([member]) => partOfKey(`${namespace}.${member}`) === part,
    );
    if (members.length > 0) chosen[namespace] = Object.fromEntries(members);
  }
  return chosen;
}
