import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../api/client';
import * as apiPaths from '../../config/api-paths';
import { clearSession, getSession } from '../../lib/session';
import { paths } from '../../config/paths';
import { queryClient } from '../query-client';

/**
 * The gate's queue, fetched when someone logs out rather than with every page: only staff
 * keep one, and whoever logs out must not leave one behind on the phone.
 */
const checkInQueue = () => import('../../features/events/check-in/check-in-queue');
const checkInSender = () => import('../../features/events/check-in/send-check-in');

export interface LogOut {
  /** Logs out, unless check-ins made at the gate still wait: then asks first. */
  logOut: () => Promise<void>;
  /** How many check-ins would be lost; null while nothing is being asked. */
  waiting: number | null;
  /** Logs out anyway, dropping the waiting check-ins. */
  confirm: () => Promise<void>;
  /** Stays logged in (the check-ins keep waiting for signal). */
  cancel: () => void;
}

/**
 * Logs out on the server (revoking the token) and always clears the session here too.
 * Check-ins kept on this phone are the staff member's: they are sent first, and if some
 * cannot be, the staff member is told how many before they are dropped.
 */
export function useLogOut(): LogOut {
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState<number | null>(null);

  const finish = useCallback(async () => {
    setWaiting(null);
    const userId = getSession().user?.id;
    try {
      await apiRequest(apiPaths.auth.logout, { method: 'POST' });
    } catch {
      // SPEC.md 4: logging out clears the session even when the call fails.
    } finally {
      if (userId !== undefined) {
        await checkInQueue()
          .then(({ clearCheckIns }) => clearCheckIns(userId))
          .catch(() => undefined);
      }
      clearSession();
      // The next user on this device must not see the previous one's cached data.
      queryClient.clear();
      void navigate(paths.auth, { replace: true });
    }
  }, [navigate]);

  const logOut = useCallback(async () => {
    const userId = getSession().user?.id;
    if (userId !== undefined) {
      await checkInSender()
        .then(({ sendQueuedCheckIns }) => sendQueuedCheckIns(queryClient, userId))
        .catch(() => undefined);
      const left = await checkInQueue()
        .then(({ pendingCount }) => pendingCount(userId))
        .catch(() => 0);
      if (left > 0) {
        setWaiting(left);
        return;
      }
    }
    await finish();
  }, [finish]);

  const cancel = useCallback(() => setWaiting(null), []);
  return { logOut, waiting, confirm: finish, cancel };
}
