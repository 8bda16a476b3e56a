import { describe, expect, it } from 'vitest';
import { BANK } from '../contract/inventory-constants';
import {
  applyTransfer,
  balanceOf,
  checkWithdrawal,
  envelopeFor,
  envelopeTargetMatches,
  handBackFor,
  holderKey,
  ledgerBalances,
  quantityText,
  type EnvelopeCharacter,
} from './inventory';

const asta = { character_id: 1 };
const bjorn = { character_id: 2 };

describe('ledgerBalances', () => {
  it('sums each holder’s rows in and out, per type', () => {
    const balances = ledgerBalances([
      { from: BANK, to: asta, item_type_id: 7, quantity: 10 },
      { from: asta, to: bjorn, item_type_id: 7, quantity: 4 },
      { from: BANK, to: bjorn, item_type_id: 8, quantity: 2 },
    ]);
    expect(balanceOf(balances, asta, 7)).toBe(6);
    expect(balanceOf(balances, bjorn, 7)).toBe(4);
    expect(balanceOf(balances, bjorn, 8)).toBe(2);
    // The bank holds minus what is in circulation.
    expect(balanceOf(balances, BANK, 7)).toBe(-10);
    expect(balanceOf(balances, asta, 99)).toBe(0);
  });

  it('keys holders apart', () => {
    expect(holderKey(BANK)).toBe('bank');
    expect(holderKey(asta)).toBe('c1');
  });
});

describe('checkWithdrawal', () => {
  it('lets a character give what it holds and names the shortfall otherwise', () => {
    expect(checkWithdrawal({ holder: asta, itemTypeId: 7, have: 5, need: 5 })).toEqual({
      ok: true,
    });
    expect(checkWithdrawal({ holder: asta, itemTypeId: 7, have: 2, need: 5 })).toEqual({
      ok: false,
      code: 'inventory.errors.notEnough',
      message: 'Too little to give: 3 missing (holds 2, the transfer takes 5)',
      params: { item_type_id: 7, have: 2, need: 5, missing: 3 },
    });
  });

  it('lets the bank give whatever is asked', () => {
    expect(checkWithdrawal({ holder: BANK, itemTypeId: 7, have: -50, need: 5 }).ok).toBe(true);
  });
});

describe('applyTransfer', () => {
  it('moves between holders, or refuses and leaves the balances as they were', () => {
    const start = ledgerBalances([{ from: BANK, to: asta, item_type_id: 7, quantity: 3 }]);
    const moved = applyTransfer(start, { from: asta, to: bjorn, item_type_id: 7, quantity: 2 });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(balanceOf(moved.balances, asta, 7)).toBe(1);
    expect(balanceOf(moved.balances, bjorn, 7)).toBe(2);
    expect(balanceOf(start, asta, 7)).toBe(3);
    const refused = applyTransfer(moved.balances, {
      from: asta,
      to: bjorn,
      item_type_id: 7,
      quantity: 2,
    });
    expect(refused.ok).toBe(false);
  });
});

const character: EnvelopeCharacter = {
  id: 5,
  class_id: 2,
  profession_ids: [10, 11],
  ability_ids: [20],
  special_ability_ids: [30],
};

describe('envelopeFor', () => {
  it('matches every kind of target', () => {
    expect(envelopeTargetMatches({ all: true }, character)).toBe(true);
    expect(envelopeTargetMatches({ class_id: 2 }, character)).toBe(true);
    expect(envelopeTargetMatches({ class_id: 3 }, character)).toBe(false);
    expect(envelopeTargetMatches({ profession_id: 11 }, character)).toBe(true);
    expect(envelopeTargetMatches({ profession_id: 12 }, character)).toBe(false);
    expect(envelopeTargetMatches({ ability_id: 20 }, character)).toBe(true);
    expect(envelopeTargetMatches({ ability_id: 21 }, character)).toBe(false);
    expect(envelopeTargetMatches({ special_ability_id: 30 }, character)).toBe(true);
    expect(envelopeTargetMatches({ special_ability_id: 31 }, character)).toBe(false);
    expect(envelopeTargetMatches({ character_id: 5 }, character)).toBe(true);
    expect(envelopeTargetMatches({ character_id: 6 }, character)).toBe(false);
  });

  it('adds up the lines of the matching rules per type, in order of first appearance', () => {
    expect(
      envelopeFor(character, [
        { to: { all: true }, items: [{ item_type_id: 1, quantity: 10 }] },
        { to: { class_id: 9 }, items: [{ item_type_id: 1, quantity: 100 }] },
        {
          to: { ability_id: 20 },
          items: [
            { item_type_id: 2, quantity: 2 },
            { item_type_id: 1, quantity: 5 },
          ],
        },
      ]),
    ).toEqual([
      { item_type_id: 1, quantity: 15 },
      { item_type_id: 2, quantity: 2 },
    ]);
  });
});

describe('handBackFor', () => {
  it('hands back what is held above the limit, nothing at or below it', () => {
    const held = new Map([
      [1, 12],
      [2, 3],
    ]);
    expect(
      handBackFor(held, [
        { item_type_id: 1, keep: 5 },
        { item_type_id: 2, keep: 3 },
        { item_type_id: 3, keep: 0 },
      ]),
    ).toEqual([{ item_type_id: 1, quantity: 7 }]);
  });
});

describe('quantityText', () => {
  it('names the unit and the type, once when the unit is the name', () => {
    expect(quantityText('2', 'bdt.', 'Røllike')).toBe('2 bdt. Røllike');
    expect(quantityText('25', 'sølv', 'Sølv')).toBe('25 sølv');
    expect(quantityText('1', '', 'Ulfberht')).toBe('1 Ulfberht');
  });
});
