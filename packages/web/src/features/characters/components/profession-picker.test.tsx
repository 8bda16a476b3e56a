import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/render-screen';
import { ProfessionPicker, type ProfessionOption } from './profession-picker';

const optional: ProfessionOption[] = [
  { id: 1, name: 'Jæger' },
  { id: 2, name: 'Smed' },
  { id: 3, name: 'Urtekyndig' },
];

function Picker({ limit }: { limit: number }) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <ProfessionPicker
      mandatory={[{ id: 9, name: 'Kriger' }]}
      optional={optional}
      chosen={chosen}
      limit={limit}
      canPick={(id) => chosen.includes(id) || chosen.length < limit}
      onChange={setChosen}
    />
  );
}

describe('ProfessionPicker', () => {
  it('keeps focus on the next + after adding, and on the pick at the limit', async () => {
    const events = userEvent.setup();
    await renderScreen(<Picker limit={2} />);
    const add = screen.getByRole('button', { name: 'Tilføj Jæger' });
    add.focus();
    await events.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tilføj Smed' }));
    await events.keyboard('{Enter}');
    // The limit is reached: focus rests on the profession just picked.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fjern Smed' }));
    await events.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tilføj Smed' }));
  });

  it('says an empty list beside the list, never as an item of it', async () => {
    await renderScreen(<Picker limit={2} />);
    const chosenList = screen.getByRole('list', { name: /Dine valg/ });
    expect(chosenList.querySelector('p')).toBeNull();
    expect(chosenList.children).toHaveLength(0);
    expect(screen.getByText('Slip professioner her.')).toBeTruthy();
  });
});
