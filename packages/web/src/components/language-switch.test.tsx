import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '../i18n/use-translation';
import { STORAGE_KEYS } from '@club/shared/constants';
import { renderScreen } from '../test/render-screen';
import { LanguageSwitch } from './language-switch';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('auth.welcome')}</h1>;
}

describe('the language switch', () => {
  it('starts in Danish and switches the visible text to English, keeping the choice', async () => {
    await renderScreen(
      <>
        <Greeting />
        <LanguageSwitch />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Velkommen' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Skift sprog' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dansk' }).checked).toBe(true);

    await userEvent.click(screen.getByText('English'));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
