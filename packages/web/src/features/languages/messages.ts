import { useEffect } from 'react';
import { getI18n, useTranslation } from 'react-i18next';

/**
 * The documents' messages travel in chunks of their own with the languages screens, not
 * with the first screen. (Importing the app's i18n module from here would split the first
 * screen's chunk; react-i18next's instance is the same one.)
 */
const MESSAGES: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  da: () => import('./i18n/da.json'),
  en: () => import('./i18n/en.json'),
};

/** Adds the documents' messages for `locale` unless they are there (campaign messages win). */
export async function ensureDocumentMessages(locale?: string): Promise<void> {
  const i18n = getI18n();
  if (!i18n?.isInitialized) return;
  const lng = locale ?? i18n.language;
  const load = MESSAGES[lng];
  if (!load || i18n.exists('documents.heading', { lng, fallbackLng: [] })) return;
  i18n.addResourceBundle(lng, 'translation', (await load()).default, true, false);
}

/** Keeps the messages there when the user switches language on a languages screen. */
export function useDocumentMessages(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    void ensureDocumentMessages(i18n.language);
  }, [i18n.language]);
}

/** The router waits for this before it renders a languages screen. */
export const messagesReady = ensureDocumentMessages();
