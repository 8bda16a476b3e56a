import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@club/shared/contract/errors';
import { PASSWORD_PROBLEMS } from '@club/shared/rules/password-policy';
import { CLIENT_ERROR_CODES } from '../api/api-error';
import i18n, { changeLocale, initI18n, loadAllMessages } from './index';
import da from './da.json';
import en from './en.json';
import daFirstScreen from './da.first-screen';
import enFirstScreen from './en.first-screen';

const src = path.resolve(import.meta.dirname, '..');

/** The code of the pages before the login (but About) and of what they share with every page. */
const FIRST_SCREEN_SOURCES = [
  'features/auth',
  'app/shell/public-layout.tsx',
  'app/shell/route-error.tsx',
  'app/shell/brand.tsx',
  'app/shell/crest.tsx',
  'app/route-guard.tsx',
  'app/providers.tsx',
  'app/notifications-host.tsx',
  'main.tsx',
  'components/language-switch.tsx',
  'components/loader-overlay.tsx',
  'api',
  'lib',
];

function sourceFiles(relative: string): string[] {
  const full = path.join(src, relative);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(full, file));
}

/** Every quoted string in the code that reads like a key of the app's catalogue. */
function messageKeysIn(files: string[]): Set<string> {
  const namespaces = Object.keys(da).join('|');
  const keyPattern = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
  const keys = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(keyPattern)) keys.add(match[1]!);
  }
  return keys;
}

function lookUp(catalogue: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
}

afterEach(() => localStorage.clear());

describe('the first screen’s messages', () => {
  it('are parts of the catalogue, the same in both languages, and not all of it', () => {
    expect(Object.keys(enFirstScreen).sort()).toEqual(Object.keys(daFirstScreen).sort());
    expect(da).toMatchObject(daFirstScreen);
    expect(en).toMatchObject(enFirstScreen);
    expect(daFirstScreen.auth).toEqual(da.auth);
    expect(daFirstScreen.abilitiesSheet).toEqual({ access: da.abilitiesSheet.access });
    expect(daFirstScreen).not.toHaveProperty('characters');
    expect(Object.keys(daFirstScreen).length).toBeLessThan(Object.keys(da).length / 2);
  });

  it('hold every key the pages before the login name, and every error a login can meet', () => {
    const keys = messageKeysIn(FIRST_SCREEN_SOURCES.flatMap(sourceFiles));
    expect(keys).toContain('auth.forgotLink');
    const errors = [
      ...Object.values(ERROR_CODES),
      ...Object.values(CLIENT_ERROR_CODES),
      ...Object.values(PASSWORD_PROBLEMS),
    ];
    for (const key of [...keys, ...errors]) {
      // A key, or a prefix the code adds a key to.
      expect(lookUp(daFirstScreen, key), `da: ${key}`).toBeDefined();
      expect(lookUp(enFirstScreen, key), `en: ${key}`).toBeDefined();
    }
  });
});

describe('loading the messages', () => {
  it('starts with the first screen’s namespaces and adds the rest when asked', async () => {
    await initI18n('first-screen');
    expect(i18n.exists('auth.forgotLink')).toBe(true);
    expect(i18n.exists('characters.nameRequired')).toBe(false);
    await loadAllMessages();
    expect(i18n.t('characters.nameRequired')).toBe(lookUp(da, 'characters.nameRequired'));
  });

  it('switches to the other language with all of its messages', async () => {
    await initI18n('first-screen');
    await changeLocale('en');
    expect(i18n.t('characters.nameRequired')).toBe(lookUp(en, 'characters.nameRequired'));
    expect(i18n.t('auth.forgotLink')).toBe(lookUp(en, 'auth.forgotLink'));
  });
});
