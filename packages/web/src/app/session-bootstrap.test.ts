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
