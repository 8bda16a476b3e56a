import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  Inventory,
  ItemType,
  ItemTypeCreate,
  TransferCreate,
  TransferResponse,
} from '@club/shared/contract/inventory';
import { getAs, writeAs } from './test-app';

type Who = { token: string };

/** An item type made by the board through the API (a counted resource unless told). */
export async function createItemTypeViaApi(
  app: FastifyInstance,
  board: Who,
  overrides: Partial<ItemTypeCreate> = {},
): Promise<ItemType> {
  const response = await writeAs(app, 'POST', '/api/item-types', board, {
    name: `Urt ${crypto.randomBytes(4).toString('hex')}`,
    kind: 'resource',
    unit: 'bdt.',
    ...overrides,
  });
  if (response.statusCode !== 201) {
    throw new Error(`creating an item type failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<ItemType>();
}

/** A transfer that must succeed. */
export async function transferViaApi(
  app: FastifyInstance,
  who: Who,
  body: TransferCreate,
): Promise<TransferResponse> {
  const response = await writeAs(app, 'POST', '/api/item-transfers', who, body);
  if (response.statusCode !== 201) {
    throw new Error(`the transfer failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<TransferResponse>();
}

/** Staff give a character some of a counted type from the bank. */
export function grant(
  app: FastifyInstance,
  staff: Who,
  characterId: number,
  itemTypeId: number,
  quantity: number,
): Promise<TransferResponse> {
  return transferViaApi(app, staff, {
    from: 'bank',
    to: { character_id: characterId },
    item_type_id: itemTypeId,
    quantity,
    reason: 'Til prøven',
  });
}

export async function inventoryOf(
  app: FastifyInstance,
  who: Who,
  characterId: number,
): Promise<Inventory> {
  const response = await getAs(app, `/api/characters/${characterId}/inventory`, who);
  if (response.statusCode !== 200) {
    throw new Error(`reading the inventory failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<Inventory>();
}

/** The quantity of a counted type the inventory shows (0 when it is not listed). */
export function quantityOf(inventory: Inventory, itemTypeId: number): number {
  return inventory.holdings.find((row) => row.item_type_id === itemTypeId)?.quantity ?? 0;
}
