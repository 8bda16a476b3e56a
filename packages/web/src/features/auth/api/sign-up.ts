import type { AuthResponse, Signup } from '@club/shared/contract/auth';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths/session';
import { clearSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { keepCheckedSession } from './check-session';
import { requireSession } from './session-answer';

export async function signUp(body: Signup): Promise<AuthResponse> {
  const answer = await apiRequest<Partial<AuthResponse> | null>(apiPaths.auth.signup, {
    method: 'POST',
    body,
  });
  return requireSession(answer);
}

/**
 * Creates the account, logs in with it and runs the auth check; a failed signup or check
 * clears any old session (SPEC.md 2.3, 4).
 */
export function useSignUp() {
  return useAction((body: Signup) => signUp(body).then(keepCheckedSession), {
    onError: () => clearSession(),
  });
}
