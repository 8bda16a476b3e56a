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
  entity_name: 'Bjergdværge',
  actor: { id: 2, name: 'Bjarke Bestyrelse', email: 'bjarke@example.org' },
  on_behalf_of: null,
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

  it('names a guardian who acted as a child of theirs, and the child', async () => {
    mockApi({
      'GET audit?limit=25&offset=0': () =>
        page([
          {
            ...raceRename,
            id: 42,
            action: 'change-request',
            entity: 'character',
            entity_id: 7,
            entity_name: 'Lille Ulv',
            actor: { id: 5, name: 'Mette Mor', email: 'mette@example.org' },
            on_behalf_of: { id: 6, name: 'Asta' },
            before: null,
            after: { message: 'Må jeg bytte min evne?' },
          },
        ]),
      'GET users': () => [],
    });
    await renderScreen(<AuditScreen />, { user: testUsers.board });
    const entry = await screen.findByRole('listitem', { name: 'Ændring 42' });
    expect(within(entry).getByText('Mette Mor for Asta')).toBeTruthy();
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

  it('names the entity by the server’s name and reads codes, flags and roles in Danish', async () => {
    const roleChange: AuditPage['items'][number] = {
      ...raceRename,
      id: 42,
      action: 'role-change',
      entity: 'user',
      entity_id: 2,
      entity_name: 'Sigrid Stålhånd',
      before: { role: 'user' },
      after: { role: 'bestyrelse' },
    };
    const answered: AuditPage['items'][number] = {
      ...raceRename,
      id: 43,
      action: 'change-request-approve',
      entity: 'character',
      entity_id: 9,
      entity_name: 'Eir Ravnsdatter',
      before: { change_request_id: 5, status: 'open', allow_update: 0 },
      after: { change_request_id: 5, status: 'approved', allow_update: 1 },
    };
    const imported: AuditPage['items'][number] = {
      ...raceRename,
      id: 44,
      action: 'import',
      entity: 'rules',
      entity_id: null,
      entity_name: null,
      before: null,
      after: { races: 7 },
    };
    mockApi({
      'GET audit?limit=25&offset=0': () => page([roleChange, answered, imported]),
      'GET users': () => [],
    });
    await renderScreen(<AuditScreen />, { user: testUsers.board });

    const role = await screen.findByRole('listitem', { name: 'Ændring 42' });
    expect(within(role).getByText('Sigrid Stålhånd')).toBeTruthy();
    expect(within(role).getByText('Rolle ændret')).toBeTruthy();
    expect(within(role).getAllByRole('row')[1]!.textContent).toBe('Rolle (ændret)MedlemBestyrelse');

    const request = screen.getByRole('listitem', { name: 'Ændring 43' });
    expect(within(request).getByText('Eir Ravnsdatter')).toBeTruthy();
    expect(within(request).getByText('Ændringsanmodning godkendt')).toBeTruthy();
    const rows = within(request)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Status (ændret)ÅbenGodkendt', 'Ark låst op (ændret)NejJa']);
    await userEvent.click(within(request).getByRole('button', { name: 'Vis alle felter' }));
    expect(within(request).getByText('Ændringsanmodning (nr.)')).toBeTruthy();

    const rules = screen.getByRole('listitem', { name: 'Ændring 44' });
    expect(within(rules).getAllByText('Regeldata').length).toBeGreaterThan(1);
    const shown = screen.getByRole('list', { name: 'Ændringer' }).textContent ?? '';
    for (const code of [/Uden navn/, /change_request_id/, /\bbestyrelse\b/, /allow_update/])
      expect(shown).not.toMatch(code);
  });
});
