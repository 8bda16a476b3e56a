import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Race } from '@club/shared/contract/rules';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { impact, setNumber, writes } from '../../../test/rules-edit';
import { EditRaceModal } from './edit-race-modal';

const race: Race = {
  id: 4,
  name: 'Dværge',
  singular_name: 'Dværg',
  description: 'Fra bjergene.',
  image_path: 'dwarfs.svg',
  base_hits: 6,
  base_mana: 1,
};

const noImpact = { characters: [] };

describe('editing a race', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses an http picture address in the form and sends only the changed fields', async () => {
    const calls = mockApi({
      'PUT races/4?dry_run=true': () => ({ ...race, name: 'Bjergdværge', impact: noImpact }),
      'PUT races/4': () => ({ ...race, name: 'Bjergdværge', impact: noImpact }),
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
    expect(calls).toEqual([
      { method: 'PUT', path: 'races/4?dry_run=true', body: { name: 'Bjergdværge' } },
      { method: 'PUT', path: 'races/4', body: { name: 'Bjergdværge' } },
    ]);
    expect(dialog).toBeTruthy();
  });

  it('changes the name of one of the race’s folk, which characters show', async () => {
    const calls = mockApi({
      'PUT races/4?dry_run=true': () => ({
        ...race,
        singular_name: 'Bjergdværg',
        impact: noImpact,
      }),
      'PUT races/4': () => ({ ...race, singular_name: 'Bjergdværg', impact: noImpact }),
    });
    const onClose = vi.fn();
    await renderScreen(<EditRaceModal race={race} onClose={onClose} />, { user: testUsers.board });
    await screen.findByRole('dialog', { name: 'Rediger racen Dværge' });
    const singular = screen.getByRole('textbox', { name: 'Ental (på en figur)' });
    expect((singular as HTMLInputElement).value).toBe('Dværg');
    await userEvent.clear(singular);
    await userEvent.type(singular, 'Bjergdværg');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: 'races/4',
      body: { singular_name: 'Bjergdværg' },
    });
  });

  it("shows whom a race's new base puts under review and saves only once confirmed", async () => {
    const calls = mockApi({
      'PUT races/4?dry_run=true': () => ({ ...race, base_hits: 8, impact }),
      'PUT races/4': () => ({ ...race, base_hits: 8, impact }),
    });
    const onClose = vi.fn();
    await renderScreen(<EditRaceModal race={race} onClose={onClose} />, { user: testUsers.board });
    await screen.findByRole('dialog', { name: 'Rediger racen Dværge' });
    await setNumber('Grundliv', '8');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ændringen berører låste figurer' });
    expect(within(dialog).getByText('Ændringen sætter 2 figurer til gennemsyn')).toBeTruthy();
    expect(within(dialog).getByText('Sigrun')).toBeTruthy();
    expect(within(dialog).getByText('Ulf')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'PUT', path: 'races/4?dry_run=true', body: { base_hits: 8 } },
    ]);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Gem alligevel (2 figurer)' }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([{ method: 'PUT', path: 'races/4', body: { base_hits: 8 } }]);
  });

  it('sends nothing when the editor cancels at the impact of a race edit', async () => {
    const calls = mockApi({
      'PUT races/4?dry_run=true': () => ({ ...race, base_mana: 3, impact }),
    });
    const onClose = vi.fn();
    await renderScreen(<EditRaceModal race={race} onClose={onClose} />, { user: testUsers.board });
    await screen.findByRole('dialog', { name: 'Rediger racen Dværge' });
    await setNumber('Grundmana', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ændringen berører låste figurer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fortryd' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ændringen berører låste figurer' })).toBeNull(),
    );
    expect(writes(calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a race directly when the dry run puts nobody under review', async () => {
    const calls = mockApi({
      'PUT races/4?dry_run=true': () => ({ ...race, base_hits: 7, impact: noImpact }),
      'PUT races/4': () => ({ ...race, base_hits: 7, impact: noImpact }),
    });
    const onClose = vi.fn();
    await renderScreen(<EditRaceModal race={race} onClose={onClose} />, { user: testUsers.board });
    await screen.findByRole('dialog', { name: 'Rediger racen Dværge' });
    await setNumber('Grundliv', '7');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Ændringen berører låste figurer' })).toBeNull();
    expect(calls).toEqual([
      { method: 'PUT', path: 'races/4?dry_run=true', body: { base_hits: 7 } },
      { method: 'PUT', path: 'races/4', body: { base_hits: 7 } },
    ]);
  });

  it('asks the dry run of an uploaded picture too, and uploads only once confirmed', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:race', revokeObjectURL: () => {} }),
    );
    const calls = mockApi({
      'POST races/4/image?dry_run=true': () => ({ ...race, allowed_classes: [], impact }),
      'POST races/4/image': () => ({ ...race, allowed_classes: [], impact }),
    });
    const onClose = vi.fn();
    await renderScreen(<EditRaceModal race={race} onClose={onClose} />, { user: testUsers.board });
    await screen.findByRole('dialog', { name: 'Rediger racen Dværge' });
    await userEvent.click(screen.getByText('Upload'));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['png'], 'forest.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ændringen berører låste figurer' });
    expect(within(dialog).getByText('Sigrun')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST races/4/image?dry_run=true',
    ]);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Gem alligevel (2 figurer)' }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST races/4/image?dry_run=true',
      'POST races/4/image',
    ]);
    expect(calls[1]?.body).toBeInstanceOf(FormData);
  });
});
