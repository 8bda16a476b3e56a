import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expandPart, pickMessages } from '../../plugins/json-namespaces';
import i18n, { initI18n, loadMessages } from './index';
import da from './da.json';
import en from './en.json';
import parts from './message-parts.json';
import daSheet from './da.json?part=sheet';
import enSheet from './en.json?part=sheet';
import daEvents from './da.json?part=events';
import daInventory from './da.json?part=inventory';

const src = path.resolve(import.meta.dirname, '..');

/** The list of the other screens: what a page reaches through it is not the page's own. */
const OTHER_SCREENS = new Set(['app/logged-in-screens.ts', 'app/router.tsx']);

/** The app's modules a page runs: its own and all they import, at once or on a tap. */
function modulesOf(starts: string[]): string[] {
  const seen = new Set<string>();
  const pending = starts.map((start) => path.join(src, start));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || OTHER_SCREENS.has(path.relative(src, file))) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)) {
      const base = path.resolve(path.dirname(file), match[1]!);
      const found = [`${base}.ts`, `${base}.tsx`, base].find(
        (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate),
      );
      if (found) pending.push(found);
    }
  }
  return [...seen];
}

/**
 * Every quoted string in the code that reads like a key of the catalogue, and every start
 * of a key the code completes (`errors.${code}`).
 */
function messageKeysIn(files: string[]): Set<string> {
  const namespaces = Object.keys(da).join('|');
  const keyPattern = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z0-9_.]*)(['"\`]|\\$\\{)`, 'g');
  const keys = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(keyPattern)) {
      keys.add(match[1]!.replace(/\.$/, ''));
    }
  }
  return keys;
}

function lookUp(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
}

/** The frame drawn around every page behind the login (app/shell/app-layout.tsx). */
const FRAME = ['app/shell/app-layout.tsx', 'app/shell/app-frame.tsx', 'app/query-layout.tsx'];

const PAGES = [
  // The sheet, and the inventory that loads as the member scrolls down to it.
  {
    part: 'sheet',
    screen: 'app/screens/assign-abilities-screen.tsx',
    messages: pickMessages({ ...da }, [...expandPart(parts, 'sheet'), ...parts.inventory]),
  },
  { part: 'events', screen: 'features/events/events-screen.tsx', messages: daEvents },
] as const;

afterEach(() => localStorage.clear());

describe('the parts of the catalogue the pages members open most read', () => {
  it.each(PAGES)('hold every key the $part page and its frame name', ({ screen, messages }) => {
    const keys = messageKeysIn(modulesOf([screen, ...FRAME]));
    expect(keys).toContain('nav.logout');
    for (const key of keys) {
      // A key with plural forms is there as its forms.
      const found = lookUp(messages, key) ?? lookUp(messages, `${key}_other`);
      expect(found, `${key} is read by the page but not in its part`).toBeDefined();
    }
  });

  it('are the same in both languages, parts of the catalogue, and far from all of it', () => {
    expect(enSheet).toEqual(pickMessages(en, expandPart(parts, 'sheet')));
    expect(daSheet).toEqual(pickMessages(da, expandPart(parts, 'sheet')));
    expect(daInventory).toEqual({ inventory: da.inventory });
    expect(da).toMatchObject(daSheet);
    expect(daSheet).not.toHaveProperty('events');
    expect(JSON.stringify(daSheet).length).toBeLessThan(JSON.stringify(da).length / 3);
  });
});

describe('a page that took only its part', () => {
  it('reads its messages, and loads the rest when it meets a key outside them', async () => {
    await initI18n('first-screen');
    await loadMessages('sheet');
    expect(i18n.t('abilitiesSheet.title')).toBe(lookUp(da, 'abilitiesSheet.title'));
    expect(i18n.exists('manage.saving')).toBe(false);
    // What another screen's code would show as a bare key brings the whole catalogue.
    expect(i18n.t('manage.saving')).toBe('manage.saving');
    await expect.poll(() => i18n.t('manage.saving')).toBe(lookUp(da, 'manage.saving'));
  });
});
