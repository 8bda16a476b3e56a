import { query, type Id } from './path-parts';

/** The catalogue of item types. */
export const itemTypes = {
  list: 'item-types',
  detail: (id: Id) => `item-types/${id}`,
};

/** What characters carry: inventories, the ledger, unique pieces, whom to give to. */
export const inventory = {
  ofCharacter: (id: Id) => `characters/${id}/inventory`,
  /** POST a transfer; the ledger's pages are `ledger(filter)` below it. */
  transfers: 'item-transfers',
  ledger: (filter: {
    character_id?: number;
    holder?: 'bank';
    item_type_id?: number;
    before?: number;
  }) => `item-transfers${query(filter)}`,
  /** Every unique piece, and the pieces of one type. */
  items: 'items',
  pieces: (itemTypeId: Id) => `items${query({ item_type_id: itemTypeId })}`,
  item: (code: string) => `items/${encodeURIComponent(code)}`,
  /** POST: the piece is used up in play (it leaves the ledger to "used"). */
  useItem: (code: string) => `items/${encodeURIComponent(code)}/use`,
  recipients: (text: string) => `item-recipients${query({ q: text })}`,
};

/** An event's envelope at the gate: its rules, and each arriving character's. */
export const envelopes = {
  rules: (eventId: Id) => `events/${eventId}/envelope`,
  ofEvent: (eventId: Id) => `events/${eventId}/envelopes`,
};
