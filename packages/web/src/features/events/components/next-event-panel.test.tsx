import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { event, eventsAnswer, signup } from '../testing/fixtures';
import { NextEventPanel } from './next-event-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NextEventPanel', () => {
  it('names the next published event and the member’s coming sign-ups with what is unpaid', async () => {
    mockApi({
      'GET events': () =>
        eventsAnswer([
          event({
            id: 1,
            title: 'Forårstinget',
            starts_at: '2020-04-04T08:00:00Z',
            ends_at: '2020-04-04T16:00:00Z',
          }),
          event({
            id: 2,
            title: 'Aflyst marked',
            status: 'cancelled',
            starts_at: '2099-01-02T08:00:00Z',
            ends_at: '2099-01-02T16:00:00Z',
          }),
          event({
            id: 3,
            title: 'Høstfesten',
            starts_at: '2099-09-20T08:00:00Z',
            ends_at: '2099-09-20T20:00:00Z',
            my_signup: signup(),
          }),
          event({
            id: 4,
            title: 'Vinterlejr',
            starts_at: '2099-02-06T08:00:00Z',
            ends_at: '2099-02-07T14:00:00Z',
          }),
        ]),
    });
    await renderScreen(<NextEventPanel />, { user: testUsers.member });
    const panel = await screen.findByRole('region', { name: 'Arrangementer' });
    const next = await within(panel).findByRole('link', { name: 'Vinterlejr' });
    expect(next.getAttribute('href')).toBe('/events/4');
    const mine = within(panel).getByRole('list');
    expect(within(mine).getAllByRole('listitem')).toHaveLength(1);
    expect(mine.textContent).toContain('Høstfesten');
    expect(mine.textContent).toContain('tilmeldt som spiller, mangler betaling (350 kr.)');
    expect(within(panel).queryByText('Aflyst marked')).toBeNull();
    expect(within(panel).queryByText('Forårstinget')).toBeNull();
  });
});
