import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { CreateEventScreen } from './create-event-screen';
import { event } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillBasics(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByRole('textbox', { name: /Titel/ }), 'Slaget ved Ravnekløften');
}

function setTime(form: HTMLElement, label: string, value: string) {
  // A datetime-local field takes its value whole, as a browser's picker sets it.
  fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('CreateEventScreen', () => {
  it('refuses an end before the start and a missing title before sending', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    await renderScreen(<CreateEventScreen />, { user: testUsers.board });
    const form = screen.getByRole('form', { name: 'Nyt arrangement' });
    setTime(form, 'Starter', '2027-03-13T10:00');
    setTime(form, 'Slutter', '2027-03-13T09:00');
    await user.click(within(form).getByRole('button', { name: 'Gem som kladde' }));
    expect(await within(form).findByText('Skal være efter starten.')).toBeTruthy();
    expect(within(form).getByText('Skriv en titel på højst 200 tegn.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends Copenhagen times with their offset and publishes at once when asked', async () => {
    const calls = mockApi({ 'POST events': () => json(event({ id: 9 }), 201) });
    const user = userEvent.setup();
    await renderScreen(<CreateEventScreen />, { user: testUsers.board });
    const form = screen.getByRole('form', { name: 'Nyt arrangement' });
    await fillBasics(user, form);
    setTime(form, 'Starter', '2027-07-03T10:00');
    setTime(form, 'Slutter', '2027-07-04T15:00');
    setTime(form, 'Tilmeldingen lukker', '2027-06-20T23:59');
    const price = within(form).getByRole('group', { name: 'Pris' });
    const playerPrice = within(price).getByRole('textbox', { name: 'Spillere' });
    await user.clear(playerPrice);
    await user.type(playerPrice, '350');
    await user.click(within(form).getByRole('button', { name: 'Gem og offentliggør' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: 'Slaget ved Ravnekløften',
        description: '',
        location: '',
        starts_at: '2027-07-03T10:00:00+02:00',
        ends_at: '2027-07-04T15:00:00+02:00',
        signup_opens_at: null,
        signup_closes_at: '2027-06-20T23:59:00+02:00',
        capacity: { player: 40, crew: 10 },
        price: { player: 350, crew: 0 },
        xp: { player: 0, crew: 0, report: 0 },
        status: 'published',
      }),
    );
  });

  it('shows the server’s refusal under the field it names', async () => {
    mockApi({
      'POST events': () =>
        json(
          {
            error: 'Validation failed',
            code: 'errors.validation',
            details: [{ field: 'signup_closes_at', message: 'Must be after sign-up opens' }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    await renderScreen(<CreateEventScreen />, { user: testUsers.board });
    const form = screen.getByRole('form', { name: 'Nyt arrangement' });
    await fillBasics(user, form);
    setTime(form, 'Starter', '2027-07-03T10:00');
    setTime(form, 'Slutter', '2027-07-04T15:00');
    await user.click(within(form).getByRole('button', { name: 'Gem som kladde' }));
    const closes = within(form).getByLabelText(/^Tilmeldingen lukker/);
    await waitFor(() => expect(closes.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Skal være efter, at tilmeldingen åbner.')).toBeTruthy();
  });
});
