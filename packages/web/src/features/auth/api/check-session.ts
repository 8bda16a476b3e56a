import type { AuthCheckResponse, AuthResponse } from '@club/shared/contract/auth';
import { ApiError, CLIENT_ERROR_CODES } from '../../../api/api-error';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths/session';
import { setSession, stageToken } from '../../../lib/session';

/**
 * SPEC.md 2.3: after a login or signup the auth check runs before the member goes on to
 * the dashboard. The server confirms the new token and the user it belongs to (SPEC.md 5:
 * the answer must hold the user); only then is the session kept, so no screen sees a
 * logged-in user before. A failed check throws, and the caller clears the session as for a
 * failed login.
 */
export async function keepCheckedSession(session: AuthResponse): Promise<AuthResponse> {
  stageToken(session.token);
  const answer = await apiRequest<Partial<AuthCheckResponse> | null>(apiPaths.auth.check);
  const user = answer?.user;
  if (!user || typeof user.id !== 'number' || typeof user.role !== 'string') {
    throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, 'Invalid response from server');
  }
  setSession(session.token, user);
  return { token: session.token, user };
}
