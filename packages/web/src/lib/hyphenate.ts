/**
 * Break points for long words in narrow places (a sheet's cell on a phone), so a word
 * too wide for its box is hyphenated between syllables ("Mester-urtekyndig" reads as
 * "Mes-|ter…"), not cut at whatever letter meets the edge ("Mesterurtekyndi/g").
 *
 * Browsers hyphenate Danish themselves only where they carry its dictionary; a soft
 * hyphen (U+00AD) works everywhere and shows only where the line breaks. The syllables are
 * the Danish rule of thumb: between two vowels, one consonant goes to the next syllable
 * (ku-rer), of several the last (mes-ter, kyn-dig), and a doubled one splits (gen-nem,
 * rustnings-smed). At least three letters stay on each side, and words shorter than
 * `minLength` are left alone.
 */
export const SOFT_HYPHEN = '\u00AD';
const VOWELS = new Set('aeiouyæøåAEIOUYÆØÅéÉ');
const LETTER = /\p{L}/u;
const EDGE = 3;

function hyphenateWord(word: string): string {
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

export function hyphenate(text: string, minLength = 12): string {
  return text.replace(/\p{L}+/gu, (word) =>
    [...word].length >= minLength ? hyphenateWord(word) : word,
  );
}
