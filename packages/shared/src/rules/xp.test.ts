import { describe, expect, it } from 'vitest';
import { remainingXp, totalXp, xpSpent } from './xp';

describe('xp', () => {
  it('sums the ledger, negative corrections included', () => {
    expect(totalXp([{ amount: 10 }, { amount: 5 }, { amount: -3 }])).toBe(12);
    expect(totalXp([])).toBe(0);
  });

  it('prices a selection by ability', () => {
    const prices = [
      { ability_id: 1, xpcost: 2 },
      { ability_id: 2, xpcost: 5 },
    ];
    expect(xpSpent([{ ability_id: 1 }, { ability_id: 2 }], prices)).toBe(7);
    expect(remainingXp(10, 7)).toBe(3);
  });
});
