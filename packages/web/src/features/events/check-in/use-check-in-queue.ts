import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { notifications } from 'mantine-toast-store';
import type { AttendanceUpdate, StaffSignup, WalkInCreate } from '@club/shared/contract/events';
import { updateAttendance } from '../api/update-attendance';
import { signupsQuery } from '../api/get-signups';
import { useSession } from '../../../lib/session';
import { enqueueCheckIn, removeCheckIn, retryWalkIn, type QueuedWalkIn } from './check-in-queue';
import { sendQueuedCheckIns } from './send-check-in';

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
