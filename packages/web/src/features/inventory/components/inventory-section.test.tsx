import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Inventory, ItemType } from '@club/shared/contract/inventory';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { InventorySection } from './inventory-section';

beforeAll(() => {
  // jsdom lays nothing out; Mantine's option list scrolls its active option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const asta = { id: 5, name: 'Asta Ravnsdatter', user_id: testUsers.member.id };

const itemTypes: ItemType[] = [
  {
    id: 1,
    name: 'Røllike',
    description: '',
    kind: 'resource',
    unique: false,
    unit: 'bdt.',
    visible_to_players: true,
    special_ability_id: null,
  },
  {
    id: 2,
    name: 'Sølv',
    description: '',
    kind: 'currency',
    unique: false,
    unit: 'sølv',
    visible_to_players: true,
    special_ability_id: null,
  },
  {
    id: 3,
    name: 'Ulfberht',
    description: '',
    kind: 'item',
    unique: true,
    unit: 'stk.',
    visible_to_players: true,
    special_ability_id: null,
  },
];

const carried: Inventory = {
  holdings: [
    { item_type_id: 1, name: 'Røllike', unit: 'bdt.', quantity: 3 },
    { item_type_id: 2, name: 'Sølv', unit: 'sølv', quantity: 25 },
  ],
  items: [
    {
      id: 9,
      code: 'K7Q2M9XD',
      name: 'Ulfberht',
      item_type_id: 3,
      acquired_at: '2026-05-01T10:00:00Z',
    },
  ],
  history: [
    {
      id: 4,
      created_at: '2026-05-01T10:00:00Z',
      cause: 'gift',
      direction: 'in',
      item_type_id: 2,
      name: 'Sølv',
      unit: 'sølv',
      quantity: 5,
      item_code: null,
      counterpart: { character_id: 6, name: 'Bjørn Jernhånd' },
      by: null,
      reason: 'For hesten',
      event: null,
    },
  ],
};

describe('InventorySection', () => {
  it('shows coin before resources, the pieces with their codes, and who gave what', async () => {
    mockApi({
      'GET characters/5/inventory': () => carried,
      'GET item-types': () => ({ item_types: itemTypes }),
    });
    await renderScreen(<InventorySection character={asta} />, { user: testUsers.member });

    const holdings = await screen.findByRole('list', { name: 'Mønter og ressourcer' });
    expect(
      within(holdings)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Sølv25 sølv', 'Røllike3 bdt.']);
    const pieces = screen.getByRole('list', { name: 'Genstande' });
    expect(within(pieces).getByRole('link', { name: 'Ulfberht' }).getAttribute('href')).toBe(
      '/items/K7Q2M9XD',
    );
    expect(within(pieces).getByText('K7Q2-M9XD')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Historik' });
    expect(within(history).getByText('Fra Bjørn Jernhånd · gave')).toBeTruthy();
    expect(within(history).getByText('For hesten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giv' })).toBeTruthy();
  });

  it('says so when the character carries nothing, and offers no gift to others than the owner', async () => {
    mockApi({
      'GET characters/5/inventory': () => ({ holdings: [], items: [], history: [] }),
      'GET item-types': () => ({ item_types: itemTypes }),
    });
    await renderScreen(<InventorySection character={asta} />, { user: testUsers.board });
    await screen.findByText(/Asta Ravnsdatter bærer ikke på noget endnu/);
    expect(screen.getByText('Intet er givet eller modtaget endnu.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Giv' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Åbn i logistik' }).getAttribute('href')).toBe(
      '/logistics?character=5',
    );
  });

  it('asks before giving, and names what is missing when there is too little', async () => {
    const calls = mockApi({
      'GET characters/5/inventory': () => carried,
      'GET item-types': () => ({ item_types: itemTypes }),
      'GET item-recipients?q=Bj': () => ({
        characters: [{ id: 6, name: 'Bjørn Jernhånd', player_name: null, active: true }],
      }),
      'POST item-transfers': () =>
        apiError(409, 'inventory.errors.notEnough', 'Too little', {
          item_type_id: 2,
          have: 25,
          need: 30,
          missing: 5,
        }),
    });
    const user = userEvent.setup();
    await renderScreen(<InventorySection character={asta} />, { user: testUsers.member });
    await user.click(await screen.findByRole('button', { name: 'Giv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Giv til en anden figur' });

    await user.click(within(dialog).getByRole('textbox', { name: 'Hvad vil du give?' }));
    await user.click(await screen.findByRole('option', { name: 'Sølv (25 sølv)' }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Antal' });
    await user.clear(quantity);
    await user.type(quantity, '30');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Figurens navn' }), 'Bj');
    await user.click(await within(dialog).findByRole('radio', { name: 'Bjørn Jernhånd' }));
    await user.click(within(dialog).getByRole('button', { name: 'Videre' }));

    expect(within(dialog).getByText('Giv 30 sølv til Bjørn Jernhånd?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Giv' }));
    expect(
      await within(dialog).findByText('Du har kun 25 sølv Sølv: der mangler 5 sølv.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: { character_id: 5 },
      to: { character_id: 6 },
      item_type_id: 2,
      quantity: 30,
      reason: '',
    });
  });
});
