import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@club/shared/constants';
import { startActing, stopActing } from '../../lib/acting-as-state';
import { headersOf, mockApi } from '../../test/mock-api';

// A worker controls the page, as it does once the app has been opened before. Laid on the
// page's own navigator and taken away after, for the files that run next in this
// environment.
const worker = { controller: {}, addEventListener: () => undefined };
Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

let prefetch: typeof import('./prefetch-for-offline');
beforeAll(async () => {
  prefetch = await import('./prefetch-for-offline');
});
afterEach(() => stopActing());

const character = {
  id: 4,
  class_id: 2,
  avatar_path: 'dwarfs',
  professions: [{ id: 7, name: 'Smed' }],
};

describe('filling the offline store', () => {
  it("reads a member's characters and what their sheets read", async () => {
    const calls = mockApi({
      'GET characters': () => ({ characters: [character] }),
    });
    localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    await prefetch.prefetchForOffline();
    const paths = calls.map((call) => call.path);
    expect(paths).toContain('characters/4/abilities');
    expect(paths).toContain('professions/7/abilities');
  });

  it('stops when the guardian switches to act as a child, asking nothing as the child', async () => {
    const calls = mockApi({
      'GET characters': () => {
        // The guardian presses "Handl som Asta" while the store fills.
        startActing({ id: 9, name: 'Asta' });
        return { characters: [character] };
      },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    await prefetch.prefetchForOffline();
    const paths = calls.map((call) => call.path);
    expect(paths).toContain('characters');
    // The guardian's character would be refused to Asta (403), and is not Asta's to keep.
    expect(paths.filter((path) => path.startsWith('characters/4'))).toEqual([]);
    expect(calls.filter((call) => headersOf(call)['x-act-as'])).toEqual([]);
  });
});
