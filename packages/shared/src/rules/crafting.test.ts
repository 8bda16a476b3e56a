import { describe, expect, it } from 'vitest';
import {
  checkMana,
  isSpoiled,
  keepsUntil,
  manaOf,
  needs,
  shortfalls,
  timesHeldMakes,
} from './crafting';

const recipe = [
  { item_type_id: 1, quantity: 2 },
  { item_type_id: 2, quantity: 1 },
];

describe('what a recipe takes', () => {
  it('names each input held too little of, with the shortfall for all the crafts', () => {
    expect(shortfalls(recipe, new Map([[1, 3]]), 2)).toEqual([
      { item_type_id: 1, need: 4, have: 3, missing: 1 },
      { item_type_id: 2, need: 2, have: 0, missing: 2 },
    ]);
    expect(
      shortfalls(
        recipe,
        new Map([
          [1, 4],
          [2, 2],
        ]),
        2,
      ),
    ).toEqual([]);
  });

  it('adds a type named twice, and counts how often the stock makes it', () => {
    expect(needs([...recipe, { item_type_id: 1, quantity: 1 }], 2)).toEqual([
      { item_type_id: 1, need: 6 },
      { item_type_id: 2, need: 2 },
    ]);
    expect(
      timesHeldMakes(
        recipe,
        new Map([
          [1, 7],
          [2, 5],
        ]),
        20,
      ),
    ).toBe(3);
    expect(timesHeldMakes([], new Map(), 20)).toBe(20);
  });
});

describe('mana', () => {
  it('is base mana plus bonus MP, and refuses a cost above what is left', () => {
    expect(manaOf(2, [1, 0, 3])).toBe(6);
    expect(checkMana({ left: 3, cost: 3 }).ok).toBe(true);
    expect(checkMana({ left: 1, cost: 2 })).toEqual(
      expect.objectContaining({ ok: false, params: { have: 1, need: 2 } }),
    );
  });
});

describe('keeping', () => {
  const events = [
    { id: 1, starts_at: '2027-01-01T10:00:00.000Z', ends_at: '2027-01-03T10:00:00.000Z' },
    { id: 3, starts_at: '2027-05-01T10:00:00.000Z', ends_at: '2027-05-03T10:00:00.000Z' },
    { id: 2, starts_at: '2027-03-01T10:00:00.000Z', ends_at: '2027-03-03T10:00:00.000Z' },
  ];
  const madeAt1 = { at: '2027-01-02T10:00:00.000Z', event: events[0]! };

  it('keeps through the n-th event after the one it was made at, in date order', () => {
    expect(keepsUntil(madeAt1, 0, events)?.id).toBe(1);
    expect(keepsUntil(madeAt1, 1, events)?.id).toBe(2);
    expect(keepsUntil(madeAt1, 2, events)?.id).toBe(3);
    expect(keepsUntil(madeAt1, 3, events)).toBeNull();
    expect(keepsUntil(madeAt1, null, events)).toBeUndefined();
  });

  it('counts from the craft when made outside an event, at least to the next one', () => {
    const between = { at: '2027-02-01T10:00:00.000Z', event: null };
    expect(keepsUntil(between, 0, events)?.id).toBe(2);
    expect(keepsUntil(between, 2, events)?.id).toBe(3);
  });

  it('is spoiled once its last event has ended, never while that event is not planned', () => {
    const until = keepsUntil(madeAt1, 1, events);
    expect(isSpoiled(until, '2027-03-03T09:59:59.000Z')).toBe(false);
    expect(isSpoiled(until, '2027-03-03T10:00:00.000Z')).toBe(true);
    expect(isSpoiled(null, '2099-01-01T00:00:00.000Z')).toBe(false);
    expect(isSpoiled(undefined, '2099-01-01T00:00:00.000Z')).toBe(false);
  });
});
