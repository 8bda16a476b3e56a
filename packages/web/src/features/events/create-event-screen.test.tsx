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

const settings = (payee: string | null) => ({
  rules_url: null,
  payment_instructions: payee,
  event_data_retention_days: 30,
});

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
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('sends Copenhagen times with their offset and publishes at once when asked', async () => {
    const calls = mockApi({
      'GET settings': () => settings('MobilePay 12 34 56 78'),
      'POST events': () => json(event({ id: 9 }), 201),
    });
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
        min_age: null,
        guardian_required: false,
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

  it('shows whom members pay once there is a price, and saves it before the event', async () => {
    const calls = mockApi({
      'GET settings': () => settings(null),
      'PUT settings': ({ body }) =>
        settings((body as { payment_instructions: string }).payment_instructions),
      'POST events': () => json(event({ id: 9 }), 201),
    });
    const user = userEvent.setup();
    await renderScreen(<CreateEventScreen />, { user: testUsers.board });
    const form = screen.getByRole('form', { name: 'Nyt arrangement' });
    await fillBasics(user, form);
    setTime(form, 'Starter', '2027-07-03T10:00');
    setTime(form, 'Slutter', '2027-07-04T15:00');
    expect(within(form).queryByRole('textbox', { name: /Betal til/ })).toBeNull();
    const price = within(form).getByRole('group', { name: 'Pris' });
    await user.clear(within(price).getByRole('textbox', { name: 'Spillere' }));
    await user.type(within(price).getByRole('textbox', { name: 'Spillere' }), '350');
    await user.type(within(form).getByRole('textbox', { name: /Betal til/ }), 'MobilePay 12 34');
    await user.click(within(form).getByRole('button', { name: 'Gem og offentliggør' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT settings',
      'POST events',
    ]);
    expect(writes[0]?.body).toEqual({ payment_instructions: 'MobilePay 12 34' });
  });

  it('says why a priced event without a payee is refused', async () => {
    mockApi({
      'GET settings': () => settings(null),
      'POST events': () =>
        json(
          {
            error: 'Set the payment instructions',
            code: 'events.noPaymentInstructions',
            details: [
              { field: 'payment_instructions', message: 'Set under Manage → Club settings' },
            ],
          },
          409,
        ),
    });
    const user = userEvent.setup();
    await renderScreen(<CreateEventScreen />, { user: testUsers.board });
    const form = screen.getByRole('form', { name: 'Nyt arrangement' });
    await fillBasics(user, form);
    setTime(form, 'Starter', '2027-07-03T10:00');
    setTime(form, 'Slutter', '2027-07-04T15:00');
    const price = within(form).getByRole('group', { name: 'Pris' });
    await user.clear(within(price).getByRole('textbox', { name: 'Spillere' }));
    await user.type(within(price).getByRole('textbox', { name: 'Spillere' }), '350');
    await user.click(within(form).getByRole('button', { name: 'Gem og offentliggør' }));
    expect(await within(form).findByText(/Skriv først, hvem medlemmerne betaler til/)).toBeTruthy();
  });

  it('asks before saving an event whose dates lie in the past', async () => {
    const calls = mockApi({
      'GET settings': () => settings(null),
      'POST events': () => json(event({ id: 9 }), 201),
    });
    const user = userEvent.setup();
    await renderScreen(<CreateEventScreen />, { user: testUsers.board });
    const form = screen.getByRole('form', { name: 'Nyt arrangement' });
    await fillBasics(user, form);
    setTime(form, 'Starter', '2020-07-03T10:00');
    setTime(form, 'Slutter', '2020-07-04T15:00');
    await user.click(within(form).getByRole('button', { name: 'Gem som kladde' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrangementet ligger i fortiden' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, gem' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });
});
