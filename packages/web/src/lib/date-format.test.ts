import { describe, expect, it } from 'vitest';

/**
 * The app writes dates one way (lib/date-format.ts over the shared format): no screen
 * formats a date or a time of its own. The one exception reads a form's wall time, it
 * does not show one.
 */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, text]) => ({
  file: file.replace(/^\.\.\//, ''),
  code: text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1'),
}));

const READS_WALL_TIME = 'features/events/components/copenhagen-time.ts';

describe('one date format', () => {
  it('leaves formatting dates and times to lib/date-format', () => {
    const formatting = sources
      .filter(({ file }) => file !== READS_WALL_TIME)
      .filter(({ code }) =>
        /Intl\.DateTimeFormat|toLocale(Date|Time)?String|dateStyle|timeStyle/.test(code),
      )
      .map(({ file }) => file);
    expect(formatting).toEqual([]);
  });
});
