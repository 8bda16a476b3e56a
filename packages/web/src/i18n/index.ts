import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  STORAGE_KEYS,
  type Locale,
} from '@club/shared/constants';
import { withBase } from '../lib/base-path';
import { ALL_MESSAGE_PARTS, type MessagePart } from './part-names';
import { Translator, type Messages } from './translator';

/** The app's one translator; `useTranslation` hands it to components. */
const i18n = new Translator();

/** What a language's messages load as: the first screen's namespaces, or all of them. */
export type Part = 'first-screen' | 'all';

type PartLoaders = Record<MessagePart, () => Promise<Messages>>;

// Each language is a chunk of its own, and only the chosen one loads with the first screen
// (ARCHITECTURE.md 7); the other arrives when the user switches to it. The first screen
// takes only the namespaces the pages before the login read; behind the login the
// catalogue loads in parts (message-parts.ts): the frame's, a screen's own, and another
// when a message of it is asked for.
const FIRST_SCREEN: Record<Locale, () => Promise<Messages>> = {
  da: async () => (await import('./da.first-screen')).default as Messages,
  en: async () => (await import('./en.first-screen')).default as Messages,
};
const PARTS: Record<Locale, PartLoaders> = {
  da: {
    frame: async () => (await import('./da.json?part=frame')).default as Messages,
    events: async () => (await import('./da.json?part=events')).default as Messages,
    sheet: async () => (await import('./da.json?part=sheet')).default as Messages,
    characterPanels: async () =>
      (await import('./da.json?part=characterPanels')).default as Messages,
    characters: async () => (await import('./da.json?part=characters')).default as Messages,
    carried: async () => (await import('./da.json?part=carried')).default as Messages,
    more: async () => (await import('./da.json?part=more')).default as Messages,
  },
  en: {
    frame: async () => (await import('./en.json?part=frame')).default as Messages,
    events: async () => (await import('./en.json?part=events')).default as Messages,
    sheet: async () => (await import('./en.json?part=sheet')).default as Messages,
    characterPanels: async () =>
      (await import('./en.json?part=characterPanels')).default as Messages,
    characters: async () => (await import('./en.json?part=characters')).default as Messages,
    carried: async () => (await import('./en.json?part=carried')).default as Messages,
    more: async () => (await import('./en.json?part=more')).default as Messages,
  },
};

/** Per language, the parts added to the translator, or on their way. */
const loading = new Map<Locale, Map<MessagePart, Promise<void>>>();
let stopFollowingLanguage: (() => void) | undefined;

export function storedLocale(): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  return (LOCALES as readonly string[]).includes(stored ?? '')
    ? (stored as Locale)
    : DEFAULT_LOCALE;
}

function isLocale(language: string | undefined): language is Locale {
  return (LOCALES as readonly string[]).includes(language ?? '');
}

/** The language the app shows now, as one of ours. */
function currentLocale(): Locale {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(current) ? current : storedLocale();
}

/**
 * Makes parts of a language's messages available, each once (all of them unless told
 * which); campaign messages already added win.
 */
export function loadLocale(
  locale: Locale,
  parts: readonly MessagePart[] = ALL_MESSAGE_PARTS,
): Promise<void> {
  let started = loading.get(locale);
  if (!started) {
    started = new Map();
    loading.set(locale, started);
  }
  const own = started;
  return Promise.all(
    parts.map((part) => {
      let promise = own.get(part);
      if (!promise) {
        promise = PARTS[locale][part]().then(
          (messages) => i18n.addResourceBundle(locale, messages, false),
          (error: unknown) => {
            // Tried again by the next screen that asks (the code may come with signal).
            own.delete(part);
            throw error;
          },
        );
        own.set(part, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** These parts of the current language's messages (a screen's, before it renders). */
export function loadMessages(parts: readonly MessagePart[]): Promise<void> {
  return loadLocale(currentLocale(), parts);
}

/** All of the current language's messages. */
export function loadAllMessages(): Promise<void> {
  return loadMessages(ALL_MESSAGE_PARTS);
}

/** Switches the interface language, loading its messages first. */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

/**
 * A message asked for before its part arrived (a code from the server, a screen that did
 * not name the part): the part is fetched, and the components showing it draw again.
 */
function fetchMissingPart(language: string, key: string): void {
  if (!isLocale(language)) return;
  // Which part holds which message is looked up only here, so the pages before the login
  // do not download the table.
  import('./message-parts')
    .then(({ partOfKey }) => {
      const part = partOfKey(key);
      if (loading.get(language)?.has(part)) return;
      return loadLocale(language, [part]);
    })
    .catch(() => {
      // Without signal the key shows until a later lookup fetches the part.
    });
}

/**
 * Starts i18n in the stored language with its messages: all of them unless `part` says
 * only the first screen's (the app's start, which loads the rest behind the login).
 */
export async function initI18n(part: Part = 'all'): Promise<Translator> {
  const lng = storedLocale();
  const firstScreen = part === 'first-screen' ? await FIRST_SCREEN[lng]() : {};
  loading.clear();
  i18n.init({
    resources: { [lng]: firstScreen },
    lng,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: LOCALES,
  });
  i18n.onMissing(fetchMissingPart);
  if (part === 'all') await loadLocale(lng);
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
