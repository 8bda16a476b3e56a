import type { AuthResponse, Login } from '@club/shared/contract/auth';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths/session';
import { clearSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { keepCheckedSession } from './check-session';
import { requireSession } from './session-answer';

export async function logIn(body: Login): Promise<AuthResponse> {
  const answer = await apiRequest<Partial<AuthResponse> | null>(apiPaths.auth.login, {
    method: 'POST',
    body,
  });
  return requireSession(answer);
}

/**
 * Logs in, runs the auth check and keeps the session; a failed login or check clears any
 * old one (SPEC.md 2.3, 4).
 */
export function useLogIn() {
  return useAction((body: Login) => logIn(body).then(keepCheckedSession), {
    onError: () => clearSession(),
  });
}
