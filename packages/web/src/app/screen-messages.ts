import type { MessagePart } from '../i18n/part-names';
import type * as screens from './logged-in-screens';

/**
 * The parts of the catalogue (i18n/message-parts.ts) a screen shows messages of, beyond
 * the frame's: the screen waits for these alone; a message of another part that it shows
 * after all (a refusal's code from the server) fetches its part and shows once it is
 * there. A screen not named here waits for the whole catalogue. What each names is checked
 * against the messages its code asks for (screen-messages.test.ts).
 */
export const SCREEN_MESSAGES = {
  dashboard: ['characters', 'characterPanels', 'events'],
  events: ['events'],
  eventDetails: ['events', 'characters', 'carried'],
  checkIn: ['events', 'characters', 'carried'],
  assignAbilities: ['sheet', 'characterPanels'],
  characterDetails: ['characters', 'characterPanels', 'events', 'carried'],
} as const satisfies Partial<Record<keyof typeof screens, readonly MessagePart[]>>;
