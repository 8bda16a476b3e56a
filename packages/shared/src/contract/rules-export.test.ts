import { describe, expect, it } from 'vitest';
import { ImagePathSchema } from './rules';
import { RulesFileSchema } from './rules-export';

const EMPTY = {
  format: 'club-rules',
  version: 1,
  exported_at: '2026-01-01T00:00:00.000Z',
  races: [],
  classes: [],
  professions: [],
  abilities: [],
  special_abilities: [],
  languages: [],
};

describe('the rules file schema', () => {
  it('reads an empty world and refuses other formats, versions and unknown fields', () => {
    expect(RulesFileSchema.safeParse(EMPTY).success).toBe(true);
    expect(RulesFileSchema.safeParse({ ...EMPTY, version: 2 }).success).toBe(false);
    expect(RulesFileSchema.safeParse({ ...EMPTY, format: 'backup' }).success).toBe(false);
    expect(RulesFileSchema.safeParse({ ...EMPTY, users: [] }).success).toBe(false);
  });

  it('refuses keys that are not short words and fonts that are not base64', () => {
    const ability = {
      key: 'a 1',
      name: 'Slag',
      effect: '',
      xpcost: 1,
      bonus_hits: 0,
      type: '',
      bonus_kp: 0,
      bonus_rp: 0,
      bonus_mp: 0,
      duration: '',
      rite: '',
      cost_mana: 0,
      requirement: '',
      note: '',
      has_special_ability: 0,
      special_abilities: [],
    };
    expect(RulesFileSchema.safeParse({ ...EMPTY, abilities: [ability] }).success).toBe(false);
    expect(
      RulesFileSchema.safeParse({ ...EMPTY, abilities: [{ ...ability, key: 'a1' }] }).success,
    ).toBe(true);
    const language = { name: 'Runer', sampleText: '', link: null, font: null };
    const badFont = { filename: 'x.ttf', credit: null, data: '<script>' };
    expect(
      RulesFileSchema.safeParse({ ...EMPTY, languages: [{ ...language, font: badFont }] }).success,
    ).toBe(false);
  });
});

describe('a race image address', () => {
  it('takes built-in names, uploads and https, never http or other schemes', () => {
    for (const ok of ['elves.svg', '/uploads/a.webp', 'https://cdn.example.org/x.png', ''])
      expect(ImagePathSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'http://cdn.example.org/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//cdn.example.org/x.png',
      'x" onerror="alert(1)',
    ])
      expect(ImagePathSchema.safeParse(bad).success, bad).toBe(false);
  });
});
