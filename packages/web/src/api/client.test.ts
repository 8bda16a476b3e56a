import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@club/shared/constants';
import { getSession, setSession } from '../lib/session';
import { apiError, json, mockApi } from '../test/mock-api';
import { ApiError } from './api-error';
import { apiBlob } from './blob';
import { apiRequest } from './client';

afterEach(() => {
  vi.unstubAllGlobals();
});

const member = { id: 7, name: 'Freja', email: 'freja@example.org', role: 'user' } as const;

function sentHeaders(index = 0): Record<string, string> {
  return vi.mocked(fetch).mock.calls[index]?.[1]?.headers as Record<string, string>;
}

describe('apiRequest', () => {
  it("reads an HTML page instead of data as 'Session may have expired'", async () => {
    mockApi({
      'GET professions': () =>
        new Response('<!doctype html><title>Klubben</title>', {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    });
    const failure = await apiRequest('professions').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('errors.sessionMaybeExpired');
    expect((failure as ApiError).message).toBe(
      'Session may have expired. Please refresh the page.',
    );
  });

  it('clears the session on a 401', async () => {
    setSession('expired-token', member);
    mockApi({ 'GET characters': () => apiError(401, 'errors.sessionExpired', 'Session expired') });
    await expect(apiRequest('characters')).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the session on a 403', async () => {
    setSession('good-token', member);
    mockApi({ 'GET users': () => apiError(403, 'errors.forbidden', 'Forbidden') });
    await expect(apiRequest('users')).rejects.toMatchObject({
      status: 403,
      code: 'errors.forbidden',
    });
    expect(getSession().token).toBe('good-token');
  });

  it('sends the bearer token to the auth check and logout, but not to login', async () => {
    setSession('good-token', member);
    mockApi({
      'GET auth/check': () => ({ user: member }),
      'POST auth/logout': () => ({ message: 'Logged out.' }),
      'POST auth/login': () => json({ token: 't', user: member }),
    });
    await apiRequest('auth/check');
    await apiRequest('auth/logout', { method: 'POST' });
    await apiRequest('auth/login', { method: 'POST', body: { email: 'a@b.dk', password: 'x' } });
    expect(sentHeaders(0).Authorization).toBe('Bearer good-token');
    expect(sentHeaders(1).Authorization).toBe('Bearer good-token');
    expect(sentHeaders(2).Authorization).toBeUndefined();
    expect(sentHeaders(2)['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('turns an error without code or text into the generic, translatable error', async () => {
    mockApi({ 'GET classes': () => json({}, 502) });
    await expect(apiRequest('classes')).rejects.toMatchObject({
      status: 502,
      code: 'errors.unexpected',
      message: 'An unexpected error occurred',
    });
  });

  it('refuses a write at once while offline, sending nothing', async () => {
    setSession('good-token', member);
    const calls = mockApi({ 'POST characters/4/abilities': () => ({ ok: true }) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(
        apiRequest('characters/4/abilities', { method: 'POST', body: { abilities: [] } }),
      ).rejects.toMatchObject({ status: 0, code: 'errors.offline' });
      expect(calls).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('reads a write that never reached the server as offline, not as a failed save', async () => {
    setSession('good-token', member);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('characters/4', { method: 'PUT', body: {} })).rejects.toMatchObject({
      code: 'errors.offline',
    });
    await expect(apiRequest('characters/4')).rejects.toMatchObject({ code: 'errors.network' });
  });
});

describe('apiBlob', () => {
  it("sends a read's headers, the token and the offline mark included, and takes any file", async () => {
    setSession('good-token', member);
    mockApi({
      'GET languages/3/font': () =>
        new Response(new Uint8Array([0, 1, 0, 0]), { headers: { 'content-type': 'font/ttf' } }),
    });
    const font = await apiBlob('languages/3/font');
    expect(font.size).toBe(4);
    expect(sentHeaders()).toEqual({
      Accept: '*/*',
      Authorization: 'Bearer good-token',
      'X-Offline-Cache': 'keep',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('reads a refusal as the API error it carries', async () => {
    setSession('good-token', member);
    mockApi({
      'GET me/export': () => apiError(403, 'errors.forbidden', 'Forbidden'),
    });
    await expect(apiBlob('me/export')).rejects.toMatchObject({
      status: 403,
      code: 'errors.forbidden',
    });
  });
});
