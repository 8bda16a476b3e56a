import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrecacheController } from 'workbox-precaching';
import { PRECACHE_CONCURRENCY, precacheInParallel } from './precache-in-parallel';

const BASE = 'https://klub.example/';

/** The parts of Workbox's controller the install reads, over a list of files. */
function controllerOf(files: string[]): PrecacheController {
  const keys = new Map(
    files.map((file) => [
      `${BASE}${file}`,
      file.includes('-') ? `${BASE}${file}` : `${BASE}${file}?__WB_REVISION__=abc`,
    ]),
  );
  return {
    strategy: { cacheName: 'precache-test' },
    getURLsToCacheKeys: () => keys,
    getIntegrityForCacheKey: () => undefined,
  } as unknown as PrecacheController;
}

/** A cache store in memory and a network that answers each file when told to. */
function fakeBrowser(held: string[] = []) {
  const stored = new Map<string, Response>(held.map((key) => [key, new Response('old')]));
  const cache = {
    match: async (key: string) => stored.get(key),
    put: async (key: string, response: Response) => void stored.set(key, response),
  };
  vi.stubGlobal('caches', { open: async () => cache });
  const waiting: { request: Request; answer: (status: number) => void }[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  vi.stubGlobal(
    'fetch',
    (request: Request) =>
      new Promise<Response>((resolve) => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        waiting.push({
          request,
          answer: (status) => {
            inFlight -= 1;
            resolve(new Response(request.url, { status }));
          },
        });
      }),
  );
  return {
    stored,
    waiting,
    mostAtOnce: () => mostAtOnce,
    /** Answers every request asked so far and lets the install ask its next ones. */
    answerAll: async (status = 200) => {
      for (const { answer } of waiting.splice(0)) answer(status);
      await vi.waitFor(() => undefined);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the worker installing the app files', () => {
  it('asks for several files at once, never more than a browser opens, and stores each under its key', async () => {
    const files = Array.from({ length: 20 }, (_, index) => `assets/chunk-${index}.js`);
    const browser = fakeBrowser();
    const installed = precacheInParallel(controllerOf(files));
    await vi.waitFor(() => expect(browser.waiting).toHaveLength(PRECACHE_CONCURRENCY));
    while (browser.stored.size < files.length) {
      await vi.waitFor(() => expect(browser.waiting.length).toBeGreaterThan(0));
      await browser.answerAll();
    }
    await installed;
    expect(browser.mostAtOnce()).toBe(PRECACHE_CONCURRENCY);
    expect([...browser.stored.keys()].sort()).toEqual(files.map((file) => `${BASE}${file}`).sort());
  });

  it('fetches only what the cache lacks, and a file named without a hash past the HTTP cache', async () => {
    const browser = fakeBrowser([`${BASE}assets/kept-1.js`]);
    const installed = precacheInParallel(controllerOf(['assets/kept-1.js', 'index.html']));
    await vi.waitFor(() => expect(browser.waiting).toHaveLength(1));
    const [asked] = browser.waiting;
    expect(asked?.request.url).toBe(`${BASE}index.html`);
    expect(asked?.request.cache).toBe('reload');
    await browser.answerAll();
    await installed;
    expect(browser.stored.has(`${BASE}index.html?__WB_REVISION__=abc`)).toBe(true);
  });

  it('fails the install when a file cannot be fetched, so the worker is not put in charge half-filled', async () => {
    const browser = fakeBrowser();
    const installed = precacheInParallel(controllerOf(['assets/a-1.js']));
    await vi.waitFor(() => expect(browser.waiting).toHaveLength(1));
    await browser.answerAll(503);
    await expect(installed).rejects.toThrow(/503/);
    expect(browser.stored.size).toBe(0);
  });
});
