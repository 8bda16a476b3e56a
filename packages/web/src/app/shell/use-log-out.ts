import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../api/client';
import { clearSession } from '../../lib/session';
import { paths } from '../../config/paths';
import { queryClient } from '../query-client';

/** Logs out on the server (revoking the token) and always clears the session here too. */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiRequest('auth/logout', { method: 'POST' });
    } catch {
      // SPEC.md 4: logging out clears the session even when the call fails.
    } finally {
      clearSession();
      // The next user on this device must not see the previous one's cached data.
      queryClient.clear();
      void navigate(paths.auth, { replace: true });
    }
  }, [navigate]);
}
