import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ability } from '@club/shared/contract/rules';
import { apiError, mockApi, type ApiCall } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { testUsers } from '../../test/render-screen';
import { CreateAbilityScreen } from './create-ability-screen';

const routes = [
  { path: '/abilities/create', element: <CreateAbilityScreen /> },
  { path: '/manage-abilities', element: <p>Evnelisten</p> },
];

function created(call: ApiCall): Ability {
  return { id: 99, ...(call.body as Omit<Ability, 'id'>) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CreateAbilityScreen', () => {
  it('refuses a negative typed into a minimum-0 field with a message, keeping what was typed', async () => {
    const calls = mockApi({ 'POST abilities': (call) => created(call) });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/abilities/create', user: testUsers.board });
    await user.type(await screen.findByRole('textbox', { name: /^Navn/ }), 'Ildkugle');
    const mana = screen.getByRole('textbox', { name: 'Manapris' });
    await user.type(mana, '-3');
    await user.tab();
    expect((mana as HTMLInputElement).value).toBe('-3');
    await user.click(screen.getByRole('button', { name: /Opret evne/ }));
    expect(await screen.findByText('Skal være et helt tal på mindst 0')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('starts with an XP cost of 2', async () => {
    mockApi({});
    await renderRoutes(routes, { path: '/abilities/create', user: testUsers.board });

    expect((await screen.findByRole('textbox', { name: /XP-pris/ })).getAttribute('value')).toBe(
      '2',
    );
  });

  it('asks for the required fields and sends nothing while the name is missing', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/abilities/create', user: testUsers.board });

    await user.clear(await screen.findByRole('textbox', { name: /XP-pris/ }));
    await user.click(screen.getByRole('button', { name: 'Opret evne' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Udfyld alle påkrævede felter');
    expect(screen.getAllByText('Skal udfyldes')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('creates the ability with its type in Danish and goes to the ability list', async () => {
    const calls = mockApi({ 'POST abilities': created });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, {
      path: '/abilities/create',
      user: testUsers.board,
    });

    await user.type(await screen.findByRole('textbox', { name: /Navn/ }), '  Ildkugle ');
    await user.type(screen.getByRole('textbox', { name: 'Effekt' }), 'Kaster en kugle af ild.');
    await user.type(screen.getByRole('textbox', { name: 'Manapris' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Formel');
    await user.click(screen.getByRole('checkbox', { name: /Har specialevner/ }));
    await user.click(screen.getByRole('button', { name: 'Opret evne' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-abilities'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'abilities',
        body: {
          name: 'Ildkugle',
          xpcost: 2,
          effect: 'Kaster en kugle af ild.',
          bonus_hits: 0,
          type: 'Formel',
          bonus_kp: 0,
          bonus_rp: 0,
          bonus_mp: 0,
          duration: '',
          rite: '',
          cost_mana: 3,
          requirement: '',
          note: '',
          has_special_ability: 1,
        },
      },
    ]);
  });

  it('says the ability could not be created when the server fails, and stays', async () => {
    mockApi({ 'POST abilities': () => apiError(500, 'errors.internal', 'Internal error') });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, {
      path: '/abilities/create',
      user: testUsers.board,
    });

    await user.type(await screen.findByRole('textbox', { name: /Navn/ }), 'Ildkugle');
    await user.click(screen.getByRole('button', { name: 'Opret evne' }));

    expect(await screen.findByText('Evnen kunne ikke oprettes. Prøv igen.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/abilities/create');
  });
});
