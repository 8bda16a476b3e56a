import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

function translator(): Translator {
  const i18n = new Translator();
  i18n.init({
    lng: 'da',
    fallbackLng: 'en',
    supportedLngs: ['da', 'en'],
    resources: {
      da: {
        greeting: 'Hej {{name}}',
        xp: { left_one: '{{count}} XP tilbage', left_other: '{{count}} XP tilbage i alt' },
        places_zero: 'Ingen pladser',
        places_one: 'Én plads',
        places_other: '{{count}} pladser',
        nested: { deep: { key: 'Dybt' } },
        empty: '',
      },
      en: { onlyEnglish: 'Only in English', greeting: 'Hello {{name}}' },
    },
  });
  return i18n;
}

describe('Translator', () => {
  it('looks messages up by dotted key and fills placeholders', () => {
    const { t } = translator();
    expect(t('nested.deep.key')).toBe('Dybt');
    expect(t('greeting', { name: 'Ylva' })).toBe('Hej Ylva');
    expect(t('empty')).toBe('');
  });

  it('keeps a placeholder that was not given, and empties one given as nothing', () => {
    const { t } = translator();
    expect(t('greeting')).toBe('Hej {{name}}');
    expect(t('greeting', { name: undefined })).toBe('Hej ');
    expect(t('greeting', { name: 42 })).toBe('Hej 42');
  });

  it('chooses the plural form by count, with _zero for nothing', () => {
    const { t } = translator();
    expect(t('xp.left', { count: 1 })).toBe('1 XP tilbage');
    expect(t('xp.left', { count: 7 })).toBe('7 XP tilbage i alt');
    expect(t('xp.left', { count: 0 })).toBe('0 XP tilbage i alt');
    expect(t('places', { count: 0 })).toBe('Ingen pladser');
    expect(t('places', { count: 1 })).toBe('Én plads');
    expect(t('places', { count: 3 })).toBe('3 pladser');
  });

  it('falls back to the fallback language, then the default value, then the key', () => {
    const { t } = translator();
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('missing.key', { defaultValue: 'Standard {{x}}', x: 1 })).toBe('Standard 1');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('nested.deep')).toBe('nested.deep');
    expect(t('greeting', { lng: 'en', name: 'Ylva' })).toBe('Hello Ylva');
  });

  it('says whether a key exists, with or without the fallback', () => {
    const i18n = translator();
    expect(i18n.exists('onlyEnglish')).toBe(true);
    expect(i18n.exists('onlyEnglish', { lng: 'da', fallbackLng: [] })).toBe(false);
    expect(i18n.exists('nested.deep')).toBe(false);
    expect(i18n.exists('toString')).toBe(false);
    expect(i18n.exists('places')).toBe(true);
    expect(i18n.exists('xp.left')).toBe(true);
    expect(i18n.exists('xp')).toBe(false);
  });

  it('merges added messages, overwriting only when told, never through the prototype', () => {
    const i18n = translator();
    i18n.addResourceBundle('da', { greeting: 'Goddag', nested: { other: 'Andet' } }, false);
    expect(i18n.t('greeting', { name: 'x' })).toBe('Hej x');
    expect(i18n.t('nested.other')).toBe('Andet');
    expect(i18n.t('nested.deep.key')).toBe('Dybt');
    i18n.addResourceBundle('da', { greeting: 'Goddag' }, true);
    expect(i18n.t('greeting')).toBe('Goddag');
    i18n.addResourceBundle('da', JSON.parse('{"__proto__": {"polluted": "yes"}}'), true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('hands out a new t and tells listeners when the language or the messages change', () => {
    const i18n = translator();
    const heard: string[] = [];
    i18n.on('languageChanged', (lng) => heard.push(`language ${lng}`));
    const stop = i18n.on('added', (lng) => heard.push(`added ${lng}`));
    const before = i18n.t;
    void i18n.changeLanguage('en');
    expect(i18n.t).not.toBe(before);
    expect(i18n.language).toBe('en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('greeting', { name: 'Ylva' })).toBe('Hello Ylva');
    i18n.addResourceBundle('en', { more: 'More' }, false);
    stop();
    i18n.addResourceBundle('en', { evenMore: 'Even more' }, false);
    expect(heard).toEqual(['language en', 'added en']);
  });

  it('tells of a key its language has no message for, whether asked for or looked up', () => {
    const i18n = translator();
    const missing: string[] = [];
    i18n.onMissing((language, key) => missing.push(`${language}:${key}`));
    expect(i18n.t('greeting', { name: 'Ylva' })).toBe('Hej Ylva');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.exists('events.signupClosed')).toBe(false);
    expect(i18n.exists('nested.deep.key')).toBe(true);
    expect(missing).toEqual(['da:onlyEnglish', 'da:events.signupClosed']);
  });
});
