import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { SettingsScreen } from './settings-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsScreen', { timeout: 30_000 }, () => {
  it('refuses an address that is not http(s) and saves a good one', async () => {
    const calls = mockApi({
      'GET settings': () => ({ rules_url: null }),
      'PUT settings': (call) => ({
        rules_url: (call.body as { rules_url: string }).rules_url || null,
      }),
    });
    const events = userEvent.setup();
    await renderScreen(<SettingsScreen />, { user: testUsers.board });
    const field = await screen.findByRole('textbox', { name: 'Adresse (https://…)' });
    await events.type(field, 'regler.dk');
    await events.click(screen.getByRole('button', { name: 'Gem link' }));
    expect(
      await screen.findByText('Skriv en hel adresse, der begynder med http:// eller https://'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await events.clear(field);
    await events.type(field, 'https://ravnemark.dk/regler');
    await events.click(screen.getByRole('button', { name: 'Gem link' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        rules_url: 'https://ravnemark.dk/regler',
      }),
    );
  });
});

describe('SettingsScreen payment instructions', { timeout: 30_000 }, () => {
  it('saves to whom members pay, sending only that field', async () => {
    const calls = mockApi({
      'GET settings': () => ({
        rules_url: 'https://ravnemark.dk/regler',
        payment_instructions: null,
      }),
      'PUT settings': (call) => ({
        rules_url: 'https://ravnemark.dk/regler',
        payment_instructions: (call.body as { payment_instructions: string }).payment_instructions,
      }),
    });
    const events = userEvent.setup();
    await renderScreen(<SettingsScreen />, { user: testUsers.board });
    const field = await screen.findByRole('textbox', { name: 'Betal til' });
    await events.type(field, 'MobilePay 12 34 56 78');
    await events.click(screen.getByRole('button', { name: 'Gem betalingsoplysninger' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        payment_instructions: 'MobilePay 12 34 56 78',
      }),
    );
  });
});
