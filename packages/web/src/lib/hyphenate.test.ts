import { describe, expect, it } from 'vitest';
import { hyphenationParts, SOFT_HYPHEN } from './hyphenate';

const hyphenate = (text: string) =>
  hyphenationParts(text)
    .map((part) => part.text)
    .join('');

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '-');

describe('hyphenate', () => {
  it('puts break points between the syllables of a long word', () => {
    expect(shown(hyphenate('Mesterurtekyndig'))).toBe('Mes-te-rur-te-kyn-dig');
    expect(shown(hyphenate('3. Mesterurtekyndig'))).toBe('3. Mes-te-rur-te-kyn-dig');
    expect(shown(hyphenate('Rustningssmed'))).toBe('Rust-nings-smed');
    expect(shown(hyphenate('Gennemborende'))).toBe('Gen-nem-bo-rende');
  });

  it('leaves short words, and the text as read, as they were', () => {
    expect(hyphenate('Sværdkæmper')).toBe('Sværdkæmper');
    expect(hyphenate('Mesterurtekyndig').replaceAll(SOFT_HYPHEN, '')).toBe('Mesterurtekyndig');
  });

  it('keeps at least three letters on each side of a break', () => {
    for (const part of shown(hyphenate('Aaaaabbbbbeeeeee')).split('-')) {
      expect(part.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('parts a name into plain runs and its long words', () => {
    expect(
      hyphenationParts('Mesterurtekyndig af Ravnemark').map((p) => [shown(p.text), p.long]),
    ).toEqual([
      ['Mes-te-rur-te-kyn-dig', true],
      [' af Ravnemark', false],
    ]);
    expect(hyphenationParts('Sværdhug')).toEqual([{ text: 'Sværdhug', long: false }]);
  });
});
