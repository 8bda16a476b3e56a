import { describe, expect, it } from 'vitest';
import type { Impact } from '@club/shared/contract/review';
import { mergeImpacts } from './dry-run';

const reason = (cost: number) => ({
  code: 'review.costExceedsXp' as const,
  params: { cost, xp: 10 },
  subject: null,
});

describe('the impact of an edit made of several writes', () => {
  it('names each character once, with every reason any write gives and none twice', () => {
    const fields: Impact = {
      characters: [
        { id: 1, name: 'Sigrun', user_id: 7, reasons: [reason(12)] },
        { id: 2, name: 'Ulf', user_id: 8, reasons: [] },
      ],
    };
    const picture: Impact = {
      characters: [
        { id: 1, name: 'Sigrun', user_id: 7, reasons: [reason(12), reason(14)] },
        { id: 3, name: 'Bjørn', user_id: 9, reasons: [reason(11)] },
      ],
    };
    expect(mergeImpacts(fields, picture)).toEqual({
      characters: [
        { id: 1, name: 'Sigrun', user_id: 7, reasons: [reason(12), reason(14)] },
        { id: 2, name: 'Ulf', user_id: 8, reasons: [] },
        { id: 3, name: 'Bjørn', user_id: 9, reasons: [reason(11)] },
      ],
    });
    // The inputs are left as they were.
    expect(fields.characters[0]?.reasons).toEqual([reason(12)]);
    expect(mergeImpacts()).toEqual({ characters: [] });
  });
});
