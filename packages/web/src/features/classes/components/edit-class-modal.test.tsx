import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Class } from '@club/shared/contract/rules';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { impact, setNumber, writes } from '../../../test/rules-edit';
import { EditClassModal } from './edit-class-modal';

const cls: Class = {
  id: 9,
  name: 'Kriger',
  description: 'Sværd og ære.',
  conflict: 0,
  additional_professions: 4,
};

describe('editing a class', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the server's refusal of a class's optional professions with its numbers", async () => {
    mockApi({
      'PUT classes/9': () =>
        apiError(409, 'errors.classProfessionCount', 'The class has 2 mandatory…', {
          mandatory: 2,
          needed: 4,
        }),
    });
    await renderScreen(<EditClassModal cls={cls} onClose={() => {}} />, { user: testUsers.board });
    await screen.findByRole('dialog', { name: 'Rediger klassen Kriger' });
    const count = screen.getByRole('textbox', { name: 'Antal valgfrie professioner' });
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(screen.getByRole('switch', { name: /^Konfliktklasse/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Klassen har 2 obligatoriske professioner, så den skal tilbyde 4 valgfrie.',
    );
  });

  it("asks before a class's new optional profession count puts characters under review", async () => {
    const calls = mockApi({
      'PUT classes/9?dry_run=true': () => ({ ...cls, additional_professions: 3, impact }),
      'PUT classes/9': () => ({ ...cls, additional_professions: 3, impact }),
    });
    const onClose = vi.fn();
    await renderScreen(<EditClassModal cls={cls} onClose={onClose} />, { user: testUsers.board });
    await screen.findByRole('dialog', { name: 'Rediger klassen Kriger' });
    await setNumber('Antal valgfrie professioner', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ændringen berører låste figurer' });
    expect(within(dialog).getByText('Ændringen sætter 2 figurer til gennemsyn')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Gem alligevel (2 figurer)' }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: 'classes/9', body: { additional_professions: 3 } },
    ]);
  });
});
