import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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
});
