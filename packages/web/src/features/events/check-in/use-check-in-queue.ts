import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { notifications } from 'mantine-toast-store';
import type { AttendanceUpdate, StaffSignup, WalkInCreate } from '@club/shared/contract/events';
import { updateAttendance } from '../api/update-attendance';
import { signupsQuery } from '../api/get-signups';
import { useSession } from '../../../lib/session';
import {
  enqueueCheckIn,
  queuedCheckIns,
  removeCheckIn,
  retryWalkIn,
  subscribeToQueue,
  type QueuedCheckIn,
  type QueuedWalkIn,
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const record = useCallback(
    async (signup: StaffSignup, kind: 'in' | 'out') => {
      if (userId === undefined) return;
      const at = new Date().toISOString();
      const body: AttendanceUpdate =
        kind === 'out'
          ? { checked_out_at: at }
          : // Coming back after leaving clears the departure; a first arrival leaves it alone.
            signup.checked_out_at !== null
            ? { checked_in_at: at, checked_out_at: null }
            : { checked_in_at: at };
      try {
        await enqueueCheckIn({
          userId,
          eventId: signup.event_id,
          signupId: signup.id,
          name: signup.character_name
            ? `${signup.user_name} (${signup.character_name})`
            : signup.user_name,
          kind,
          body,
          at,
        });
      } catch {
        // Nowhere to keep it (a browser without IndexedDB): send it now, or say it failed.
        try {
          await updateAttendance(signup.event_id, signup.id, body);
          await queryClient.invalidateQueries({ queryKey: signupsQuery(signup.event_id).queryKey });
        } catch {
          notifications.show({ color: 'red', message: t('eventDay.queue.notKept') });
        }
        return;
      }
      await sendQueuedCheckIns(queryClient, userId);
    },
    [queryClient, userId, t],
  );
  const retry = useCallback(
    () => (userId === undefined ? Promise.resolve() : sendQueuedCheckIns(queryClient, userId)),
    [queryClient, userId],
  );
  const dismiss = useCallback((id: number) => removeCheckIn(id), []);
  /** A refused walk-in sent again with over capacity ticked, as the staff member decided. */
  const letInOverCapacity = useCallback(
    async (entry: QueuedWalkIn) => {
      if (userId === undefined) return;
      await retryWalkIn(entry, { over_capacity: true });
      await sendQueuedCheckIns(queryClient, userId);
    },
    [queryClient, userId],
  );
  return { record, retry, dismiss, letInOverCapacity };
}

/** The walk-in as the dialog gives it; the queue adds its key and the tap's time. */
export type WalkInDraft = Omit<WalkInCreate, 'client_id' | 'checked_in_at'>;

/**
 * Someone signed up at the gate, kept on the phone first like a tap (decision 032) and
 * sent if there is signal: with or without it, they are in the list and on site at once.
 * False when the phone could not keep it (a browser without IndexedDB).
 */
export function useQueueWalkIn(eventId: number) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useCallback(
    async (draft: WalkInDraft, name: string): Promise<boolean> => {
      if (userId === undefined) return false;
      const at = new Date().toISOString();
      try {
        await enqueueCheckIn({
          userId,
          eventId,
          name,
          kind: 'walk-in',
          at,
          body: { ...draft, client_id: crypto.randomUUID(), checked_in_at: at },
        });
      } catch {
        return false;
      }
      await sendQueuedCheckIns(queryClient, userId);
      return true;
    },
    [queryClient, userId, eventId],
  );
}
