import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Class, ClassProfessionsResponse } from '@club/shared/contract/rules';
import { apiError, mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { ClassesScreen } from './classes-screen';

const warrior: Class = {
  id: 1,
  name: 'Kriger',
  description: 'Lever for kampen og æren.',
  conflict: 0,
  additional_professions: 2,
};
const priest: Class = {
  id: 2,
  name: 'Præst',
  description: 'Tjener guderne med bøn og helbredelse.',
  conflict: 0,
  additional_professions: 1,
};
const shadow: Class = {
  id: 3,
  name: 'Skyggedanser',
  description: 'Kun med arrangørernes tilladelse.',
  conflict: 1,
  additional_professions: 3,
};

const warriorProfessions: ClassProfessionsResponse = {
  mandatory: [
    { id: 11, name: 'Våbenbrug', sort_order: 1 },
    { id: 12, name: 'Rustningsbrug', sort_order: 2 },
  ],
  assigned: [
    { id: 13, name: 'Smed', sort_order: 1 },
    { id: 14, name: 'Jæger', sort_order: 2 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ClassesScreen', () => {
  it('keeps only classes whose name or description matches the search', async () => {
    mockApi({ 'GET classes': () => [warrior, priest] });
    const user = userEvent.setup();
    await renderScreen(<ClassesScreen />, { user: testUsers.member });
    await screen.findByRole('article', { name: /Kriger/ });
    const search = screen.getByRole('searchbox', { name: 'Søg i klasser' });

    await user.click(search);
    await user.paste('GUDERNE');
    expect(screen.queryByRole('article', { name: /Kriger/ })).toBeNull();
    expect(screen.getByRole('article', { name: /Præst/ })).toBeTruthy();

    await user.clear(search);
    await user.click(search);
    await user.paste('krig');
    expect(screen.getByRole('article', { name: /Kriger/ })).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Præst/ })).toBeNull();
  });

  it('loads the professions when a class is expanded and shows both lists', async () => {
    const calls = mockApi({
      'GET classes': () => [warrior, priest],
      'GET classes/1/professions': () => warriorProfessions,
    });
    const user = userEvent.setup();
    await renderScreen(<ClassesScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: /Kriger/ });
    expect(calls.some((c) => c.path.endsWith('/professions'))).toBe(false);
    expect(within(card).getByText('Vælg 2 valgfrie professioner')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Professioner' }));

    const mandatory = await within(card).findByRole('heading', {
      name: 'Obligatoriske professioner:',
    });
    const optional = within(card).getByRole('heading', { name: 'Valgfrie professioner:' });
    const mandatoryList = mandatory.parentElement!.querySelector('ul')!;
    const optionalList = optional.parentElement!.querySelector('ul')!;
    expect(
      within(mandatoryList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Våbenbrug', 'Rustningsbrug']);
    expect(
      within(optionalList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Smed', 'Jæger']);
  });

  it('hides conflict classes from members even if the server sends one', async () => {
    mockApi({ 'GET classes': () => [warrior, shadow] });
    await renderScreen(<ClassesScreen />, { user: testUsers.member });
    await screen.findByRole('article', { name: /Kriger/ });
    expect(screen.queryByRole('article', { name: /Skyggedanser/ })).toBeNull();
  });

  it('shows rules editors conflict classes with a visible label', async () => {
    mockApi({ 'GET classes': () => [warrior, shadow] });
    await renderScreen(<ClassesScreen />, { user: testUsers.board });
    const card = await screen.findByRole('article', { name: /Skyggedanser/ });
    expect(card.getAttribute('data-conflict')).toBe('true');
    expect(within(card).getByText('Konflikt')).toBeTruthy();
    const plain = screen.getByRole('article', { name: /Kriger/ });
    expect(plain.hasAttribute('data-conflict')).toBe(false);
  });

  it('lets rules editors save a description', async () => {
    let description = warrior.description;
    const calls = mockApi({
      'GET classes': () => [{ ...warrior, description }],
      'PUT classes/1': ({ body }) => {
        description = (body as { description: string }).description;
        return { ...warrior, description };
      },
    });
    const user = userEvent.setup();
    await renderScreen(<ClassesScreen />, { user: testUsers.board });
    const card = await screen.findByRole('article', { name: /Kriger/ });
    await user.click(within(card).getByRole('button', { name: 'Beskrivelse' }));
    await user.click(within(card).getByRole('button', { name: /Rediger/ }));
    const textarea = within(card).getByRole('textbox', { name: 'Beskrivelse af Kriger' });
    await user.clear(textarea);
    await user.click(textarea);
    await user.paste('Står forrest i slaget.');
    await user.click(within(card).getByRole('button', { name: 'Gem' }));

    expect(await within(card).findByText('Står forrest i slaget.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      description: 'Står forrest i slaget.',
    });
  });

  it('gives members no edit button', async () => {
    mockApi({ 'GET classes': () => [warrior] });
    const user = userEvent.setup();
    await renderScreen(<ClassesScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: /Kriger/ });
    await user.click(within(card).getByRole('button', { name: 'Beskrivelse' }));
    expect(within(card).getByText('Lever for kampen og æren.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Rediger/ })).toBeNull();
  });

  it('says so when the classes cannot be loaded', async () => {
    mockApi({ 'GET classes': () => apiError(500, 'errors.internal', 'Boom') });
    await renderScreen(<ClassesScreen />, { user: testUsers.member });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Klasserne kunne ikke hentes. Prøv igen.',
      ),
    );
  });
});
