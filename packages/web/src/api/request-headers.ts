import * as apiPaths from '../config/api-paths/session';
import { keepsOffline, OFFLINE_CACHE_HEADER } from '../lib/offline-cache';

const ANONYMOUS_PATHS: readonly string[] = [apiPaths.auth.login, apiPaths.auth.signup];

/**
 * The headers of every call of SPEC.md section 7: JSON, the XMLHttpRequest marker, and
 * the bearer token for every path except login and signup (the auth check and logout
 * need it, since the server knows the user only by the bearer header). A GET whose answer
 * may be kept for reading offline is marked for the service worker. A file's download
 * (a font, a list) takes whatever the server sends (`accept`).
 */
export function requestHeaders(
  path: string,
  method: string,
  token: string | null,
  accept = 'application/json',
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: accept,
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (token && !ANONYMOUS_PATHS.includes(path)) {
    headers.Authorization = `Bearer ${token}`;
  }
  if (method === 'GET' && token && keepsOffline(path)) headers[OFFLINE_CACHE_HEADER] = 'keep';
  return headers;
}
