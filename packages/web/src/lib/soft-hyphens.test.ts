import { describe, expect, it } from 'vitest';
import { softHyphenate } from './soft-hyphens';

const shown = (text: string) => text.replaceAll('\u00ad', '-');

describe('softHyphenate', () => {
  it('marks break opportunities in long Danish words, away from their ends', () => {
    const result = softHyphenate('Mesterurtekyndig');
    expect(result.replaceAll('\u00ad', '')).toBe('Mesterurtekyndig');
    expect(shown(result)).toBe('Mes-terur-tekyn-dig');
    for (const part of shown(result).split('-')) expect(part.length).toBeGreaterThanOrEqual(3);
  });

  it('leaves short words and other text alone', () => {
    expect(softHyphenate('Skjold og sværd, 3 XP')).toBe('Skjold og sværd, 3 XP');
  });
});
