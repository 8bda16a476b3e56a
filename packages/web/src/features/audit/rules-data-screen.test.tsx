import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { RulesDataScreen } from './rules-data-screen';

const FILE = { format: 'club-rules', version: 1, races: [] };

function chooseFile(text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return userEvent.upload(input, new File([text], 'verden.json', { type: 'application/json' }));
}

describe('RulesDataScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the chosen file and says what was loaded', async () => {
    const calls = mockApi({
      'POST rules/import': () =>
        json(
          {
            races: 7,
            classes: 10,
            professions: 24,
            abilities: 120,
            special_abilities: 29,
            languages: 6,
          },
          201,
        ),
    });
    await renderScreen(<RulesDataScreen />, { user: testUsers.board });
    await chooseFile(JSON.stringify(FILE));
    await userEvent.click(screen.getByRole('button', { name: 'Indlæs regelfil' }));
    await screen.findByText(/Indlæst: 7 racer, 10 klasser, 24 professioner/);
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'rules/import', body: FILE });
  });

  it('names the first problem of a refused file, and refuses a file that is not JSON itself', async () => {
    const calls = mockApi({
      'POST rules/import': () =>
        json(
          {
            error: 'Invalid rules file',
            code: 'errors.invalidRulesFile',
            details: [{ field: 'races[2].classes[0]', message: 'No class "Ranger" in the file' }],
          },
          400,
        ),
    });
    await renderScreen(<RulesDataScreen />, { user: testUsers.board });
    await chooseFile(JSON.stringify(FILE));
    await userEvent.click(screen.getByRole('button', { name: 'Indlæs regelfil' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Filen er ikke en gyldig regelfil. races[2].classes[0]: No class "Ranger" in the file',
    );

    await chooseFile('{ not json');
    await userEvent.click(screen.getByRole('button', { name: 'Indlæs regelfil' }));
    await screen.findByText('Filen er ikke en gyldig regelfil. file: Not JSON');
    expect(calls).toHaveLength(1);
  });
});
