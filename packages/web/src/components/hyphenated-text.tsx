import { hyphenationParts } from '../lib/hyphenate';

/**
 * A name in a narrow place (a sheet's cell on a phone): it wraps between its words, and a
 * word wider than the whole line is hyphenated between syllables ("Mester-urtekyndig")
 * instead of cut at the edge. A long word that fits on a line of its own stays whole.
 */
export function HyphenatedText({ text }: { text: string }) {
  return (
    <>
      {hyphenationParts(text).map((part, i) =>
        part.long ? (
          <span key={i} style={{ display: 'inline-block', maxWidth: '100%' }}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
