import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@club/shared/contract/notifications';
import { renderScreen, testUsers } from '../../test/render-screen';
import { mockApi } from '../../test/mock-api';
import { InboxScreen } from './inbox-screen';
import { UnreadBadge } from './components/unread-badge';

afterEach(() => {
  vi.unstubAllGlobals();
});

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'background_reviewed',
    title: {
      key: 'notifications.titles.backgroundChangesRequested',
      params: { character: 'Bjørn Bredøkse' },
    },
    body: null,
    link: '/character/5/background',
    created_at: '2026-05-01T10:00:00Z',
    read_at: null,
    ...overrides,
  };
}

const items = [
  notification(),
  notification({
    id: 2,
    kind: 'xp_awarded',
    title: {
      key: 'notifications.titles.xpAwarded',
      params: { character: 'Bjørn Bredøkse', amount: 3, reason: 'Efterspilsrapport: Høstslaget' },
    },
    link: '/character/5/overview',
    read_at: '2026-05-02T10:00:00Z',
  }),
];

describe('InboxScreen', () => {
  it('lists titles in Danish, linked to what they are about, with the unread ones marked', async () => {
    mockApi({ 'GET notifications': () => ({ items, unread: 1 }) });
    await renderScreen(<InboxScreen />, { user: testUsers.member });

    const list = await screen.findByRole('list', { name: 'Indbakke' });
    const unread = within(list).getByRole('link', {
      name: /^Ulæst:\s*Arrangørerne beder om ændringer i baggrundshistorien for Bjørn Bredøkse$/,
    });
    expect(unread.getAttribute('href')).toBe('/character/5/background');
    const read = within(list).getByRole('link', {
      name: 'Bjørn Bredøkse har fået 3 XP: Efterspilsrapport: Høstslaget',
    });
    expect(read.getAttribute('href')).toBe('/character/5/overview');
    expect(screen.getByText('1 ulæst')).toBeTruthy();
  });

  it('marks one as read, then all', async () => {
    const calls = mockApi({
      'GET notifications': () => ({
        items: [notification(), notification({ id: 3 })],
        unread: 2,
      }),
      'POST notifications/read': (call) => ({ unread: 'all' in (call.body as object) ? 0 : 1 }),
    });
    const user = userEvent.setup();
    await renderScreen(<InboxScreen />, { user: testUsers.member });

    const buttons = await screen.findAllByRole('button', { name: 'Markér som læst' });
    await user.click(buttons[0]!);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Markér som læst' })).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Markér alle som læst' }));
    await screen.findByText('Du har læst alle dine beskeder.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { ids: [1] },
      { all: true },
    ]);
  });
});

describe('InboxScreen, what a notice says', () => {
  it('lists what changed of an event from what to what, and a message’s words', async () => {
    mockApi({
      'GET notifications': () => ({
        items: [
          notification({
            id: 7,
            kind: 'event_changed',
            title: {
              key: 'notifications.titles.eventChanged',
              params: {
                event: 'Høstslaget',
                starts_at_from: '2027-05-14T16:00:00.000Z',
                starts_at_to: '2027-11-13T17:00:00.000Z',
                location_from: 'Ravnemark Skov',
                location_to: 'Ny skov',
              },
            },
            link: '/events/3',
          }),
          notification({
            id: 8,
            kind: 'event_message',
            title: {
              key: 'notifications.titles.eventMessage',
              params: { event: 'Høstslaget', subject: 'Husk sovepose' },
            },
            body: 'Det bliver koldt om natten.',
            link: '/events/3',
          }),
          notification({
            id: 9,
            kind: 'xp_awarded',
            title: {
              key: 'notifications.titles.xpAwarded',
              params: {
                character: 'Bjørn',
                amount: 4,
                reason: 'Arrangement: Høstslaget (crew)',
                reason_key: 'xp.reasons.eventCrew',
                event: 'Høstslaget',
              },
            },
            link: '/character/5/overview',
          }),
        ],
        unread: 3,
      }),
    });
    await renderScreen(<InboxScreen />, { user: testUsers.member });
    const list = await screen.findByRole('list', { name: 'Indbakke' });
    expect(within(list).getByRole('link', { name: /Høstslaget er ændret$/ })).toBeTruthy();
    expect(
      within(list).getByText('Start: fre. 14. maj 2027 kl. 18.00 → lør. 13. nov. 2027 kl. 18.00'),
    ).toBeTruthy();
    expect(within(list).getByText('Sted: Ravnemark Skov → Ny skov')).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Høstslaget: Husk sovepose$/ })).toBeTruthy();
    expect(within(list).getByText('Det bliver koldt om natten.')).toBeTruthy();
    // The reason by its key, in the reader's language.
    expect(
      within(list).getByRole('link', { name: /Bjørn har fået 4 XP: Crew på Høstslaget$/ }),
    ).toBeTruthy();
  });
});

describe('UnreadBadge', () => {
  it('tells a screen reader how many are unread', async () => {
    mockApi({ 'GET notifications': () => ({ items: [], unread: 3 }) });
    await renderScreen(<UnreadBadge />, { user: testUsers.member });
    expect(await screen.findByText('3 ulæste')).toBeTruthy();
  });
});
