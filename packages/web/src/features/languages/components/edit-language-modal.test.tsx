import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@club/shared/contract/languages';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { EditLanguageModal } from './edit-language-modal';

const language: Language = {
  id: 3,
  name: 'Gammel Dværgisk',
  sampleText: 'Sten og salt.',
  link: 'https://example.com/dvaergisk',
  has_font: 1,
};

const impact = {
  characters: [
    {
      id: 41,
      name: 'Sigrun',
      user_id: 7,
      reasons: [{ code: 'review.costExceedsXp', params: { cost: 12, xp: 10 } }],
    },
  ],
};

const asked = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('editing a language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('removes the font directly when the dry run puts nobody under review', async () => {
    const calls = mockApi({
      'PUT languages/3?dry_run=true': () => ({
        ...language,
        has_font: 0,
        impact: { characters: [] },
      }),
      'PUT languages/3': () => ({ ...language, has_font: 0, impact: { characters: [] } }),
    });
    const onClose = vi.fn();
    await renderScreen(<EditLanguageModal language={language} onClose={onClose} />, {
      user: testUsers.board,
    });
    await screen.findByRole('dialog', { name: 'Rediger sproget Gammel Dværgisk' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fjern skrifttypen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(asked(calls)).toEqual(['PUT languages/3?dry_run=true', 'PUT languages/3']);
    const sent = calls.at(-1)?.body as FormData;
    expect(sent.get('removeFont')).toBe('true');
  });

  it('shows whom deleting the language puts under review and deletes only once confirmed', async () => {
    const calls = mockApi({
      'DELETE languages/3?dry_run=true': () => ({ impact }),
      'DELETE languages/3': () => ({ impact }),
    });
    const onClose = vi.fn();
    await renderScreen(<EditLanguageModal language={language} onClose={onClose} />, {
      user: testUsers.board,
    });
    await screen.findByRole('dialog', { name: 'Rediger sproget Gammel Dværgisk' });
    await userEvent.click(screen.getByRole('button', { name: 'Slet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slet sprog' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slet' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ændringen berører låste figurer' });
    expect(within(dialog).getByText('Ændringen sætter 1 figur til gennemsyn')).toBeTruthy();
    expect(asked(calls)).toEqual(['DELETE languages/3?dry_run=true']);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem alligevel (1 figur)' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(asked(calls)).toEqual(['DELETE languages/3?dry_run=true', 'DELETE languages/3']);
  });
});
