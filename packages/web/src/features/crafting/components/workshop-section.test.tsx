import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CharacterRecipes, CraftResult } from '@club/shared/contract/crafting';
import { headersOf, mockApi } from '../../../test/mock-api';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { WorkshopSection } from './workshop-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const asta = { id: 5, name: 'Asta Urtekone', user_id: testUsers.member.id };

const recipes = (event: CharacterRecipes['event']): CharacterRecipes => ({
  event,
  costs_mana: true,
  mana: event ? { max: 3, spent: 1, left: 2 } : null,
  recipes: [
    {
      special_ability_id: 7,
      name: 'Livseliksir',
      type: 'Alkymi',
      effect: 'Den, der drikker, får 3 liv tilbage.',
      mana_cost: 1,
      keeps_events: 1,
      inputs: [
        {
          item_type_id: 1,
          name: 'Røllike',
          unit: 'bdt.',
          unique: false,
          quantity: 2,
          held: 4,
          missing: 0,
        },
        {
          item_type_id: 2,
          name: 'Kviksølv',
          unit: 'dram',
          unique: false,
          quantity: 1,
          held: 1,
          missing: 0,
        },
      ],
      outputs: [{ item_type_id: 3, name: 'Livseliksir', unit: 'stk.', unique: true, quantity: 1 }],
      can_make: 1,
    },
  ],
});

const brewed: CraftResult = {
  craft_id: 1,
  special_ability_id: 7,
  times: 1,
  event: { id: 2, title: 'Høstmarkedet' },
  mana_spent: 1,
  mana_left: 1,
  consumed: [],
  produced: [{ item_type_id: 3, name: 'Livseliksir', unit: 'stk.', quantity: 1 }],
  items: [{ id: 9, code: 'K7Q2M9XD', name: 'Livseliksir' }],
};

describe('WorkshopSection', () => {
  it('says what a brew takes before it brews, and sends it once with its key', async () => {
    const calls = mockApi({
      'GET characters/5/recipes': () => recipes({ id: 2, title: 'Høstmarkedet' }),
      'POST characters/5/craft': () => brewed,
    });
    const user = userEvent.setup();
    await renderScreen(<WorkshopSection character={asta} />, { user: testUsers.member });

    const recipe = await screen.findByRole('listitem', { name: 'Livseliksir' });
    expect(screen.getByText('Du er tjekket ind til Høstmarkedet og kan brygge.')).toBeTruthy();
    expect(screen.getByText('Mana: 2 af 3 tilbage')).toBeTruthy();
    expect(within(recipe).getByText('har 4')).toBeTruthy();
    await user.click(within(recipe).getByRole('button', { name: 'Bryg Livseliksir' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bryg Livseliksir' });
    expect(within(dialog).getByText('Det tager: 2 bdt. Røllike, 1 dram Kviksølv.')).toBeTruthy();
    expect(within(dialog).getByText('Det koster 1 mana.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Bryg' }));

    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ special_ability_id: 7, times: 1, reason: '' });
    expect(headersOf(post)['idempotency-key']).toMatch(/.{8,}/);
  });

  it('offers no brewing to a player away from an event', async () => {
    mockApi({ 'GET characters/5/recipes': () => recipes(null) });
    await renderScreen(<WorkshopSection character={asta} />, { user: testUsers.member });
    const recipe = await screen.findByRole('listitem', { name: 'Livseliksir' });
    expect(
      screen.getByText('Du kan brygge, når du er tjekket ind til et arrangement, der er i gang.'),
    ).toBeTruthy();
    expect(
      (within(recipe).getByRole('button', { name: 'Bryg Livseliksir' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
