import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  STORAGE_KEYS,
  type Locale,
} from '@club/shared/constants';
import { withBase } from '../lib/base-path';

type Messages = Record<string, unknown>;

// Each language is a chunk of its own, and only the chosen one loads with the first screen
// (ARCHITECTURE.md 7); the other arrives when the user switches to it.
const MESSAGES: Record<Locale, () => Promise<{ default: Messages }>> = {
  da: () => import('./da.json'),
  en: () => import('./en.json'),
};
const loaded = new Set<Locale>();

export function storedLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  return (LOCALES as readonly string[]).includes(stored ?? '')
    ? (stored as Locale)
    : DEFAULT_LOCALE;
}

/** Makes a language's messages available (once); campaign messages already added win. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const messages = (await MESSAGES[locale]()).default;
  i18n.addResourceBundle(locale, 'translation', messages, true, false);
  loaded.add(locale);
}

/** Switches the interface language, loading its messages first. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

export async function initI18n(): Promise<typeof i18n> {
  const lng = storedLocale();
  const messages = (await MESSAGES[lng]()).default;
  loaded.clear();
  await i18n.use(initReactI18next).init({
    resources: { [lng]: { translation: messages } },
    partialBundledLanguages: true,
    lng,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render when messages arrive after start (the other language, a campaign).
    react: { bindI18nStore: 'added' },
  });
  loaded.add(lng);
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    localStorage.setItem(STORAGE_KEYS.locale, lng);
  });
  await loadCampaignMessages();
  return i18n;
}

/**
 * A campaign key in local storage loads extra messages from
 * `{base}campaigns/<key>.json`: `{ "da": {...}, "en": {...} }`, deep-merged over the
 * built-in messages (docs/campaigns.md). A missing or broken file is ignored.
 */
export async function loadCampaignMessages(): Promise<void> {
  const key = localStorage.getItem(STORAGE_KEYS.campaign);
  if (!key || !/^[a-z0-9-]{1,64}$/i.test(key)) return;
  try {
    const response = await fetch(withBase(`campaigns/${key}.json`), {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return;
    const bundle = (await response.json()) as Partial<Record<Locale, Record<string, unknown>>>;
    for (const locale of LOCALES) {
      const messages = bundle[locale];
      if (messages && typeof messages === 'object') {
        i18n.addResourceBundle(locale, 'translation', messages, true, true);
      }
    }
  } catch {
    // A campaign is optional flavour; the built-in messages still work without it.
  }
}

export default i18n;
