import { createFont, type TTF } from 'fonteditor-core';
import { describe, expect, it } from 'vitest';
import { DEMO_LANGUAGES } from '../demo-world/languages';
import { buildLanguageFont, type GlyphSource, type LanguageFontSpec } from './build-language-font';
import { readScriptFont } from './script-fonts';

/** Twice the signed area of a contour's on- and off-curve polygon: its winding direction. */
function signedArea(contour: TTF.Contour): number {
  let sum = 0;
  contour.forEach((p, i) => {
    const q = contour[(i + 1) % contour.length] as TTF.Point;
    sum += p.x * q.y - q.x * p.y;
  });
  return sum;
}

function glyphAt(font: TTF.TTFObject, char: string): TTF.Glyph {
  const codePoint = char.codePointAt(0) as number;
  return font.glyf.find((g) => g.unicode?.includes(codePoint)) as TTF.Glyph;
}

const elvisk = DEMO_LANGUAGES.find((l) => l.name === 'Elvisk')?.font as LanguageFontSpec;

describe('buildLanguageFont', () => {
  it('refuses a mapping that would draw two characters with one glyph', () => {
    const letters = [...elvisk.letters];
    letters[1] = letters[0] as GlyphSource;
    expect(() => buildLanguageFont({ ...elvisk, letters })).toThrow(
      /A and B would share one glyph|B and A/,
    );
  });

  it('refuses a sign the source font does not draw', () => {
    const digits = [...elvisk.digits];
    digits[0] = { font: 'ogham', codePoint: 0x41 };
    expect(() => buildLanguageFont({ ...elvisk, digits })).toThrow(/has no drawn glyph for U\+41/);
  });

  it('refuses a script key of the wrong length', () => {
    expect(() => buildLanguageFont({ ...elvisk, digits: elvisk.digits.slice(1) })).toThrow(
      /10 digits/,
    );
  });

  it('keeps the winding of outlines it turns upright or flips', () => {
    const font = createFont(buildLanguageFont(elvisk), { type: 'ttf' }).get();
    const ogham = readScriptFont('ogham');
    const source = (codePoint: number) =>
      ogham.glyf.find((g) => g.unicode?.includes(codePoint)) as TTF.Glyph;
    const signs = (glyph: TTF.Glyph) => glyph.contours.map((c) => Math.sign(signedArea(c)));

    // Digit 1 is Ogham beith turned upright; Å is emancholl flipped below the stem line.
    const upright = glyphAt(font, '1');
    const beith = source(0x1681);
    expect(signs(upright)).toEqual(signs(beith));
    // A quarter turn swaps width and height (scaled by the spec's 0.78) and stands on the baseline.
    expect(upright.xMax - upright.xMin).toBeCloseTo((beith.yMax - beith.yMin) * 0.78, -1);
    expect(upright.yMax - upright.yMin).toBeCloseTo((beith.xMax - beith.xMin) * 0.78, -1);
    expect(upright.yMin).toBe(0);
    const flipped = glyphAt(font, 'Å');
    expect(signs(flipped)).toEqual(signs(source(0x1699)));
    expect(flipped.yMin).toBeLessThan(0);
  });

  it('names the font after the language and keeps an ASCII PostScript name', () => {
    const spec = DEMO_LANGUAGES.find((l) => l.name === 'Dværgemål')?.font as LanguageFontSpec;
    const font = createFont(buildLanguageFont(spec), { type: 'ttf' }).get();
    expect(font.name.fontFamily).toBe('Dværgemål');
    expect(font.name.postScriptName).toBe('Dvaergemaal-Regular');
    expect(font.name.licence).toContain('SIL Open Font License, Version 1.1');
  });
});
