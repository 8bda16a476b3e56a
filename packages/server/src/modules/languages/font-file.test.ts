import { describe, expect, it } from 'vitest';
import { sampleTrueTypeFont, sampleWoffFont } from '../../test/rules-factories';
import { detectFont } from './font-file';

describe('detectFont', () => {
  const ttf = sampleTrueTypeFont();

  it('recognises a real TrueType font', () => {
    expect(detectFont(ttf)).toEqual({
      kind: 'truetype',
      contentType: 'font/ttf',
      extension: 'ttf',
    });
  });

  it('refuses a WOFF web font, an empty file and text', () => {
    expect(detectFont(sampleWoffFont())).toBeNull();
    expect(detectFont(Buffer.alloc(0))).toBeNull();
    expect(detectFont(Buffer.from('hello world, not a font at all'))).toBeNull();
  });

  it('refuses a font cut short, whose tables point past its end', () => {
    expect(detectFont(ttf.subarray(0, Math.floor(ttf.length / 2)))).toBeNull();
  });

  it('refuses a file with a font signature but no valid head table', () => {
    const forged = Buffer.from(ttf);
    const numTables = forged.readUInt16BE(4);
    for (let i = 0; i < numTables; i += 1) {
      const at = 12 + i * 16;
      if (forged.toString('latin1', at, at + 4) === 'head')
        forged.writeUInt32BE(0, forged.readUInt32BE(at + 8) + 12);
    }
    expect(detectFont(forged)).toBeNull();
  });
});
