import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Class, Race } from '@club/shared/contract/rules';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { EditClassModal } from '../../classes/components/edit-class-modal';
import { EditRaceModal } from './edit-race-modal';

const race: Race = {
  id: 4,
  name: 'Dværge',
  description: 'Fra bjergene.',
  image_path: 'dwarfs.svg',
  base_hits: 6,
  base_mana: 1,
};

const cls: Class = {
  id: 9,
  name: 'Kriger',
  description: 'Sværd og ære.',
  conflict: 0,
  additional_professions: 4,
};

describe('editing a race and a class', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses an http picture address in the form and sends only the changed fields', async () => {
    const calls = mockApi({
      'PUT races/4': () => ({ ...race, name: 'Bjergdværge', allowed_classes: [] }),
    });
    const onClose = vi.fn();
    await renderScreen(<EditRaceModal race={race} onClose={onClose} />, { user: testUsers.board });
    const dialog = await screen.findByRole('dialog', { name: 'Rediger racen Dværge' });
    await userEvent.click(screen.getByText('Adresse'));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Billedets adresse' }),
      'http://x.org/a.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await screen.findByText('Adressen skal begynde med https:// eller /');
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByText('Indbygget'));
    const name = screen.getByRole('textbox', { name: 'Navn' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bjergdværge');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'PUT', path: 'races/4', body: { name: 'Bjergdværge' } }]);
    expect(dialog).toBeTruthy();
  });

  it("shows the server's refusal of a class's optional professions with its numbers", async () => {
    mockApi({
      'PUT classes/9': () =>
        apiError(409, 'errors.classProfessionCount', 'The class has 2 mandatory…', {
          mandatory: 2,
          needed: 4,
        }),
    });
    await renderScreen(<EditClassModal cls={cls} onClose={() => {}} />, { user: testUsers.board });
    await screen.findByRole('dialog', { name: 'Rediger klassen Kriger' });
    const count = screen.getByRole('textbox', { name: 'Antal valgfrie professioner' });
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(screen.getByRole('switch', { name: /^Konfliktklasse/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Klassen har 2 obligatoriske professioner, så den skal tilbyde 4 valgfrie.',
    );
  });
});
