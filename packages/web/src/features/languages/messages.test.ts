import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLocale, initI18n } from '../../i18n/index';
import { ensureDocumentMessages } from './messages';

afterEach(async () => {
  await changeLocale('da');
});

describe('the documents messages', () => {
  it('are added from their own chunk for the language in use, and for one switched to', async () => {
    await initI18n();
    expect(i18n.exists('documents.heading', { lng: 'da', fallbackLng: [] })).toBe(false);
    await ensureDocumentMessages();
    expect(i18n.t('documents.heading')).toBe('Dokumenter');
    await changeLocale('en');
    await ensureDocumentMessages('en');
    expect(i18n.t('documents.heading')).toBe('Documents');
  });
});
