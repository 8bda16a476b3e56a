import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@club/shared/constants';
import { apiError, mockApi } from '../test/mock-api';
import { getSession, setSession } from '../lib/session';
import { bootstrapSession } from './session-bootstrap';

const freja = { id: 7, name: 'Freja', email: 'freja@example.org', role: 'user' } as const;

/** A token the client can read, expiring `secondsFromNow` from now. */
function token(secondsFromNow: number): string {
  const payload = btoa(
    JSON.stringify({ sub: 7, exp: Math.floor(Date.now() / 1000) + secondsFromNow }),
  );
  return `e30.${payload.replace(/=+$/, '')}.signature`;
}

/** A 200 JSON answer whose body stops after `sent` and then fails with `error`. */
function cutOffAnswer(sent: string, error: Error): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (sent) controller.enqueue(new TextEncoder().encode(sent));
      controller.error(error);
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}

beforeEach(() => {
  vi.stubGlobal('caches', { delete: vi.fn(async () => true) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the start-up check', () => {
  it('keeps the session when the server cannot be reached', async () => {
    setSession(token(3600), freja);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await bootstrapSession();
    expect(getSession()).toMatchObject({ user: freja, initialized: true });
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('keeps the session when the page is left before the server answers', async () => {
    setSession(token(3600), freja);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
      ),
    );
    await bootstrapSession();
    expect(getSession()).toMatchObject({ user: freja, initialized: true });
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  // The check's answer, cut at each step on its way: before its headers, with its headers
  // but no body yet, and halfway through its body; cut by the page being left (the browser
  // aborts) or by the signal dropping (a network error). Nothing was refused at any step.
  const answer = JSON.stringify({ user: freja });
  const cuts = [
    { step: 'before the headers', sent: null },
    { step: 'after the headers', sent: '' },
    { step: 'halfway through the body', sent: answer.slice(0, answer.length / 2) },
  ];
  const causes = [
    { cause: 'the page is left', error: () => new DOMException('The user aborted.', 'AbortError') },
    { cause: 'the signal drops', error: () => new TypeError('network error') },
  ];
  for (const { step, sent } of cuts) {
    for (const { cause, error } of causes) {
      it(`keeps the session when ${cause} ${step} of the answer`, async () => {
        setSession(token(3600), freja);
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => {
            if (sent === null) throw error();
            return cutOffAnswer(sent, error());
          }),
        );
        await bootstrapSession();
        expect(getSession()).toMatchObject({ user: freja, initialized: true });
        expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
      });
    }
  }

  it('ends the session when the whole answer arrives and cannot be read', async () => {
    setSession(token(3600), freja);
    mockApi({
      'GET auth/check': () =>
        new Response('{"user":', { headers: { 'content-type': 'application/json' } }),
    });
    await bootstrapSession();
    expect(getSession()).toMatchObject({ token: null, user: null, initialized: true });
  });

  it('ends the session when the server refuses the token', async () => {
    setSession(token(3600), freja);
    mockApi({ 'GET auth/check': () => apiError(401, 'errors.sessionExpired', 'Session expired') });
    await bootstrapSession();
    expect(getSession()).toMatchObject({ token: null, user: null, initialized: true });
  });

  it('ends an expired session without asking, online or not', async () => {
    setSession(token(-60), freja);
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    await bootstrapSession();
    expect(getSession().token).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
