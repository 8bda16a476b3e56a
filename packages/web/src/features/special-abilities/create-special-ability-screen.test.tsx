import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialAbility } from '@club/shared/contract/rules';
import { apiError, mockApi, type ApiCall } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { testUsers } from '../../test/render-screen';
import { CreateSpecialAbilityScreen } from './create-special-ability-screen';

const routes = [
  { path: '/special-abilities/create', element: <CreateSpecialAbilityScreen /> },
  { path: '/manage-special-abilities-overview', element: <p>Kataloget</p> },
];

function created(call: ApiCall): SpecialAbility {
  return { id: 5, ...(call.body as Omit<SpecialAbility, 'id'>) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CreateSpecialAbilityScreen', () => {
  it('needs a name and an affiliation before it sends anything', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/special-abilities/create', user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Opret' }));

    expect(await screen.findByText('Skal udfyldes')).toBeTruthy();
    expect(screen.getByText('Vælg et tilhørsforhold')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a link that is not a web address', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/special-abilities/create', user: testUsers.board });

    await user.type(await screen.findByRole('textbox', { name: /Navn/ }), 'Dværgemål');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tilhørsforhold/ }), 'Sprog');
    await user.type(screen.getByRole('textbox', { name: /Link/ }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Opret' }));

    expect(await screen.findByText('Linket skal begynde med http:// eller https://')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('creates the special ability and goes to the catalogue', async () => {
    const calls = mockApi({ 'POST special-abilities': created });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, {
      path: '/special-abilities/create',
      user: testUsers.board,
    });

    await user.type(await screen.findByRole('textbox', { name: /Navn/ }), 'Dværgemål');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tilhørsforhold/ }), 'Sprog');
    await user.type(screen.getByRole('textbox', { name: 'Manapris' }), '2');
    await user.type(screen.getByRole('textbox', { name: /Link/ }), 'https://example.org/font');
    await user.click(screen.getByRole('button', { name: 'Opret' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manage-special-abilities-overview'),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'special-abilities',
        body: {
          name: 'Dværgemål',
          effect: '',
          ingredients: '',
          duration: '',
          mana_cost: 2,
          type: 'Sprog',
          requirement: '',
          note: '',
          link: 'https://example.org/font',
        },
      },
    ]);
  });

  it('goes to the catalogue even when creating fails, only logging the failure', async () => {
    mockApi({ 'POST special-abilities': () => apiError(500, 'errors.internal', 'Internal error') });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, {
      path: '/special-abilities/create',
      user: testUsers.board,
    });

    await user.type(await screen.findByRole('textbox', { name: /Navn/ }), 'Dværgemål');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tilhørsforhold/ }), 'Alkymi');
    await user.click(screen.getByRole('button', { name: 'Opret' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manage-special-abilities-overview'),
    );
    expect(logged).toHaveBeenCalled();
  });

  it('Cancel goes to the catalogue without creating anything', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, {
      path: '/special-abilities/create',
      user: testUsers.board,
    });

    await user.click(await screen.findByRole('button', { name: 'Annuller' }));

    expect(router.state.location.pathname).toBe('/manage-special-abilities-overview');
    expect(calls).toEqual([]);
  });
});
