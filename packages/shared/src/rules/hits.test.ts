import { describe, expect, it } from 'vitest';
import { totalHits } from './hits';

describe('a character’s hits', () => {
  it('are the race’s base hits and every chosen ability’s bonus hits', () => {
    expect(totalHits(6, [])).toBe(6);
    expect(totalHits(6, [{ bonus_hits: 2 }, { bonus_hits: 0 }, { bonus_hits: 1 }])).toBe(9);
  });

  it('are never fewer than none', () => {
    expect(totalHits(1, [{ bonus_hits: -3 }])).toBe(0);
  });
});
