import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWithEnd, compressPrefix, gzipWithEnd } from './compressed-prefix';

/** Repetitive JSON like the season's list, and odd text the encoder cannot predict. */
function listLike(events: number): string {
  const rows = Array.from(
    { length: events },
    (_, i) => `{"id":${i},"title":"Træf nr. ${i} – «Måneskin»","location":"Skoven ${i % 7}"}`,
  );
  return `{"events":[${rows.join(',')}],"mine":`;
}

const randomText = (length: number) =>
  Array.from({ length }, (_, i) => String.fromCharCode(32 + ((i * 7919) % 95))).join('');

describe('a compressed beginning with a plain end', () => {
  const cases: [string, string, string][] = [
    ['an empty end', listLike(50), ''],
    ['a short end', listLike(200), '[{"event_id":3,"status":"confirmed"}]}'],
    ['an empty beginning', '', '[]}'],
    ['an end over one stored block', listLike(10), randomText(70_000) + '}'],
    ['an end of exactly one brotli block', listLike(10), randomText(0x10000)],
    ['an end of exactly one deflate block', listLike(10), randomText(0xffff)],
    ['non-ASCII across the seam', 'æøå'.repeat(500), 'ÆØÅ – «slut»'],
  ];

  it.each(cases)('decodes to the whole answer: %s', (_name, beginning, end) => {
    const prefix = compressPrefix(Buffer.from(beginning, 'utf8'));
    const whole = beginning + end;
    const tail = Buffer.from(end, 'utf8');
    expect(zlib.brotliDecompressSync(brotliWithEnd(prefix, tail)).toString('utf8')).toBe(whole);
    expect(zlib.gunzipSync(gzipWithEnd(prefix, tail)).toString('utf8')).toBe(whole);
  });

  it('reuses one beginning for many ends', () => {
    const prefix = compressPrefix(Buffer.from(listLike(100), 'utf8'));
    for (const end of ['[]}', '[1]}', '[1,2,3]}']) {
      const tail = Buffer.from(end);
      expect(zlib.brotliDecompressSync(brotliWithEnd(prefix, tail)).toString()).toBe(
        listLike(100) + end,
      );
      expect(zlib.gunzipSync(gzipWithEnd(prefix, tail)).toString()).toBe(listLike(100) + end);
    }
  });

  it('keeps the long beginning small', () => {
    const beginning = Buffer.from(listLike(200), 'utf8');
    const sent = brotliWithEnd(compressPrefix(beginning), Buffer.from('[]}'));
    expect(sent.length).toBeLessThan(beginning.length / 5);
  });
});
