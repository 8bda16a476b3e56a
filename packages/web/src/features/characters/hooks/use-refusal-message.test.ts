import { describe, expect, it } from 'vitest';
import { refusalParams } from './use-refusal-message';

describe('refusalParams', () => {
  it('reads the numbers of a refusal back out of the server’s English text', () => {
    expect(refusalParams('characters.limitReached', 'You can have at most 3 characters')).toEqual({
      max: 3,
    });
    expect(
      refusalParams(
        'characters.notEnoughXp',
        'Not enough XP: the abilities cost 12 XP and the character has 10 XP',
      ),
    ).toEqual({ cost: 12, xp: 10 });
  });

  it('gives nothing for an unknown code or a text that does not fit the rule', () => {
    expect(refusalParams('errors.emailTaken', 'A user with that email already exists')).toEqual({});
    expect(refusalParams('characters.limitReached', 'Something else')).toEqual({});
  });
});
