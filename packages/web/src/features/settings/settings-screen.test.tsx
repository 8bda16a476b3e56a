import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { SettingsScreen } from './settings-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsScreen', () => {
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

describe('SettingsScreen payment instructions', () => {
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

describe('SettingsScreen household ages', () => {
  const ages = { own_photo_consent: 15, adult: 18, own_login: 13 };

  it('refuses an own-login age above the age of majority and saves good ages', async () => {
    const calls = mockApi({
      'GET settings': () => ({ rules_url: null, payment_instructions: null, household_ages: ages }),
      'PUT settings': (call) => ({
        rules_url: null,
        payment_instructions: null,
        ...(call.body as object),
      }),
    });
    const events = userEvent.setup();
    await renderScreen(<SettingsScreen />, { user: testUsers.board });
    const ownLogin = await screen.findByRole('textbox', { name: 'Eget login fra' });
    await waitFor(() => expect((ownLogin as HTMLInputElement).value).toBe('13 år'));
    await events.clear(ownLogin);
    await events.type(ownLogin, '20');
    await events.click(screen.getByRole('button', { name: 'Gem aldre' }));
    expect(
      await screen.findByText(
        'Eget login og eget fotosamtykke kan højst komme ved myndighedsalderen.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await events.clear(ownLogin);
    await events.type(ownLogin, '14');
    await events.click(screen.getByRole('button', { name: 'Gem aldre' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        household_ages: { ...ages, own_login: 14 },
      }),
    );
  });
});
