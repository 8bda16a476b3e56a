import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// What the tests of the rules edit modals share: an impact, the writes sent, a number typed.

/** Two locked characters the edit would put under review. */
export const impact = {
  characters: [
    {
      id: 41,
      name: 'Sigrun',
      user_id: 7,
      reasons: [{ code: 'review.costExceedsXp', params: { cost: 12, xp: 10 } }],
    },
    { id: 42, name: 'Ulf', user_id: 8, reasons: [] },
  ],
};

export const writes = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method !== 'GET' && !call.path.includes('dry_run'));

export async function setNumber(label: string, value: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, value);
}
