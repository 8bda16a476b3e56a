import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { createFont, type TTF } from 'fonteditor-core';

/**
 * The openly licensed historic-script fonts the language fonts are drawn from. Each
 * ships in an @fontsource package as WOFF (zlib-compressed sfnt), which reads without
 * a WebAssembly decoder.
 */
export const SCRIPT_FONTS = {
  runic: {
    id: 'noto-sans-runic',
    subset: 'runic',
    family: 'Noto Sans Runic',
  },
  ogham: {
    id: 'noto-sans-ogham',
    subset: 'ogham',
    family: 'Noto Sans Ogham',
  },
  tifinagh: {
    id: 'noto-sans-tifinagh',
    subset: 'tifinagh',
    family: 'Noto Sans Tifinagh',
  },
  oldItalic: {
    id: 'noto-sans-old-italic',
    subset: 'old-italic',
    family: 'Noto Sans Old Italic',
  },
  oldHungarian: {
    id: 'noto-sans-old-hungarian',
    subset: 'old-hungarian',
    family: 'Noto Sans Old Hungarian',
  },
} as const;

export type ScriptFontKey = keyof typeof SCRIPT_FONTS;

const require = createRequire(import.meta.url);

/** The folder of an installed @fontsource package (its exports map only names CSS and LICENSE). */
export function fontPackageDir(packageName: string): string {
  return path.dirname(require.resolve(`${packageName}/LICENSE`));
}

function inflate(data: number[]): number[] {
  return Array.from(zlib.inflateSync(Buffer.from(data)));
}

/** Reads a WOFF file into fonteditor-core's TrueType object model. */
export function readWoff(file: string): TTF.TTFObject {
  return createFont(fs.readFileSync(file), { type: 'woff', inflate }).get();
}

const cache = new Map<ScriptFontKey, TTF.TTFObject>();

function subsetFile(key: ScriptFontKey, subset: string): string {
  const { id } = SCRIPT_FONTS[key];
  return path.join(fontPackageDir(`@fontsource/${id}`), 'files', `${id}-${subset}-400-normal.woff`);
}

export function readScriptFont(key: ScriptFontKey): TTF.TTFObject {
  let font = cache.get(key);
  if (!font) {
    font = readWoff(subsetFile(key, SCRIPT_FONTS[key].subset));
    cache.set(key, font);
  }
  return font;
}

/** The Latin subset of the same family: the "normal font" a language font must not look like. */
export function readLatinCompanion(key: ScriptFontKey): TTF.TTFObject {
  return readWoff(subsetFile(key, 'latin'));
}

/** The copyright line the font carries (the OFL requires it to travel with the font). */
export function scriptFontCopyright(key: ScriptFontKey): string {
  return readScriptFont(key).name.copyright ?? '';
}
