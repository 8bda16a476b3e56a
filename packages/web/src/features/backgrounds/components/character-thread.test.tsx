import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import type { Background, CharacterComment } from '@club/shared/contract/backgrounds';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { mockApi } from '../../../test/mock-api';
import { draftKey } from '../../../lib/local-drafts';
import { CharacterThread } from './character-thread';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin: User = { id: 9, name: 'Asta Arrangør', email: 'asta@example.org', role: 'admin' };
const character = { id: 5, user_id: testUsers.member.id, name: 'Bjørn Bredøkse' };

function background(overrides: Partial<Background> = {}): Background {
  return {
    character_id: 5,
    character_name: 'Bjørn Bredøkse',
    text: '',
    status: 'draft',
    review_comment: null,
    reviewed_by_name: null,
    reviewed_at: null,
    submitted_at: null,
    updated_at: null,
    ...overrides,
  };
}

function comment(overrides: Partial<CharacterComment> = {}): CharacterComment {
  return {
    id: 1,
    character_id: 5,
    author_id: admin.id,
    author_name: admin.name,
    author_is_staff: true,
    text: 'Velkommen til kampagnen.',
    staff_only: false,
    created_at: '2026-05-01T10:00:00Z',
    ...overrides,
  };
}

describe('CharacterThread', () => {
  it('lets the owner write a draft, preview its markup and submit it', async () => {
    let current = background();
    const calls = mockApi({
      'GET characters/5/background': () => current,
      'PUT characters/5/background': (call) => {
        current = background({
          text: (call.body as { text: string }).text,
          updated_at: new Date().toISOString(),
        });
        return current;
      },
      'POST characters/5/background/submit': () => {
        current = { ...current, status: 'submitted', submitted_at: '2026-05-02T10:00:00Z' };
        return current;
      },
      'GET characters/5/comments': () => ({ comments: [] }),
      'GET characters/5/story': () => ({ reports: [] }),
    });
    const user = userEvent.setup();
    await renderScreen(<CharacterThread character={character} />, { user: testUsers.member });

    const section = await screen.findByRole('region', { name: 'Baggrundshistorie' });
    expect(await within(section).findByText('Kladde')).toBeTruthy();
    await user.type(
      within(section).getByRole('textbox', { name: 'Baggrundshistorie for Bjørn Bredøkse' }),
      '# Barndom{enter}{enter}Voksede op i *bjergene*.',
    );
    await user.click(within(section).getByRole('tab', { name: 'Forhåndsvisning' }));
    expect(await within(section).findByRole('heading', { name: 'Barndom' })).toBeTruthy();
    expect(within(section).getByText('bjergene').tagName).toBe('EM');

    await user.click(within(section).getByRole('button', { name: 'Indsend til arrangørerne' }));
    expect(await within(section).findByText('Indsendt')).toBeTruthy();
    // The draft is saved as the member pauses, and the whole text before it is submitted.
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.at(-1)).toMatchObject({ method: 'POST', path: 'characters/5/background/submit' });
    expect(writes.slice(0, -1).every((c) => c.method === 'PUT')).toBe(true);
    expect(writes.at(-2)?.body).toEqual({ text: '# Barndom\n\nVoksede op i *bjergene*.' });
    // Submitted, the text is no longer editable.
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('brings back text kept on this phone that the server does not have, and saves it', async () => {
    localStorage.setItem(
      draftKey(testUsers.member.id, 'background', 5),
      JSON.stringify({ text: 'Skrevet i bussen uden net.', at: '2026-05-02T10:00:00Z' }),
    );
    let current = background({ text: 'Ældre tekst.', updated_at: '2026-05-01T10:00:00Z' });
    const calls = mockApi({
      'GET characters/5/background': () => current,
      'PUT characters/5/background': (call) => {
        current = background({
          text: (call.body as { text: string }).text,
          updated_at: '2026-05-02T10:05:00Z',
        });
        return current;
      },
      'GET characters/5/comments': () => ({ comments: [] }),
      'GET characters/5/story': () => ({ reports: [] }),
    });
    const user = userEvent.setup();
    await renderScreen(<CharacterThread character={character} />, { user: testUsers.member });

    const section = await screen.findByRole('region', { name: 'Baggrundshistorie' });
    const box = await within(section).findByRole('textbox', {
      name: 'Baggrundshistorie for Bjørn Bredøkse',
    });
    expect((box as HTMLTextAreaElement).value).toBe('Skrevet i bussen uden net.');
    await user.click(within(section).getByRole('button', { name: 'Gem kladde' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        text: 'Skrevet i bussen uden net.',
      }),
    );
    expect(await within(section).findByText(/^Kladde gemt/)).toBeTruthy();
    // The server has it now: this phone keeps no copy.
    await waitFor(() =>
      expect(localStorage.getItem(draftKey(testUsers.member.id, 'background', 5))).toBeNull(),
    );
  });

  it('shows staff the review form and asks for a comment before requesting changes', async () => {
    const calls = mockApi({
      'GET characters/5/background': () =>
        background({
          text: 'Bjørn er smed.',
          status: 'submitted',
          submitted_at: '2026-05-02T10:00:00Z',
        }),
      'POST characters/5/background/review': (call) =>
        background({
          text: 'Bjørn er smed.',
          status: 'changes_requested',
          review_comment: (call.body as { comment: string }).comment,
          reviewed_by_name: admin.name,
          reviewed_at: '2026-05-03T10:00:00Z',
        }),
      'GET characters/5/comments': () => ({ comments: [] }),
      'GET characters/5/story': () => ({ reports: [] }),
    });
    const user = userEvent.setup();
    await renderScreen(<CharacterThread character={character} />, { user: admin });

    const section = await screen.findByRole('region', { name: 'Baggrundshistorie' });
    await within(section).findByText('Bjørn er smed.');
    await user.click(within(section).getByRole('button', { name: 'Bed om ændringer' }));
    expect(within(section).getByText('Skriv, hvad spilleren skal ændre.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(
      within(section).getByRole('textbox', { name: 'Kommentar til spilleren' }),
      'Hvem er hans mester?',
    );
    await user.click(within(section).getByRole('button', { name: 'Bed om ændringer' }));
    expect(await within(section).findByText('Ændringer ønsket')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      status: 'changes_requested',
      comment: 'Hvem er hans mester?',
    });
    // The owner's editor is not staff's to use.
    expect(within(section).queryByRole('textbox', { name: /Baggrundshistorie for/ })).toBeNull();
  });

  it('marks organizers-only notes and offers them to staff only', async () => {
    const thread = {
      comments: [
        comment(),
        comment({ id: 2, text: 'Plot B: hans mester lever.', staff_only: true }),
      ],
    };
    const calls = mockApi({
      'GET characters/5/background': () => background(),
      'GET characters/5/comments': () => thread,
      'POST characters/5/comments': () => ({ comment: comment({ id: 3 }) }),
      'GET characters/5/story': () => ({ reports: [] }),
    });
    const user = userEvent.setup();
    await renderScreen(<CharacterThread character={character} />, { user: admin });

    const note = await screen.findByRole('article', {
      name: 'Note kun for arrangører fra Asta Arrangør',
    });
    expect(within(note).getByText('Plot B: hans mester lever.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Skriv en kommentar' });
    await user.type(within(form).getByRole('textbox', { name: 'Din kommentar' }), 'Kun til os');
    await user.click(within(form).getByRole('checkbox', { name: /Note kun for arrangører/ }));
    await user.click(within(form).getByRole('button', { name: 'Gem note' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        text: 'Kun til os',
        staff_only: true,
      }),
    );
  });

  it('gives the owner no organizers-only checkbox', async () => {
    mockApi({
      'GET characters/5/background': () => background(),
      'GET characters/5/comments': () => ({ comments: [comment()] }),
      'GET characters/5/story': () => ({ reports: [] }),
    });
    await renderScreen(<CharacterThread character={character} />, { user: testUsers.member });
    await screen.findByText('Velkommen til kampagnen.');
    const form = screen.getByRole('form', { name: 'Skriv en kommentar' });
    expect(within(form).queryByRole('checkbox')).toBeNull();
  });
});
