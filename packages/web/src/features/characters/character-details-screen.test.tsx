import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiError, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { testUsers } from '../../test/render-screen';
import { CharacterDetailsScreen } from './character-details-screen';
import { character, professionAbility, storedAbility } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [
  { path: '/character/:id', element: <CharacterDetailsScreen /> },
  { path: '/character/:id/overview', element: <CharacterDetailsScreen /> },
];

describe('CharacterDetailsScreen', () => {
  it('shows the professions in order with the first marked, the XP ledger and a link to the sheet', async () => {
    mockApi({
      'GET characters/5': () =>
        character({
          professions: [
            { id: 102, name: 'Rustningsbrug', position: 2 },
            { id: 101, name: 'Våbenbrug', position: 1 },
          ],
          arrangor_ability_2: 'Kongens ven',
        }),
      'GET characters/5/abilities': () => [
        storedAbility(professionAbility(101, 1, 1, { name: 'Sværdhug' })),
      ],
      'GET characters/5/xp': () => ({
        xp: 10,
        entries: [
          {
            id: 1,
            character_id: 5,
            amount: 10,
            reason: 'Start-XP',
            awarded_by: null,
            awarded_by_name: null,
            created_at: '2026-05-01T10:00:00.000Z',
          },
        ],
      }),
    });
    await renderRoutes(routes, { path: '/character/5/overview', user: testUsers.member });

    expect(await screen.findByRole('heading', { level: 1, name: 'Thorin' })).toBeTruthy();
    const professions = screen.getByRole('region', { name: 'Professioner' });
    const items = within(professions).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Våbenbrug');
    expect(items[0]?.textContent).toContain('Første profession');
    expect(items[1]?.textContent).toContain('Rustningsbrug');
    expect(await within(professions).findByText(/Sværdhug/)).toBeTruthy();
    expect(screen.getByText('Kongens ven')).toBeTruthy();
    const ledger = screen.getByRole('region', { name: 'XP-historik' });
    // The ledger is a table on wide screens and a list on a phone; both are in the page.
    expect((await within(ledger).findAllByText('Start-XP')).length).toBeGreaterThan(0);
    expect(within(ledger).getAllByText('+10').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Åbn evnearket' }).getAttribute('href')).toBe(
      '/character/5/abilities',
    );
  });

  it('refuses an id that is not a number', async () => {
    const calls = mockApi({});
    await renderRoutes(routes, { path: '/character/x1', user: testUsers.member });
    expect(await screen.findByText('Ugyldigt figur-id')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says a character that does not exist does not, with nothing to try again', async () => {
    mockApi({ 'GET characters/5': () => apiError(404, 'errors.notFound', 'Character not found') });
    await renderRoutes(routes, { path: '/character/5', user: testUsers.member });
    expect(await screen.findByText(/Figuren findes ikke/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).toBeNull();
  });

  it('offers to try again when loading failed for another reason', async () => {
    mockApi({ 'GET characters/5': () => apiError(500, 'errors.internal', 'Internal error') });
    await renderRoutes(routes, { path: '/character/5', user: testUsers.member });
    expect(await screen.findByText('Figuren kunne ikke hentes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});
