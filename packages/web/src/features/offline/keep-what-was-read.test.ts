import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@club/shared/constants';
import { apiKey } from '../../api/api-query';
import { headersOf, mockApi } from '../../test/mock-api';

// A first visit: no service worker controlled the page when it loaded, one does now. Laid
// on the page's own navigator and taken away after, for the files that run next in this
// environment (its onLine and the rest stay as they are).
const worker = { controller: null as object | null, addEventListener: () => undefined };
Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

let keep: typeof import('./keep-what-was-read');
let kept: typeof import('../../lib/kept-offline');
beforeAll(async () => {
  keep = await import('./keep-what-was-read');
  kept = await import('../../lib/kept-offline');
  worker.controller = {};
});
afterEach(() => vi.restoreAllMocks());

describe('the path of a read', () => {
  it('is the path its cache key was made from', () => {
    for (const path of [
      'events/3/signups',
      'characters/active/special-abilities?type=Sprog',
      'races-classes',
    ]) {
      expect(keep.pathOfKey(apiKey(path))).toBe(path);
    }
    expect(keep.pathOfKey(['session', 3])).toBeNull();
    expect(keep.pathOfKey([])).toBeNull();
  });
});

describe('keeping what a first visit read', () => {
  it('reads again, through the worker, what may be kept, and leaves the screens their answers', async () => {
    const calls = mockApi({
      'GET events/3/signups': () => ({ signups: [] }),
      'GET races-classes': () => ({ races: [] }),
    });
    localStorage.setItem(STORAGE_KEYS.token, 'staff-token');
    const client = new QueryClient();
    const signups = { signups: [{ id: 1 }] };
    client.setQueryData(apiKey('events/3/signups'), signups);
    client.setQueryData(apiKey('races-classes'), { races: [{ id: 2 }] });
    client.setQueryData(apiKey('auth/check'), { user: null });
    const answeredAt = client.getQueryState(apiKey('events/3/signups'))?.dataUpdatedAt;
    const lookAgain = vi.fn();
    const stop = kept.whenKeptOffline(lookAgain);

    await keep.keepWhatWasRead(client);
    stop();

    expect(calls.map((call) => call.path).sort()).toEqual(['events/3/signups', 'races-classes']);
    // Marked for the worker to keep, as the screens' own reads are.
    expect(headersOf(calls[0])['x-offline-cache']).toBeTruthy();
    // The screens keep the very answers they have: nothing is drawn again.
    expect(client.getQueryData(apiKey('events/3/signups'))).toBe(signups);
    expect(client.getQueryState(apiKey('events/3/signups'))?.dataUpdatedAt).toBe(answeredAt);
    // What shows whether the list is kept offline looks again.
    expect(lookAgain).toHaveBeenCalledTimes(1);
  });
});
