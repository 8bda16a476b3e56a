// What the pages behind the login read before the app has loaded (the sheet, the season:
// app/page-early-data.ts), apart from the rest of their areas, which spread these in, so
// that the app's entry carries no more than these.

import type { Id } from './path-parts';

export const characters = {
  detail: (id: Id) => `characters/${id}`,
  abilities: (id: Id) => `characters/${id}/abilities`,
};

export const professions = {
  abilities: (id: Id) => `professions/${id}/abilities`,
};

export const events = {
  list: 'events',
};

/** What the frame around every page behind the login reads: the inbox's count, the rules link. */
export const notifications = {
  list: 'notifications',
};

export const settings = 'settings';
