import { describe, expect, it } from 'vitest';
import { knowsLanguage, knownLanguageKeys } from './languages';

describe('knowsLanguage', () => {
  it('matches a Sprog special ability by name, ignoring case and surrounding spaces', () => {
    const sheet = [{ name: ' gammel dværgisk ', type: 'Sprog' }];
    expect(knowsLanguage(sheet, 'Gammel Dværgisk')).toBe(true);
    expect(knowsLanguage(sheet, 'Elvisk')).toBe(false);
  });

  it('ignores special abilities of other types that share the name', () => {
    expect(knowsLanguage([{ name: 'Elvisk', type: 'Urtekundskab' }], 'Elvisk')).toBe(false);
  });

  it('treats composed and decomposed letters as the same name', () => {
    const decomposed = 'Dva\u030arg'; // a + combining ring above
    expect(knowsLanguage([{ name: decomposed, type: 'Sprog' }], 'Dvårg')).toBe(true);
  });

  it('knows nothing without an active character', () => {
    expect(knowsLanguage([], 'Elvisk')).toBe(false);
    expect(knownLanguageKeys([]).size).toBe(0);
  });
});
