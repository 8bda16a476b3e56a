import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { professionAbility } from '../testing/fixtures';
import { AbilityCell } from './ability-cell';

const slash = professionAbility(101, 1, 1, { name: 'Sværdhug', effect: 'Et hug for 2 skade' });

function cell(details: 'tooltip' | 'button') {
  return renderScreen(
    <AbilityCell
      ability={slash}
      professionId={101}
      state={{ kind: 'available' }}
      savedSpecialName={null}
      onToggle={() => {}}
      onChooseSpecial={() => {}}
      details={details}
    />,
    { user: testUsers.member },
  );
}

describe('AbilityCell', () => {
  it('on a phone, shows the details behind an info button', async () => {
    await cell('button');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Om Sværdhug' }));
    expect(await screen.findByText('Et hug for 2 skade')).toBeTruthy();
  });

  it('on a wide screen, shows them on focus and has no info button to tap', async () => {
    await cell('tooltip');
    expect(screen.queryByRole('button', { name: 'Om Sværdhug' })).toBeNull();
    await userEvent.setup().tab();
    expect(screen.getByRole('button', { name: /^1\. Sværdhug/ })).toBe(document.activeElement);
    expect(await screen.findByText('Et hug for 2 skade')).toBeTruthy();
  });

  it('on a phone, keeps the focus on the info button as its details open', async () => {
    await cell('button');
    const info = screen.getByRole('button', { name: 'Om Sværdhug' });
    await userEvent.setup().click(info);
    expect(await screen.findByText('Et hug for 2 skade')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Om Sværdhug' })).toBe(document.activeElement);
  });

  it('on a wide screen, keeps the focused button as it is when the details arrive, names them as describing it, and hides them on Escape', async () => {
    await cell('tooltip');
    const user = userEvent.setup();
    await user.tab();
    const toggle = screen.getByRole('button', { name: /^1\. Sværdhug/ });
    const details = await screen.findByText('Et hug for 2 skade');
    // The same element, still focused: the details came beside it, not around it.
    expect(screen.getByRole('button', { name: /^1\. Sværdhug/ })).toBe(toggle);
    expect(document.activeElement).toBe(toggle);
    const describedBy = toggle.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.some((id) => document.getElementById(id)?.contains(details))).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Et hug for 2 skade')).toBeNull());
    expect(toggle.getAttribute('aria-describedby')).toBeNull();
  });
});
