/**
 * Break points for long words in narrow places (a sheet's cell on a phone), so a word
 * too wide for its box is hyphenated between syllables ("Mes-terurtekyndig"), not cut at
 * whatever letter meets the edge ("Mesterurtekyndi/g").
 *
 * Browsers hyphenate Danish themselves only where they carry its dictionary; a soft
 * hyphen (U+00AD) works everywhere and shows only where the line breaks. The syllables are
 * the Danish rule of thumb: between two vowels, one consonant goes to the next syllable
 * (ku-rer), of several the last (mes-ter, kyn-dig), and a doubled one splits (gen-nem,
 * rustnings-smed). At least three letters stay on each side, and words shorter than
 * `HYPHENATE_MIN_LENGTH` are left alone.
 */
export const SOFT_HYPHEN = '\u00AD';
const VOWELS = new Set('aeiouyæøåAEIOUYÆØÅéÉ');
const LETTER = /\p{L}/u;
const EDGE = 3;

export function hyphenateWord(word: string): string {
  const letters = [...word];
  if (!letters.every((c) => LETTER.test(c))) return word;
  const breaks = new Set<number>();
  let lastVowel = -1;
  letters.forEach((c, i) => {
    if (!VOWELS.has(c)) return;
    if (lastVowel >= 0 && i - lastVowel > 1) {
      let at = i - 1;
      for (let j = lastVowel + 1; j < i - 1; j += 1) {
        if (letters[j]!.toLowerCase() === letters[j + 1]!.toLowerCase()) at = j + 1;
      }
      breaks.add(at);
    }
    lastVowel = i;
  });
  return letters
    .map((c, i) =>
      breaks.has(i) && i >= EDGE && letters.length - i >= EDGE ? `${SOFT_HYPHEN}${c}` : c,
    )
    .join('');
}

/** Words at least this long get break points; shorter ones always fit a cell. */
export const HYPHENATE_MIN_LENGTH = 12;

/**
 * The text as parts: plain runs, and the long words with their break points. A long word
 * is drawn as a box of its own (`HyphenatedText`), so it moves to the next line whole when
 * it fits there, and is hyphenated only when it is wider than the whole line.
 */
export function hyphenationParts(
  text: string,
  minLength = HYPHENATE_MIN_LENGTH,
): { text: string; long: boolean }[] {
  const parts: { text: string; long: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(/\p{L}+/gu)) {
    if ([...match[0]].length < minLength) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index), long: false });
    parts.push({ text: hyphenateWord(match[0]), long: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), long: false });
  return parts;
}
