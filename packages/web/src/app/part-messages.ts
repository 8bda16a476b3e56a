import type { MessagePart } from '../i18n/part-names';

/**
 * The parts of the catalogue a part of a screen fetched after it (part-after-screen.tsx)
 * fetches with its code, by the part's module (under src/): the screen does not wait for
 * them, and the part does not show before they are there. Checked as SCREEN_MESSAGES is
 * (screen-messages.test.ts).
 */
export const PART_AFTER_SCREEN_MESSAGES = {
  'features/inventory/components/inventory-section.tsx': ['carried'],
} as const satisfies Record<string, readonly MessagePart[]>;
