/**
 * Recognises a TrueType or OpenType font by its structure, not by its name or the type
 * the browser claims: the sfnt version, a table directory that fits the file, and the
 * tables every usable font has (a character map, a head table with its magic number,
 * and glyph outlines). WOFF, collections and anything else are refused.
 */

export interface FontFormat {
  kind: 'truetype' | 'opentype';
  contentType: 'font/ttf' | 'font/otf';
  extension: 'ttf' | 'otf';
}

const TRUETYPE: FontFormat = { kind: 'truetype', contentType: 'font/ttf', extension: 'ttf' };
const OPENTYPE_CFF: FontFormat = { kind: 'opentype', contentType: 'font/otf', extension: 'otf' };

const HEAD_MAGIC = 0x5f0f3cf5;
const MAX_TABLES = 256;

interface TableRecord {
  offset: number;
  length: number;
}

export function detectFont(bytes: Buffer): FontFormat | null {
  if (bytes.length < 12) return null;
  const version = bytes.readUInt32BE(0);
  const tag = bytes.toString('latin1', 0, 4);
  const format =
    version === 0x00010000 || tag === 'true' ? TRUETYPE : tag === 'OTTO' ? OPENTYPE_CFF : null;
  if (!format) return null;

  const numTables = bytes.readUInt16BE(4);
  if (numTables === 0 || numTables > MAX_TABLES || 12 + numTables * 16 > bytes.length) return null;

  const tables = new Map<string, TableRecord>();
  for (let i = 0; i < numTables; i += 1) {
    const at = 12 + i * 16;
    const name = bytes.toString('latin1', at, at + 4);
    if (!/^[\x20-\x7e]{4}$/.test(name)) return null;
    const offset = bytes.readUInt32BE(at + 8);
    const length = bytes.readUInt32BE(at + 12);
    if (offset + length > bytes.length) return null;
    tables.set(name, { offset, length });
  }

  const head = tables.get('head');
  if (!head || head.length < 54 || bytes.readUInt32BE(head.offset + 12) !== HEAD_MAGIC) return null;
  if (!tables.has('cmap')) return null;
  const outlines =
    format === TRUETYPE
      ? tables.has('glyf') && tables.has('loca')
      : tables.has('CFF ') || tables.has('CFF2');
  return outlines ? format : null;
}
