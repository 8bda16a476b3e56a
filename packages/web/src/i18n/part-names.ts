/**
 * The parts the catalogue loads in behind the login, by name: what each holds is
 * message-parts.ts's, which only the code that looks a message's part up loads. `more` is
 * what no part names.
 */
export const ALL_MESSAGE_PARTS = [
  'frame',
  'events',
  'sheet',
  'characterPanels',
  'characters',
  'carried',
  'more',
] as const;

export type MessagePart = (typeof ALL_MESSAGE_PARTS)[number];
