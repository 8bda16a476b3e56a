import { describe, expect, it } from 'vitest';
import { matchItemType, parseIngredients } from './ingredients';

describe('parseIngredients', () => {
  it('reads the parts between commas with their leading quantity', () => {
    expect(parseIngredients('2 røllike, 1 fedt,  varmt vand ,')).toEqual([
      { quantity: 2, text: 'røllike' },
      { quantity: 1, text: 'fedt' },
      { quantity: null, text: 'varmt vand' },
    ]);
    expect(parseIngredients('')).toEqual([]);
  });
});

describe('matchItemType', () => {
  const types = [
    { name: 'Sølv' },
    { name: 'Sølvstøv' },
    { name: 'Månemos' },
    { name: 'Sort glas' },
  ];

  it('finds the longest name the part begins with as a whole word', () => {
    expect(matchItemType('månemos plukket ved fuldmåne', types)).toEqual({ name: 'Månemos' });
    expect(matchItemType('SØLVSTØV', types)).toEqual({ name: 'Sølvstøv' });
    expect(matchItemType('sølv', types)).toEqual({ name: 'Sølv' });
    expect(matchItemType('sort glas', types)).toEqual({ name: 'Sort glas' });
  });

  it('does not take a name that only begins a longer word', () => {
    expect(matchItemType('sølvtøj', types)).toBeNull();
    expect(matchItemType('guld', types)).toBeNull();
  });
});
