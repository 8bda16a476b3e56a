const SOFT_HYPHEN = '\u00ad';
const VOWELS = /[aeiouyæøå]/i;

/**
 * Break opportunities, marked with soft hyphens, in words too long for a narrow column, so a
 * line ends "Mesterurte-" rather than cutting the word anywhere without a hyphen. Browsers
 * without a Danish hyphenation dictionary (CSS `hyphens: auto`) still get them. A break goes
 * before a consonant that starts a syllable (a vowel follows it), at least `edge` letters
 * from either end of the word and from the last break.
 */
export function softHyphenate(text: string, minWordLength = 12, edge = 3): string {
  return text.replace(/\p{L}+/gu, (word) => {
    if (word.length < minWordLength) return word;
    let out = '';
    let sinceBreak = 0;
    for (let i = 0; i < word.length; i += 1) {
      const here = word[i]!;
      const breakable =
        i >= edge &&
        word.length - i >= edge &&
        sinceBreak >= edge &&
        !VOWELS.test(here) &&
        VOWELS.test(word[i + 1] ?? '');
      if (breakable) {
        out += SOFT_HYPHEN;
        sinceBreak = 0;
      }
      out += here;
      sinceBreak += 1;
    }
    return out;
  });
}
