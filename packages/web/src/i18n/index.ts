import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  STORAGE_KEYS,
  type Locale,
} from '@club/shared/constants';
import { withBase } from '../lib/base-path';
import { Translator, type Messages } from './translator';

/** The app's one translator; `useTranslation` hands it to components. */
const i18n = new Translator();

/** What of a language's messages is there: the first screen's namespaces, or all of them. */
export type Part = 'first-screen' | 'all';

// Each language is a chunk of its own, and only the chosen one loads with the first screen
// (ARCHITECTURE.md 7); the other arrives when the user switches to it. The first screen
// takes only the namespaces the pages before the login read; the router loads the whole
// catalogue with the first screen behind the login.
const MESSAGES: Record<Locale, Record<Part, () => Promise<Messages>>> = {
  da: {
    'first-screen': async () => (await import('./da.first-screen')).default as Messages,
    all: async () => (await import('./da.json')).default,
  },
  en: {
    'first-screen': async () => (await import('./en.first-screen')).default as Messages,
    all: async () => (await import('./en.json')).default,
  },
};
const loaded = new Map<Locale, Part>();
let stopFollowingLanguage: (() => void) | undefined;

function has(locale: Locale, part: Part): boolean {
  return loaded.get(locale) === 'all' || (part === 'first-screen' && loaded.has(locale));
}

export function storedLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  return (LOCALES as readonly string[]).includes(stored ?? '')
    ? (stored as Locale)
    : DEFAULT_LOCALE;
}

/**
 * Makes a language's messages available (once; all of them unless told otherwise);
 * campaign messages already added win.
 */
export async function loadLocale(locale: Locale, part: Part = 'all'): Promise<void> {
  if (has(locale, part)) return;
  const messages = await MESSAGES[locale][part]();
  i18n.addResourceBundle(locale, messages, false);
  if (!has(locale, part)) loaded.set(locale, part);
}

/** All of the current language's messages: the screens behind the login wait for them. */
export function loadAllMessages(): Promise<void> {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return loadLocale(
    (LOCALES as readonly string[]).includes(current) ? (current as Locale) : storedLocale(),
  );
}

/** Switches the interface language, loading its messages first. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

/**
 * Starts i18n in the stored language with its messages: all of them unless `part` says
 * only the first screen's (the app's start, which loads the rest behind the login).
 */
export async function initI18n(part: Part = 'all'): Promise<Translator> {
  const lng = storedLocale();
  const messages = await MESSAGES[lng][part]();
  loaded.clear();
  i18n.init({
    resources: { [lng]: messages },
    lng,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: LOCALES,
  });
  loaded.set(lng, part);
  document.documentElement.lang = i18n.language;
  stopFollowingLanguage?.();
  stopFollowingLanguage = i18n.on('languageChanged', (lng) => {
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
    const bundle = (await response.json()) as Partial<Record<Locale, Messages>>;
    for (const locale of LOCALES) {
      const messages = bundle[locale];
      if (messages && typeof messages === 'object') i18n.addResourceBundle(locale, messages, true);
    }
  } catch {
    // A campaign is optional flavour; the built-in messages still work without it.
  }
}

export default i18n;
