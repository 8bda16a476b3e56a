import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialAbility } from '@club/shared/contract/rules';
import { apiError, mockApi, type ApiCall } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { SpecialAbilitiesOverviewScreen } from './special-abilities-overview-screen';

const potion: SpecialAbility = {
  id: 1,
  name: 'Livseliksir',
  effect: 'Heler alle sår.',
  ingredients: 'Guldrod',
  duration: 'Straks',
  mana_cost: 2,
  type: 'Alkymi',
  requirement: '',
  note: '',
  link: 'https://example.org/eliksir',
};
const tongue: SpecialAbility = {
  ...potion,
  id: 2,
  name: 'Dværgemål',
  effect: 'Et sprog.',
  type: 'Sprog',
  link: '',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SpecialAbilitiesOverviewScreen', () => {
  it('shows each card with its fields and a link that opens in a new tab', async () => {
    mockApi({ 'GET special-abilities': () => ({ abilities: [tongue, potion] }) });
    await renderScreen(<SpecialAbilitiesOverviewScreen />, { user: testUsers.board });

    const card = await screen.findByRole('article', { name: 'Livseliksir' });
    expect(within(card).getByText('Heler alle sår.')).toBeTruthy();
    expect(within(card).getByText('Guldrod')).toBeTruthy();
    const link = within(card).getByRole('link', { name: /Åbn link/ });
    expect(link.getAttribute('href')).toBe('https://example.org/eliksir');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('filters by name, effect or affiliation', async () => {
    mockApi({ 'GET special-abilities': () => ({ abilities: [tongue, potion] }) });
    const user = userEvent.setup();
    await renderScreen(<SpecialAbilitiesOverviewScreen />, { user: testUsers.board });
    await screen.findByRole('article', { name: 'Livseliksir' });

    await user.type(screen.getByRole('searchbox', { name: 'Søg i specialevner' }), 'sprog');

    expect(screen.queryByRole('article', { name: 'Livseliksir' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Dværgemål' })).toBeTruthy();
  });

  it('edits a card in place and saves it', async () => {
    let stored = potion;
    const calls = mockApi({
      'GET special-abilities': () => ({ abilities: [stored] }),
      'PUT special-abilities/1': (call: ApiCall) => {
        stored = { ...stored, ...(call.body as object) };
        return { ability: stored };
      },
    });
    const user = userEvent.setup();
    await renderScreen(<SpecialAbilitiesOverviewScreen />, { user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Rediger: Livseliksir' }));
    const duration = screen.getByRole('textbox', { name: 'Varighed' });
    await user.clear(duration);
    await user.type(duration, 'En time');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: 'special-abilities/1',
          body: expect.objectContaining({
            name: 'Livseliksir',
            duration: 'En time',
            type: 'Alkymi',
          }),
        },
      ]),
    );
    expect(await screen.findByText('En time')).toBeTruthy();
  });

  it('shows the translated refusal when a special ability in use is deleted', async () => {
    mockApi({
      'GET special-abilities': () => ({ abilities: [potion] }),
      'DELETE special-abilities/1': () =>
        apiError(409, 'errors.inUse', 'Special ability is in use'),
    });
    const user = userEvent.setup();
    await renderScreen(<SpecialAbilitiesOverviewScreen />, { user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Slet Livseliksir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet specialevne' });
    await user.click(within(dialog).getByRole('button', { name: 'Slet' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Den er stadig i brug og kan ikke slettes',
    );
    expect(screen.getByRole('article', { name: 'Livseliksir' })).toBeTruthy();
  });
});
