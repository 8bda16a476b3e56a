import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLocale } from '../i18n/index';
import { mockApi } from '../test/mock-api';
import { renderScreen, testUsers } from '../test/render-screen';
import { XpLedger } from './xp-ledger';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('da');
});

const ledger = {
  xp: 14,
  entries: [
    {
      id: 2,
      character_id: 5,
      amount: 4,
      reason: 'Arrangement: Høstslaget',
      reason_key: 'xp.reasons.event',
      reason_params: { event: 'Høstslaget' },
      awarded_by: 9,
      awarded_by_name: 'Asta',
      created_at: '2026-11-27T14:57:00.000Z',
    },
    {
      id: 1,
      character_id: 5,
      amount: 10,
      reason: 'Start-XP',
      reason_key: 'xp.reasons.starting',
      reason_params: {},
      awarded_by: null,
      awarded_by_name: null,
      created_at: '2026-01-05T10:00:00.000Z',
    },
  ],
};

describe('XpLedger', () => {
  it('says the app’s own reasons in the reader’s language, dated the app’s one way', async () => {
    mockApi({ 'GET characters/5/xp': () => ledger });
    const { unmount } = await renderScreen(<XpLedger characterId={5} />, {
      user: testUsers.member,
    });
    expect((await screen.findAllByText('Arrangement: Høstslaget')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('fre. 27. nov. 2026 kl. 15.57').length).toBeGreaterThan(0);
    unmount();

    await changeLocale('en');
    mockApi({ 'GET characters/5/xp': () => ledger });
    await renderScreen(<XpLedger characterId={5} />, { user: testUsers.member });
    expect((await screen.findAllByText('Event: Høstslaget')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Starting XP').length).toBeGreaterThan(0);
    expect(screen.queryByText('Start-XP')).toBeNull();
  });
});
