import { createFont, type TTF } from 'fonteditor-core';
import { SCRIPT_KEY_DIGITS, SCRIPT_KEY_LETTERS } from '@club/shared/constants';
import { SCRIPT_FONTS, readScriptFont, type ScriptFontKey } from './script-fonts';

/**
 * How a source glyph is redrawn before it is placed:
 * - `upright` turns it a quarter left and scales it, so a script written along a stem
 *   line (Ogham) gains a second, vertical set of signs;
 * - `flip` mirrors it top to bottom about the horizontal line `axis` (font units), so a
 *   sign above the stem line gets a twin below it.
 */
export type GlyphTransform = { kind: 'upright'; scale: number } | { kind: 'flip'; axis: number };

export interface GlyphSource {
  font: ScriptFontKey;
  codePoint: number;
  transform?: GlyphTransform;
}

export interface LanguageFontSpec {
  /** The family name written into the font: the language's name. */
  family: string;
  /** Drawn for A–Z, Æ, Ø, Å, in that order (29 entries). */
  letters: readonly GlyphSource[];
  /** Drawn for a–z, æ, ø, å; when absent the capitals' glyphs serve both cases. */
  lowercase?: readonly GlyphSource[];
  /** Drawn for 0–9 (10 entries). */
  digits: readonly GlyphSource[];
}

/** The characters every language font covers, in the script key's order. */
export const SCRIPT_KEY_CHARACTERS = [...SCRIPT_KEY_LETTERS, ...SCRIPT_KEY_DIGITS];

/** A glyph's outline as text: equal outlines give equal keys, whatever the glyph is named. */
export function glyphShapeKey(glyph: Pick<TTF.Glyph, 'contours'>): string {
  return JSON.stringify(
    (glyph.contours ?? []).map((contour) => contour.map((p) => [p.x, p.y, p.onCurve ? 1 : 0])),
  );
}

function sourceGlyph(source: GlyphSource): TTF.Glyph {
  const font = readScriptFont(source.font);
  const glyph = font.glyf.find((g) => g.unicode?.includes(source.codePoint));
  if (!glyph || !glyph.contours?.length) {
    throw new Error(
      `${SCRIPT_FONTS[source.font].family} has no drawn glyph for U+${source.codePoint.toString(16).toUpperCase()}`,
    );
  }
  return structuredClone(glyph);
}

function withBounds(glyph: TTF.Glyph, contours: TTF.Contour[], sideBearing: number): TTF.Glyph {
  const points = contours.flat();
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const shift = sideBearing - xMin;
  const shifted = contours.map((c) => c.map((p) => ({ ...p, x: p.x + shift })));
  return {
    ...glyph,
    contours: shifted,
    xMin: sideBearing,
    xMax: xMax + shift,
    yMin: Math.min(...ys),
    yMax: Math.max(...ys),
    leftSideBearing: sideBearing,
    advanceWidth: xMax - xMin + 2 * sideBearing,
  };
}

function transformGlyph(glyph: TTF.Glyph, transform: GlyphTransform | undefined): TTF.Glyph {
  if (!transform) return glyph;
  const sideBearing = Math.max(40, glyph.leftSideBearing);
  if (transform.kind === 'upright') {
    // A quarter turn is a rotation, so the outlines keep their winding direction.
    const { scale } = transform;
    const contours = glyph.contours.map((c) =>
      c.map((p) => ({
        x: Math.round(-p.y * scale),
        y: Math.round(p.x * scale),
        onCurve: p.onCurve,
      })),
    );
    return withBounds(glyph, contours, sideBearing);
  }
  // A mirror image winds the other way round; reversing each contour restores the
  // direction TrueType expects for filled shapes.
  const contours = glyph.contours.map((c) =>
    c.map((p) => ({ x: p.x, y: transform.axis - p.y, onCurve: p.onCurve })).reverse(),
  );
  return withBounds(glyph, contours, glyph.leftSideBearing);
}

const MAC_ROMAN: Record<string, number> = { Å: 0x81, å: 0x8c, Æ: 0xae, Ø: 0xaf, æ: 0xbe, ø: 0xbf };

function tableChecksum(data: Buffer, offset: number, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 4) {
    const word = Buffer.alloc(4);
    data.copy(word, 0, offset + i, offset + Math.min(i + 4, length));
    sum = (sum + word.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

/**
 * fonteditor-core writes the Macintosh name records as UTF-8, but that platform reads
 * them as Mac Roman, so a name like "Dværgemål" would show garbled there. The records are
 * re-encoded in place (Mac Roman is never longer than UTF-8) and the checksums redone.
 */
function encodeMacNames(font: Buffer): Buffer {
  const numTables = font.readUInt16BE(4);
  const tables = new Map<string, { record: number; offset: number; length: number }>();
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    tables.set(font.toString('latin1', record, record + 4), {
      record,
      offset: font.readUInt32BE(record + 8),
      length: font.readUInt32BE(record + 12),
    });
  }
  const name = tables.get('name');
  const head = tables.get('head');
  if (!name || !head) return font;

  const count = font.readUInt16BE(name.offset + 2);
  const strings = name.offset + font.readUInt16BE(name.offset + 4);
  for (let i = 0; i < count; i++) {
    const entry = name.offset + 6 + i * 12;
    if (font.readUInt16BE(entry) !== 1) continue;
    const length = font.readUInt16BE(entry + 8);
    const start = strings + font.readUInt16BE(entry + 10);
    const text = font.toString('utf8', start, start + length);
    const bytes = Buffer.from(
      [...text].map((ch) => MAC_ROMAN[ch] ?? (ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : 0x3f)),
    );
    bytes.copy(font, start);
    font.fill(0, start + bytes.length, start + length);
    font.writeUInt16BE(bytes.length, entry + 8);
  }
  font.writeUInt32BE(tableChecksum(font, name.offset, name.length), name.record + 4);

  font.writeUInt32BE(0, head.offset + 8);
  font.writeUInt32BE(tableChecksum(font, head.offset, head.length), head.record + 4);
  const whole = tableChecksum(font, 0, font.length);
  font.writeUInt32BE((0xb1b0afba - whole) >>> 0, head.offset + 8);
  return font;
}

function asciiName(family: string): string {
  return family
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .replace(/ø/g, 'oe')
    .replace(/Ø/g, 'Oe')
    .replace(/å/g, 'aa')
    .replace(/Å/g, 'Aa')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '');
}

function sourceFontsOf(spec: LanguageFontSpec): ScriptFontKey[] {
  const all = [...spec.letters, ...(spec.lowercase ?? []), ...spec.digits].map((s) => s.font);
  return [...new Set(all)];
}

/**
 * Builds a TrueType font that draws A–Z, Æ, Ø, Å (both cases) and 0–9 with signs of
 * historic scripts, so text typed in Latin letters shows in the in-game script. The
 * source fonts' copyright and licence (SIL OFL 1.1) stay in the name table; the family
 * is renamed, as the OFL asks of modified versions.
 */
export function buildLanguageFont(spec: LanguageFontSpec): Buffer {
  if (spec.letters.length !== SCRIPT_KEY_LETTERS.length) {
    throw new Error(`${spec.family}: expected ${SCRIPT_KEY_LETTERS.length} letters`);
  }
  if (spec.lowercase && spec.lowercase.length !== SCRIPT_KEY_LETTERS.length) {
    throw new Error(`${spec.family}: expected ${SCRIPT_KEY_LETTERS.length} lowercase letters`);
  }
  if (spec.digits.length !== SCRIPT_KEY_DIGITS.length) {
    throw new Error(`${spec.family}: expected ${SCRIPT_KEY_DIGITS.length} digits`);
  }

  const sources = sourceFontsOf(spec);
  const [baseKey] = sources;
  if (!baseKey) throw new Error(`${spec.family}: no source glyphs`);
  const base = readScriptFont(baseKey);

  const placed: TTF.Glyph[] = [];
  const seenShapes = new Map<string, string>();
  const place = (source: GlyphSource, codePoints: number[], label: string) => {
    const glyph = transformGlyph(sourceGlyph(source), source.transform);
    const key = glyphShapeKey(glyph);
    const clash = seenShapes.get(key);
    if (clash !== undefined) {
      throw new Error(`${spec.family}: ${label} and ${clash} would share one glyph`);
    }
    seenShapes.set(key, label);
    placed.push({
      ...glyph,
      name: `key.${asciiName(label) || 'char'}${placed.length}`,
      unicode: codePoints,
    });
  };

  SCRIPT_KEY_LETTERS.forEach((letter, i) => {
    const upper = letter.codePointAt(0) as number;
    const lower = letter.toLowerCase().codePointAt(0) as number;
    const capital = spec.letters[i] as GlyphSource;
    const small = spec.lowercase?.[i];
    if (small) {
      place(capital, [upper], letter);
      place(small, [lower], letter.toLowerCase());
    } else {
      place(capital, [upper, lower], letter);
    }
  });
  SCRIPT_KEY_DIGITS.forEach((digit, i) => {
    place(spec.digits[i] as GlyphSource, [digit.codePointAt(0) as number], digit);
  });

  const notdef = structuredClone(base.glyf[0] as TTF.Glyph);
  const space = structuredClone(base.glyf.find((g) => g.unicode?.includes(0x20)) as TTF.Glyph);
  const copyright = sources.map((key) => readScriptFont(key).name.copyright).join(' ');
  const postScriptName = `${asciiName(spec.family)}-Regular`;

  const ttf: TTF.TTFObject = {
    ...structuredClone(base),
    glyf: [{ ...notdef, unicode: [] }, { ...space, unicode: [0x20, 0xa0] }, ...placed],
    name: {
      ...base.name,
      copyright: `${copyright} Glyphs rearranged as the ${spec.family} script.`,
      fontFamily: spec.family,
      fontSubFamily: 'Regular',
      fullName: `${spec.family} Regular`,
      uniqueSubFamily: `${postScriptName};${sources.map((key) => SCRIPT_FONTS[key].family).join('+')}`,
      postScriptName,
      description: `Drawn from ${sources.map((key) => SCRIPT_FONTS[key].family).join(' and ')}.`,
      licence:
        'This Font Software is licensed under the SIL Open Font License, Version 1.1. This license is available with a FAQ at: https://openfontlicense.org',
      urlOfLicence: 'https://openfontlicense.org',
    },
  };
  delete (ttf.name as Record<string, string | undefined>).preferredFamily;
  delete (ttf.name as Record<string, string | undefined>).preferredSubFamily;

  const font = createFont();
  font.set(ttf);
  return encodeMacNames(font.write({ type: 'ttf', toBuffer: true }));
}
