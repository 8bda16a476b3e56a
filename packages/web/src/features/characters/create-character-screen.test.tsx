import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { CreateCharacterScreen } from './create-character-screen';
import { characterList } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateCharacterScreen', () => {
  it("says 'Failed to initialize component' when what the form starts from cannot load, and retries", async () => {
    let fail = true;
    mockApi({ 'GET characters': () => (fail ? json({}, 500) : characterList()) });
    await renderScreen(<CreateCharacterScreen />, { user: testUsers.member });
    expect(await screen.findByText('Siden kunne ikke gøres klar. Prøv igen.')).toBeTruthy();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Prøv igen/ }));
    expect(await screen.findByRole('textbox', { name: 'Navn' })).toBeTruthy();
  });
});
