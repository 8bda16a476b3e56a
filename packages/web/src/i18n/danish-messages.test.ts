import { describe, expect, it } from 'vitest';
import da from './da.json';
import documentsDa from '../features/languages/i18n/da.json';

type Catalogue = { [key: string]: string | Catalogue };

function texts(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value, `${prefix}${key}.`),
  );
}

/** Everyday English that has no place in a Danish sentence. */
const ENGLISH = /\b(for good|the|and|you|your|please|with|without|is|are|was|not|cannot)\b/i;

describe('the Danish messages', () => {
  it('are Danish through and through, with no English words left in them', () => {
    const english = [...texts(da as Catalogue), ...texts(documentsDa as Catalogue)].filter(
      ([, text]) => ENGLISH.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')),
    );
    expect(english).toEqual([]);
  });
});
