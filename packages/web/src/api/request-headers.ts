import * as apiPaths from '../config/api-paths/session';
import { ACT_AS_HEADER } from '@club/shared/contract/household-constants';
import { getActingAs } from '../lib/acting-as-state';
import { keepsOffline, OFFLINE_CACHE_HEADER } from '../lib/offline-cache';

const HOUSEHOLD_ROOT = 'household';
const ANONYMOUS_PATHS: readonly string[] = [apiPaths.auth.login, apiPaths.auth.signup];
/**
 * The session's own calls and the household's, always the logged-in guardian's: a guardian
 * manages their household and switches between its people as themself.
 */
function guardiansOwn(path: string): boolean {
  return (
    ANONYMOUS_PATHS.includes(path) ||
    path === apiPaths.auth.check ||
    path === apiPaths.auth.logout ||
    path === HOUSEHOLD_ROOT ||
    path.startsWith(`${HOUSEHOLD_ROOT}/`)
  );
}

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
  // A guardian acting as a person of their household asks as them: every rule is theirs.
  // What is read then is not kept for offline reading, which belongs to the guardian.
  const acting = token && !guardiansOwn(path) ? getActingAs() : null;
  if (acting) headers[ACT_AS_HEADER] = String(acting.id);
  if (method === 'GET' && token && !acting && keepsOffline(path)) {
    headers[OFFLINE_CACHE_HEADER] = 'keep';
  }
  return headers;
}
