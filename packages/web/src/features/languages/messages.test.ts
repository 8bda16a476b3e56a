import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLocale, initI18n } from '../../i18n/index';
import { ensureDocumentMessages } from './messages';

afterEach(async () => {
  await changeLocale('da');
});

/** The app's own message files, which every screen's messages are cut from. */
function appMessages(locale: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../i18n/${locale}.json`), 'utf8'),
  ) as Record<string, unknown>;
}

describe('the documents messages', () => {
  // The web tests share one environment: another file may have added these messages
  // already, so what is checked is where they come from, not that the store lacked them.
  it('are not among the app’s messages but in a chunk of their own', () => {
    expect(appMessages('da')).not.toHaveProperty('documents');
    expect(appMessages('en')).not.toHaveProperty('documents');
  });

  it('are added for the language in use, and for one switched to', async () => {
    await initI18n();
    await ensureDocumentMessages();
    expect(i18n.t('documents.heading')).toBe('Dokumenter');
    await changeLocale('en');
    await ensureDocumentMessages('en');
    expect(i18n.t('documents.heading')).toBe('Documents');
  });
});
