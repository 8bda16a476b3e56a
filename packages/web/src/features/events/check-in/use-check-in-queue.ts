import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffSignup } from '@club/shared/contract/events';
import { useSession } from '../../../lib/session';
import {
  enqueueCheckIn,
  queuedCheckIns,
  removeCheckIn,
  subscribeToQueue,
  type QueuedCheckIn,
} from './check-in-queue';
import { sendQueuedCheckIns } from './send-check-in';

/** How often waiting taps are tried again while there are some (one bar of signal). */
const RETRY_MS = 20_000;

/** This staff member's queue as React state, refreshed on every change. */
export function useQueuedCheckIns(): QueuedCheckIn[] {
  const userId = useSession().user?.id;
  const [entries, setEntries] = useState<QueuedCheckIn[]>([]);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    const read = () =>
      void queuedCheckIns(userId).then(
        (next) => live && setEntries(next),
        () => undefined,
      );
    read();
    const stop = subscribeToQueue(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return entries;
}

/**
 * Sends waiting taps on load, when the connection returns, and every little while as long
 * as some wait: used by the app frame, so they go out whichever screen is open.
 */
export function useSendQueuedCheckIns(userId: number | undefined): void {
  const queryClient = useQueryClient();
  const entries = useQueuedCheckIns();
  const waiting = entries.some((entry) => entry.failed === null);
  useEffect(() => {
    if (userId === undefined) return;
    const send = () => void sendQueuedCheckIns(queryClient, userId);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queryClient, userId]);
  useEffect(() => {
    if (userId === undefined || !waiting) return;
    const timer = window.setInterval(() => void sendQueuedCheckIns(queryClient, userId), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [queryClient, userId, waiting]);
}

/** A tap at the gate: kept first, shown at once, and sent if there is signal. */
export function useCheckInActions() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const record = useCallback(
    async (signup: StaffSignup, kind: 'in' | 'out') => {
      if (userId === undefined) return;
      const at = new Date().toISOString();
      await enqueueCheckIn({
        userId,
        eventId: signup.event_id,
        signupId: signup.id,
        name: signup.character_name
          ? `${signup.user_name} (${signup.character_name})`
          : signup.user_name,
        kind,
        // Coming back after leaving clears the departure; a first arrival leaves it alone.
        body:
          kind === 'out'
            ? { checked_out_at: at }
            : signup.checked_out_at !== null
              ? { checked_in_at: at, checked_out_at: null }
              : { checked_in_at: at },
        at,
      });
      await sendQueuedCheckIns(queryClient, userId);
    },
    [queryClient, userId],
  );
  const retry = useCallback(
    () => (userId === undefined ? Promise.resolve() : sendQueuedCheckIns(queryClient, userId)),
    [queryClient, userId],
  );
  const dismiss = useCallback((id: number) => removeCheckIn(id), []);
  return { record, retry, dismiss };
}
