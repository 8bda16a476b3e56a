import type { AuthResponse, Login } from '@club/shared/contract/auth';
import { apiRequest } from '../../../api/client';
import { clearSession, setSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
import { requireSession } from './session-answer';

export async function logIn(body: Login): Promise<AuthResponse> {
  const answer = await apiRequest<Partial<AuthResponse> | null>('auth/login', {
    method: 'POST',
    body,
  });
  return requireSession(answer);
}

/** Logs in and keeps the session; a failed login clears any old one (SPEC.md 4). */
export function useLogIn() {
  return useAction(logIn, {
    onSuccess: ({ token, user }) => setSession(token, user),
    onError: () => clearSession(),
  });
}
