import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from './use-translation';
import i18n, { initI18n, loadAllMessages, loadMessages } from './index';
import da from './da.json';
import { partOfKey } from './message-parts';

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

function Closed() {
  const { t } = useTranslation();
  return <p>{t('events.signupClosed')}</p>;
}

describe('the catalogue in parts', () => {
  it('gives a screen the parts it waits for and the frame, not the others', async () => {
    await initI18n('first-screen');
    await loadMessages(['frame', 'events']);
    expect(i18n.t('nav.events', { lng: 'da' })).not.toBe('nav.events');
    expect(i18n.exists('events.signupClosed', { fallbackLng: [] })).toBe(true);
    expect(partOfKey('inventory.bank')).toBe('carried');
    expect(partOfKey('abilitiesSheet.title')).toBe('sheet');
    // The rules' refusals the sheet explains go with it; a character's other pages' do not.
    expect(partOfKey('characters.notEnoughXp')).toBe('sheet');
    expect(partOfKey('characters.nameRequired')).toBe('characters');
  });

  it('fetches the part of a message asked for before it arrived, and shows it then', async () => {
    await initI18n('first-screen');
    await loadMessages(['frame']);
    render(<Closed />);
    // The key for a moment, the message as soon as its part is there.
    expect(await screen.findByText('Tilmeldingen er lukket for dette arrangement.')).toBeTruthy();
    await act(async () => {});
  });

  it('holds every message of the catalogue, once all parts are in', async () => {
    await initI18n('first-screen');
    await loadAllMessages();
    const missing = keysOf(da).filter(
      (key) => !i18n.exists(key.replace(/_(zero|one|other)$/, ''), { fallbackLng: [] }),
    );
    expect(missing).toEqual([]);
  });
});
