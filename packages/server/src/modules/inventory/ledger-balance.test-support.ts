import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { BANK, USED, WORKSHOP, type Inventory } from '@club/shared/contract/inventory';
import {
  balanceOf,
  ledgerBalances,
  type LedgerHolder,
  type LedgerRowLike,
} from '@club/shared/rules/inventory';
import type { Database } from '../../db/schema';
import type { Member } from '../../test/event-factories';
import { inventoryOf, quantityOf } from '../../test/inventory-factories';

/**
 * The balance check the ledger's property tests make after every step: what the API shows
 * each character holding equals the sum of the ledger rows in the database and the test's
 * own model, and is never below zero. Kept here, beside the ledger, so every area that
 * moves things on it checks the same way.
 */

/** Every ledger row of the given types, as the shared rules read them. */
export async function ledgerRows(
  db: Kysely<Database>,
  typeIds: number[],
): Promise<LedgerRowLike[]> {
  const rows = await db
    .selectFrom('item_transfers')
    .select([
      'from_kind',
      'from_character_id',
      'to_kind',
      'to_character_id',
      'item_type_id',
      'quantity',
    ])
    .where('item_type_id', 'in', typeIds)
    .execute();
  const holder = (kind: string, id: number | null): LedgerHolder =>
    kind === BANK || kind === USED || kind === WORKSHOP ? kind : { character_id: id! };
  return rows.map((row) => ({
    from: holder(row.from_kind, row.from_character_id),
    to: holder(row.to_kind, row.to_character_id),
    item_type_id: row.item_type_id,
    quantity: row.quantity,
  }));
}

/**
 * Each member's shown balance of each type equals its ledger rows' sum and the model's,
 * and is not negative. Answers the inventories read, for checks of their own (pieces).
 */
export async function expectBalancesAgree(
  app: FastifyInstance,
  db: Kysely<Database>,
  members: Member[],
  typeIds: number[],
  model: Map<string, Map<number, number>>,
): Promise<Inventory[]> {
  const sums = ledgerBalances(await ledgerRows(db, typeIds));
  const shown = [];
  for (const member of members) {
    const inventory = await inventoryOf(app, member, member.characterId);
    const character = { character_id: member.characterId };
    for (const typeId of typeIds) {
      const balance = quantityOf(inventory, typeId);
      expect(balance).toBe(balanceOf(sums, character, typeId));
      expect(balance).toBe(balanceOf(model, character, typeId));
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    shown.push(inventory);
  }
  return shown;
}
