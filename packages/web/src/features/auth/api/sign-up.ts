import type { AuthResponse, Signup } from '@club/shared/contract/auth';
import { apiRequest } from '../../../api/client';
import { clearSession, setSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { requireSession } from './session-answer';

export async function signUp(body: Signup): Promise<AuthResponse> {
  const answer = await apiRequest<Partial<AuthResponse> | null>('auth/signup', {
    method: 'POST',
    body,
  });
  return requireSession(answer);
}

/** Creates the account and logs in with it; a failed signup clears any old session. */
export function useSignUp() {
  return useAction(signUp, {
    onSuccess: ({ token, user }) => setSession(token, user),
    onError: () => clearSession(),
  });
}
