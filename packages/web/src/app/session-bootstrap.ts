import type { AuthCheckResponse } from '@club/shared/contract/auth';
import { CLIENT_ERROR_CODES, isAbort, isApiError } from '../api/api-error';
import { apiRequest } from '../api/client';
import * as apiPaths from '../config/api-paths/session';
import {
  clearSession,
  getSession,
  isTokenUsable,
  markInitialized,
  setSessionUser,
} from '../lib/session';

/**
 * The startup check of SPEC.md section 4: no token, an unreadable one, one without an
 * expiry or an expired one clears the session; otherwise the server confirms the user.
 * A server that cannot be reached has not refused anything: offline, the stored session
 * stays (its token is still unexpired), so the member can read what was kept offline.
 */
export async function bootstrapSession(): Promise<void> {
  const { token } = getSession();
  if (!isTokenUsable(token)) {
    clearSession();
    return;
  }
  try {
    // zod stays out of the first screen's bundle; the shape check is small enough by hand.
    const answer = await apiRequest<Partial<AuthCheckResponse> | null>(apiPaths.auth.check, {
      quiet: true,
    });
    if (answer?.user && typeof answer.user.id === 'number') setSessionUser(answer.user);
    else clearSession();
  } catch (error) {
    // The page was left (a reload, a link followed) before the answer came: nothing was
    // refused, and the next page checks the same token again. Ending the session here
    // would log out a member who merely reloaded while the app started.
    if (isAbort(error)) return;
    const unreachable = isApiError(error) && error.code === CLIENT_ERROR_CODES.network;
    if (!(unreachable && getSession().user)) clearSession();
  } finally {
    markInitialized();
  }
}
