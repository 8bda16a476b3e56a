import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as apiPaths from '../config/api-paths';
import { mockApi } from '../test/mock-api';
import { apiKey, apiQuery } from './api-query';

/**
 * docs/architecture.md, "Reading the API": every API path is built in config/api-paths,
 * every read is one query definition whose cache key is made from its path, and every
 * write refreshes or sets what it changed by such a key.
 */

/** The web app's own source, as text: no tests, no test helpers. */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, text]) => ({ file: fromSrc(file), code: withoutComments(text) }));

/** Every module that defines reads: the areas' api/ folders and the shared ones below them. */
const readModules = import.meta.glob<Record<string, unknown>>(
  ['../features/*/api/*.ts', './queries/*.ts', '!../**/*.test.ts'],
  { eager: true },
);

/** The start-up check asks for auth/check itself until its rework takes apiPaths.auth.check. */
const HAND_TYPED_FOR_NOW = new Set(['app/session-bootstrap.ts']);

/** A globbed file's path under src/ (the glob names this folder's files `./…`). */
function fromSrc(file: string): string {
  return file.replace(/^\.\.\//, '').replace(/^\.\//, 'api/');
}

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** Each string and template literal of the code, with its file, as written. */
function literals(): { file: string; text: string }[] {
  return sources.flatMap(({ file, code }) =>
    [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map(
      (match) => ({ file, text: match[0].slice(1, -1) }),
    ),
  );
}

/** Every path config/api-paths builds, with sample ids and filters. */
function everyPath(): string[] {
  const paths: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') paths.push(value);
    else if (typeof value === 'function') {
      try {
        paths.push(String(value(...Array.from({ length: Math.max(value.length, 1) }, () => '7'))));
      } catch {
        // A builder that wants more than an id (a filter) shares its root with others.
      }
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  Object.entries(apiPaths)
    .filter(([name]) => name !== 'API_ROOT')
    .forEach(([, value]) => visit(value));
  return paths;
}

/** The first segment of every API path: `characters`, `events`, `me`… */
const ROOTS = [...new Set(everyPath().map((path) => path.split(/[/?]/)[0]!))];

interface ReadDefinition {
  name: string;
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => unknown;
}

function isDefinition(value: unknown): value is Omit<ReadDefinition, 'name'> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as ReadDefinition).queryKey) &&
    typeof (value as ReadDefinition).queryFn === 'function'
  );
}

/** A factory's definition for sample arguments: ids first, else text (a search, a code). */
function sampleDefinition(factory: (...args: unknown[]) => unknown): unknown {
  const count = Math.max(factory.length, 1);
  try {
    return factory(...Array.from({ length: count }, () => 7));
  } catch {
    return factory(...Array.from({ length: count }, () => '7'));
  }
}

/** Every read the areas define: exported definitions, and `…Query` factories' results. */
function readDefinitions(): ReadDefinition[] {
  return Object.entries(readModules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => {
      const definition =
        typeof value === 'function' && name.endsWith('Query')
          ? sampleDefinition(value as (...args: unknown[]) => unknown)
          : value;
      return isDefinition(definition) ? [{ ...definition, name: `${file} ${name}` }] : [];
    }),
  );
}

/** The one path a definition's fetcher asks for. */
async function pathRead(definition: ReadDefinition): Promise<string[]> {
  const calls = mockApi({});
  try {
    await definition.queryFn({
      queryKey: definition.queryKey,
      signal: new AbortController().signal,
      meta: undefined,
    } as QueryFunctionContext);
  } catch {
    // The fake server answers 404 to everything; what was asked is what counts.
  }
  return calls.map((call) => call.path);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading the API', () => {
  it('caches every path under one key, the one made from the path', async () => {
    const definitions = readDefinitions();
    // Every area's reads are found, not a handful.
    expect(definitions.length).toBeGreaterThan(40);
    const keysByPath = new Map<string, Set<string>>();
    for (const definition of definitions) {
      const asked = await pathRead(definition);
      expect({ read: definition.name, asked: asked.length }).toEqual({
        read: definition.name,
        asked: 1,
      });
      const path = asked[0]!;
      expect({ read: definition.name, key: definition.queryKey }).toEqual({
        read: definition.name,
        key: apiKey(path),
      });
      keysByPath.set(
        path,
        (keysByPath.get(path) ?? new Set()).add(JSON.stringify(definition.queryKey)),
      );
    }
    const twoKeys = [...keysByPath].filter(([, keys]) => keys.size > 1);
    expect(twoKeys).toEqual([]);
  });

  it('makes a key of the path alone, and a path’s key begins with those of the paths above it', () => {
    expect(apiKey('characters/5/abilities')).toEqual(['characters', '5', 'abilities']);
    expect(apiKey('users?q=Ylva%20Ulv')).toEqual(['users', { q: 'Ylva Ulv' }]);
    expect(apiKey('/events')).toEqual(['events']);
    expect(apiQuery('characters/5').queryKey).toEqual(apiKey('characters/5'));
    expect(apiKey('change-requests?status=open')).not.toEqual(apiKey('change-requests?status=all'));
  });

  it('names no cache key by hand: reads take theirs from a definition, writes name it', () => {
    // A key is a definition's (`….queryKey`) or a path's (`apiKey(…)`), never a list typed here.
    const named = /^(?:[\w.]+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\.queryKey|apiKey\()/;
    const byHand = sources.flatMap(({ file, code }) =>
      file === 'api/api-query.ts'
        ? []
        : [
            ...[...code.matchAll(/queryKey:\s*([^,}\n]*)/g)]
              .filter((match) => !named.test(match[1]!))
              .map((match) => match[0]),
            ...[
              ...code.matchAll(/(?:queryOptions|(?:set|get)QueryData(?:<[^>]*>)?)\(\s*\[[^\n]*/g),
            ].map((match) => match[0]),
          ].map((found) => `${file}: ${found}`),
    );
    expect(byHand).toEqual([]);
  });

  it('types no API path outside config/api-paths', () => {
    const root = new RegExp(`^(?:${ROOTS.map((r) => r.replace(/[-]/g, '\\-')).join('|')})[/?]`);
    const byHand = literals().filter(
      ({ file, text }) =>
        !file.startsWith('config/api-paths/') &&
        !HAND_TYPED_FOR_NOW.has(file) &&
        // A module's own path, not the API's.
        !/^\.{1,2}\//.test(text) &&
        (root.test(text) || /(^|\/)api\//.test(text)),
    );
    expect(byHand).toEqual([]);
    // A single-segment path (`'events'`) is a word like any other, except handed to a call.
    const handedOver = sources.flatMap(({ file, code }) =>
      HAND_TYPED_FOR_NOW.has(file)
        ? []
        : [
            ...code.matchAll(
              /\b(?:apiRequest|apiBlob|apiQuery|rulesWritePath)(?:<[^>]*>)?\(\s*['"`]/g,
            ),
          ].map((match) => `${file}: ${match[0]}`),
    );
    expect(handedOver).toEqual([]);
  });
});
