/**
 * The app's translator: message lookup by dotted key, `{{name}}` interpolation and plural
 * forms by `Intl.PluralRules`, in the catalogue format of i18next's JSON v4 (`key_one`,
 * `key_other`, `key_zero` for a count of 0), which the catalogues have always used. It is
 * our own because i18next brought 15 KB of compressed script to the first screen for
 * back-ends, formatters, nesting and contexts this app never used (docs/decisions/021).
 */
export type Messages = { [key: string]: string | Messages };

/** Values for a message's `{{placeholders}}`, with the few options a lookup takes. */
export interface TranslateOptions {
  /** Chooses the plural form, and is a placeholder value as well. */
  count?: number;
  /** What to show (interpolated too) when no language has the key. */
  defaultValue?: string;
  /** Looks the key up in this language instead of the current one. */
  lng?: string;
  [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

type Event = 'languageChanged' | 'added';
type Listener = (language: string) => void;

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

export interface TranslatorOptions {
  lng: string;
  fallbackLng: string;
  supportedLngs: readonly string[];
  resources?: Record<string, Messages>;
}

export class Translator {
  language = '';
  resolvedLanguage: string | undefined;
  /**
   * A new function whenever the language or the messages change, so components and memos
   * that depend on `t` follow along (as `useTranslation` hands it out).
   */
  t: TFunction = (key, options) => this.translate(key, options);

  private fallbackLng = '';
  private supportedLngs: readonly string[] = [];
  private readonly bundles = new Map<string, Messages>();
  private readonly listeners = new Map<Event, Set<Listener>>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private missing: ((language: string, key: string) => void) | undefined;

  get isInitialized(): boolean {
    return this.language !== '';
  }

  init(options: TranslatorOptions): void {
    this.bundles.clear();
    this.fallbackLng = options.fallbackLng;
    this.supportedLngs = options.supportedLngs;
    for (const [lng, messages] of Object.entries(options.resources ?? {})) {
      this.bundles.set(lng, structuredClone(messages));
    }
    this.setLanguage(options.lng);
    this.refresh();
  }

  changeLanguage(lng: string): Promise<void> {
    this.setLanguage(lng);
    this.refresh();
    this.emit('languageChanged', this.language);
    return Promise.resolve();
  }

  /**
   * Adds messages to a language: deep-merged, and over existing ones only with
   * `overwrite` (the catalogue loads under campaign messages already added).
   */
  addResourceBundle(lng: string, messages: Messages, overwrite: boolean): void {
    const bundle = this.bundles.get(lng) ?? {};
    merge(bundle, messages, overwrite);
    this.bundles.set(lng, bundle);
    this.refresh();
    this.emit('added', lng);
  }

  /**
   * Told of every key asked for in a language that has no message for it (yet): the
   * catalogue loads in parts, and the part that holds it may still be on its way.
   */
  onMissing(listener: (language: string, key: string) => void): void {
    this.missing = listener;
  }

  /** Whether the key has a message in the language (or its fallback, unless told none). */
  exists(key: string, options: { lng?: string; fallbackLng?: readonly string[] } = {}): boolean {
    const language = options.lng ?? this.language;
    const languages = [language, ...(options.fallbackLng ?? [this.fallbackLng])];
    // A message with plural forms exists under its bare key, as t() looks it up.
    const has = (lng: string) =>
      [key, `${key}_other`].some((k) => typeof lookUp(this.bundles.get(lng), k) === 'string');
    if (has(language)) return true;
    this.missing?.(language, key);
    return languages.slice(1).some(has);
  }

  on(event: Event, listener: Listener): () => void {
    const listeners = this.listeners.get(event) ?? new Set();
    listeners.add(listener);
    this.listeners.set(event, listeners);
    return () => listeners.delete(listener);
  }

  private translate(key: string, options: TranslateOptions = {}): string {
    const languages = [options.lng ?? this.language, this.fallbackLng];
    for (const [index, lng] of languages.entries()) {
      const message = this.find(lng, key, options.count);
      if (message !== undefined) return interpolate(message, options);
      if (index === 0) this.missing?.(lng, key);
    }
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  }

  /** The message of `key` in one language: `_zero`, then its plural form, then the key. */
  private find(lng: string, key: string, count: number | undefined): string | undefined {
    const bundle = this.bundles.get(lng);
    if (!bundle) return undefined;
    const keys = [key];
    if (typeof count === 'number') {
      keys.unshift(`${key}_${this.pluralRules(lng).select(count)}`);
      if (count === 0) keys.unshift(`${key}_zero`);
    }
    for (const candidate of keys) {
      const message = lookUp(bundle, candidate);
      if (typeof message === 'string') return message;
    }
    return undefined;
  }

  private pluralRules(lng: string): Intl.PluralRules {
    let rules = this.plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      this.plurals.set(lng, rules);
    }
    return rules;
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.resolvedLanguage = [lng, this.fallbackLng].find((l) => this.supportedLngs.includes(l));
  }

  private refresh(): void {
    this.t = (key, options) => this.translate(key, options);
  }

  private emit(event: Event, language: string): void {
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }
}

function lookUp(messages: Messages | undefined, key: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return node;
}

function merge(target: Messages, source: Messages, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    // Campaign messages come from a file on the server: never a way into the prototype.
    if (key === '__proto__' || key === 'constructor') continue;
    const existing = target[key];
    if (existing === undefined) {
      target[key] = typeof value === 'object' ? structuredClone(value) : value;
    } else if (typeof existing === 'string' || typeof value === 'string') {
      if (overwrite) target[key] = value;
    } else {
      merge(existing, value, overwrite);
    }
  }
}

/**
 * Fills `{{name}}` (or `{{a.b}}`) from the options. A placeholder whose name is not given
 * at all stays as it is, so a missing value shows instead of vanishing; one given as
 * `undefined` or `null` becomes empty.
 */
function interpolate(message: string, values: TranslateOptions): string {
  if (!message.includes('{{')) return message;
  return message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const [head, ...rest] = name.split('.');
    if (!Object.hasOwn(values, head!)) return placeholder;
    let value: unknown = values[head!];
    for (const part of rest) value = (value as Record<string, unknown> | null)?.[part];
    return value === undefined || value === null ? '' : String(value);
  });
}
