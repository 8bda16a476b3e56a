/** TanStack Query keys of the inventory screens; mutations invalidate through these. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  itemTypes: () => [...inventoryKeys.all, 'item-types'] as const,
  character: (id: number) => [...inventoryKeys.all, 'character', id] as const,
  ledger: (filter: object) => [...inventoryKeys.all, 'ledger', filter] as const,
  pieces: (itemTypeId: number) => [...inventoryKeys.all, 'pieces', itemTypeId] as const,
  item: (code: string) => [...inventoryKeys.all, 'item', code] as const,
  recipients: (text: string) => [...inventoryKeys.all, 'recipients', text] as const,
  envelope: (eventId: number) => [...inventoryKeys.all, 'envelope', eventId] as const,
  envelopes: (eventId: number) => [...inventoryKeys.all, 'envelopes', eventId] as const,
};
