import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import da from '../i18n/da.json';
import { MESSAGE_PARTS, partOfKey } from '../i18n/message-parts';
import type { MessagePart } from '../i18n/part-names';
import { PART_AFTER_SCREEN_MESSAGES } from './part-messages';
import { SCREEN_MESSAGES } from './screen-messages';

const src = path.resolve(import.meta.dirname, '..');
const IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
// `t('events.title')`, `t("…")` and `` t(`…`) ``: a literal key's namespace and member.
const MESSAGE_KEY = /\bt\(\s*['"`]([a-zA-Z]+\.[\w$]*)/g;

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The parts after a screen that fetch messages of their own, by file. */
const partsAfterScreen = new Map<string, readonly MessagePart[]>(
  Object.entries(PART_AFTER_SCREEN_MESSAGES).map(([file, parts]) => [path.join(src, file), parts]),
);

/**
 * Every source file a screen's module reaches, statically or by a later import of its own,
 * short of the parts after it that fetch messages of their own (`reached` lists those).
 */
function closure(entry: string, reached = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    if (file !== entry && partsAfterScreen.has(file)) {
      reached.add(file);
      return;
    }
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveModule(file, match[1] ?? match[2] ?? '');
      if (next) visit(next);
    }
  };
  visit(entry);
  return seen;
}

/** The messages the files name whose part is not among `waitedFor`. */
function uncoveredIn(files: Set<string>, waitedFor: Set<MessagePart>): string[] {
  const uncovered = new Set<string>();
  for (const file of files) {
    for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(MESSAGE_KEY)) {
      if (key && !waitedFor.has(partOfKey(key))) {
        uncovered.add(`${key} (${path.relative(src, file)})`);
      }
    }
  }
  return [...uncovered];
}

/** The file each screen of logged-in-screens.ts loads. */
function screenFiles(): Map<string, string> {
  const list = path.join(src, 'app', 'logged-in-screens.ts');
  const text = fs.readFileSync(list, 'utf8');
  const files = new Map<string, string>();
  for (const [, name, specifier] of text.matchAll(
    /export const (\w+) = \(\) =>\s*import\('([^']+)'\)/g,
  )) {
    const file = resolveModule(list, specifier ?? '');
    if (name && file) files.set(name, file);
  }
  return files;
}

describe('the messages a screen waits for', () => {
  const files = screenFiles();

  for (const [screen, parts] of Object.entries(SCREEN_MESSAGES)) {
    it(`cover every message ${screen}'s code names`, () => {
      const entry = files.get(screen);
      expect(entry, screen).toBeTruthy();
      const waitedFor = new Set<MessagePart>(['frame', ...parts]);
      const reached = new Set<string>();
      expect(uncoveredIn(closure(entry ?? '', reached), waitedFor)).toEqual([]);
      // A part after the screen shows with the screen's messages and its own.
      for (const part of reached) {
        const own = new Set([...waitedFor, ...(partsAfterScreen.get(part) ?? [])]);
        expect(uncoveredIn(closure(part), own), path.relative(src, part)).toEqual([]);
      }
    });
  }

  it('name the parts after a screen by files that exist', () => {
    for (const file of partsAfterScreen.keys()) expect(fs.existsSync(file), file).toBe(true);
  });

  it("cover every message the frame's code names with the frame's part", () => {
    const uncovered = new Set<string>();
    for (const start of ['app/shell/app-frame.tsx', 'app/query-layout.tsx']) {
      for (const file of closure(path.join(src, start))) {
        for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(MESSAGE_KEY)) {
          if (key && partOfKey(key) !== 'frame') {
            uncovered.add(`${key} (${path.relative(src, file)})`);
          }
        }
      }
    }
    expect([...uncovered]).toEqual([]);
  });

  it("puts a member's plural forms in its part, and the rest of its namespace elsewhere", () => {
    expect(partOfKey('notifications.unreadCount')).toBe('frame');
    expect(partOfKey('notifications.unreadCount_one')).toBe('frame');
    expect(partOfKey('notifications.unreadCount_other')).toBe('frame');
    expect(partOfKey('notifications.title')).toBe('more');
    expect(partOfKey('household.banner.actingAs')).toBe('frame');
    expect(partOfKey('household.title')).toBe('more');
  });

  it('name parts whose namespaces are all in the catalogue, each in one part', () => {
    const named: string[] = Object.values(MESSAGE_PARTS).flat();
    const inCatalogue = (name: string) => {
      const [namespace = '', member] = name.split('.');
      const value = (da as Record<string, Record<string, unknown> | undefined>)[namespace];
      if (member === undefined) return value !== undefined;
      // A member may be a plural key, there as its forms (`unreadCount_one`, `_other`).
      return Object.keys(value ?? {}).some((key) => key === member || key.startsWith(`${member}_`));
    };
    expect(named.filter((name) => !inCatalogue(name))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });
});
