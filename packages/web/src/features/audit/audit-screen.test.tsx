import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditPage } from '@club/shared/contract/audit';
import { mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { AuditScreen } from './audit-screen';

const admin = { id: 3, name: 'Astrid Admin', email: 'astrid@example.org', role: 'admin' as const };

function page(items: AuditPage['items'], total = items.length): AuditPage {
  return { items, total, limit: 25, offset: 0 };
}

const raceRename: AuditPage['items'][number] = {
  id: 41,
  created_at: '2026-11-20T18:30:00.000Z',
  action: 'update',
  entity: 'race',
  entity_id: 4,
  actor: { id: 2, name: 'Bjarke Bestyrelse', email: 'bjarke@example.org' },
  before: { id: 4, name: 'Dværge', base_hits: 6, base_mana: 1 },
  after: { id: 4, name: 'Bjergdværge', base_hits: 8, base_mana: 1 },
};

describe('AuditScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows who changed what and when, the changed fields first and marked', async () => {
    mockApi({
      'GET audit?limit=25&offset=0': () => page([raceRename]),
      'GET users': () => [],
    });
    await renderScreen(<AuditScreen />, { user: testUsers.board });
    const entry = await screen.findByRole('listitem', { name: 'Ændring 41' });
    expect(within(entry).getAllByText('Bjergdværge').length).toBeGreaterThan(0);
    expect(within(entry).getByText('Bjarke Bestyrelse')).toBeTruthy();
    const rows = within(entry).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Navn (ændret)DværgeBjergdværge',
      'Grundliv (ændret)68',
    ]);
    await userEvent.click(within(entry).getByRole('button', { name: 'Vis alle felter' }));
    expect(within(entry).getAllByRole('row')).toHaveLength(5);
  });

  it('sends the filters and pages through the results', async () => {
    const calls = mockApi({
      'GET audit?limit=25&offset=0': () => page([raceRename], 60),
      'GET audit?entity=race&limit=25&offset=0': () => page([raceRename], 60),
      'GET audit?entity=race&limit=25&offset=25': () => page([{ ...raceRename, id: 16 }], 60),
      'GET users': () => [],
    });
    await renderScreen(<AuditScreen />, { user: testUsers.board });
    await screen.findByText('60 ændringer');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'race');
    await userEvent.click(await screen.findByRole('button', { name: 'Side 2' }));
    await screen.findByRole('listitem', { name: 'Ændring 16' });
    expect(calls.map((call) => call.path)).toContain('audit?entity=race&limit=25&offset=25');
  });

  it('offers admins only the user-management entity types', async () => {
    mockApi({ 'GET audit?limit=25&offset=0': () => page([]), 'GET users': () => [] });
    await renderScreen(<AuditScreen />, { user: admin });
    await screen.findByText('Ingen ændringer passer til filtrene.');
    const options = within(screen.getByRole('combobox', { name: 'Type' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Alle typer', 'Bruger', 'Figur', 'Arrangement']);
    expect(screen.queryByRole('link', { name: 'Regeldata' })).toBeNull();
  });
});
