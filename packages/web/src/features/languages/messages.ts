import { useEffect } from 'react';
import i18n from '../../i18n/index';
import type { Messages } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The documents' messages travel in chunks of their own with the languages screens, not
 * with the first screen.
 */
const MESSAGES: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  da: () => import('./i18n/da.json'),
  en: () => import('./i18n/en.json'),
};

/** Adds the documents' messages for `locale` unless they are there (campaign messages win). */
export async function ensureDocumentMessages(locale?: string): Promise<void> {
  if (!i18n.isInitialized) return;
  const lng = locale ?? i18n.language;
  const load = MESSAGES[lng];
  if (!load || i18n.exists('documents.heading', { lng, fallbackLng: [] })) return;
  i18n.addResourceBundle(lng, (await load()).default as Messages, false);
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
