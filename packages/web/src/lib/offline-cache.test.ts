import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/mock-api';
import { apiRequest } from '../api/client';
import { clearSession, offlineCacheSettled, setSession, setSessionUser } from './session';
import {
  keepsOffline,
  OFFLINE_CACHE_HEADER,
  OFFLINE_CACHE_NAME,
  offlineCacheOwner,
  ownCharacterIds,
} from './offline-cache';

/** A stand-in for the browser's Cache Storage: which named caches exist. */
function fakeCaches(): Set<string> {
  const names = new Set<string>();
  vi.stubGlobal('caches', {
    delete: vi.fn(async (name: string) => names.delete(name)),
    open: vi.fn(async (name: string) => {
      names.add(name);
      return { add: vi.fn(), keys: vi.fn(async () => []) };
    }),
  });
  return names;
}

const freja = { id: 7, name: 'Freja', email: 'freja@example.org', role: 'user' } as const;
const bo = { id: 8, name: 'Bo', email: 'bo@example.org', role: 'user' } as const;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what the offline store keeps', () => {
  it('keeps rules data for everyone', () => {
    for (const path of [
      'races-classes',
      'classes',
      'classes/3/professions',
      'professions',
      'professions/12/abilities',
      'abilities/40/special-abilities',
      'special-abilities',
      'languages',
      'languages/2/font',
      'documents',
      'languages/2/documents',
      'documents/9',
    ]) {
      expect(keepsOffline(path, []), path).toBe(true);
    }
  });

  it("keeps the member's own characters and nobody else's", () => {
    expect(keepsOffline('characters', [])).toBe(true);
    expect(keepsOffline('characters/active/special-abilities?type=Sprog', [])).toBe(true);
    expect(keepsOffline('characters/4', [4])).toBe(true);
    expect(keepsOffline('characters/4/abilities', [4])).toBe(true);
    expect(keepsOffline('characters/4/xp', [4])).toBe(true);
    expect(keepsOffline('characters/4/print', [4])).toBe(true);
    expect(keepsOffline('characters/5', [4])).toBe(false);
    expect(keepsOffline('characters/5/abilities', [4])).toBe(false);
  });

  it("keeps the events with the member's own ticket, and the gate's sign-up list", () => {
    expect(keepsOffline('events', [])).toBe(true);
    expect(keepsOffline('events/12', [])).toBe(true);
    expect(keepsOffline('events/12/signups', [])).toBe(true);
    expect(keepsOffline('events/12/tickets/abc', [])).toBe(false);
    expect(keepsOffline('events/12/lists/kitchen.csv', [])).toBe(false);
    expect(keepsOffline('calendar', [])).toBe(false);
  });

  it('never keeps accounts, the session or staff lists', () => {
    for (const path of [
      'auth/check',
      'users',
      'users/3',
      'users?q=a',
      'abilities',
      'characters/print',
      'characters/5/print',
    ]) {
      expect(keepsOffline(path, [4]), path).toBe(false);
    }
  });

  it('marks only reads it may keep, learning the own characters from the list', async () => {
    fakeCaches();
    setSession('token', freja);
    await offlineCacheSettled();
    const calls: Headers[] = [];
    mockApi({
      'GET characters': () => json({ characters: [{ id: 4 }, { id: 6 }] }),
      'GET characters/4': () => ({ id: 4 }),
      'GET characters/5': () => ({ id: 5 }),
    });
    const original = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push(new Headers(init.headers));
        return original(input, init);
      }),
    );
    await apiRequest('characters');
    expect(ownCharacterIds()).toEqual([4, 6]);
    await apiRequest('characters/4');
    await apiRequest('characters/5');
    expect(calls.map((headers) => headers.get(OFFLINE_CACHE_HEADER))).toEqual([
      'keep',
      'keep',
      null,
    ]);
  });
});

describe('what the offline store drops', () => {
  it('is emptied on logout, with whose it was', async () => {
    const names = fakeCaches();
    setSession('token', freja);
    await offlineCacheSettled();
    names.add(OFFLINE_CACHE_NAME);
    localStorage.setItem('club.offline.characters', '[4]');

    clearSession();
    await offlineCacheSettled();
    expect(names.has(OFFLINE_CACHE_NAME)).toBe(false);
    expect(offlineCacheOwner()).toBeNull();
    expect(ownCharacterIds()).toEqual([]);
  });

  it('is emptied when another member signs in on the same device', async () => {
    const names = fakeCaches();
    setSession('token', freja);
    await offlineCacheSettled();
    names.add(OFFLINE_CACHE_NAME);
    localStorage.setItem('club.offline.characters', '[4]');

    setSession('other-token', bo);
    await offlineCacheSettled();
    expect(names.has(OFFLINE_CACHE_NAME)).toBe(false);
    expect(offlineCacheOwner()).toBe(bo.id);
    expect(ownCharacterIds()).toEqual([]);
  });

  it('is kept when the same member is confirmed again', async () => {
    const names = fakeCaches();
    setSession('token', freja);
    await offlineCacheSettled();
    names.add(OFFLINE_CACHE_NAME);
    localStorage.setItem('club.offline.characters', '[4]');

    setSessionUser(freja);
    await offlineCacheSettled();
    expect(names.has(OFFLINE_CACHE_NAME)).toBe(true);
    expect(ownCharacterIds()).toEqual([4]);
  });
});
