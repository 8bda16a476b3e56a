import type { QueryClient } from '@tanstack/react-query';
import type { Signup, StaffSignup } from '@club/shared/contract/events';
import { isApiError } from '../../../api/api-error';
import { addWalkIn } from '../api/add-walk-in';
import { updateAttendance } from '../api/update-attendance';
import { signupsQuery } from '../api/get-signups';
import {
  flushCheckIns,
  type QueuedCheckIn,
  type QueuedWalkIn,
  type SendOutcome,
} from './check-in-queue';

/**
 * Answers that will never change by sending again: the sign-up is gone (cancelled
 * meanwhile), no longer confirmed, or the request itself is wrong. Anything else (no
 * signal, a server error, an ended session) is tried again later.
 */
const FINAL_STATUSES = new Set([400, 403, 404, 409]);

/** Puts the server's answer into the cached list, so the row does not flicker back. */
function patchList(queryClient: QueryClient, signup: Signup): void {
  queryClient.setQueryData(signupsQuery(signup.event_id).queryKey, (list) =>
    list
      ? {
          signups: list.signups.map((row) =>
            row.id === signup.id
              ? {
                  ...row,
                  checked_in_at: signup.checked_in_at,
                  checked_out_at: signup.checked_out_at,
                }
              : row,
          ),
        }
      : list,
  );
}

/**
 * Adds the sign-up a queued walk-in made to the cached list, so the row stays in place
 * between the queue letting go of it and the list being read again.
 */
function addToList(queryClient: QueryClient, entry: QueuedWalkIn, signup: Signup): void {
  const { guest, user_id } = entry.body;
  const row: StaffSignup = {
    ...signup,
    user_id: user_id ?? null,
    user_name: guest?.name ?? entry.name,
    guest: guest !== null && guest !== undefined,
    guest_phone: guest?.phone ?? null,
    character_needs_review: false,
    message_waiting: false,
    guardians: [],
  };
  queryClient.setQueryData(signupsQuery(signup.event_id).queryKey, (list) =>
    list && !list.signups.some((kept) => kept.id === signup.id)
      ? { signups: [...list.signups, row] }
      : list,
  );
}

export async function sendCheckIn(
  queryClient: QueryClient,
  entry: QueuedCheckIn,
): Promise<SendOutcome> {
  try {
    if (entry.kind === 'walk-in') {
      const { signup } = await addWalkIn(entry.eventId, entry.body, { quiet: true });
      addToList(queryClient, entry, signup);
      return { kind: 'sent' };
    }
    const { signup } = await updateAttendance(entry.eventId, entry.signupId, entry.body, {
      quiet: true,
    });
    patchList(queryClient, signup);
    return { kind: 'sent' };
  } catch (error) {
    if (isApiError(error) && FINAL_STATUSES.has(error.status)) {
      return { kind: 'refused', status: error.status, code: error.code, message: error.message };
    }
    return { kind: 'unreachable' };
  }
}

/** Sends what this staff member has waiting, if there is signal; then refreshes the lists. */
export async function sendQueuedCheckIns(queryClient: QueryClient, userId: number): Promise<void> {
  if (!navigator.onLine) return;
  let sentTo = new Set<number>();
  try {
    await flushCheckIns(userId, async (entry) => {
      const outcome = await sendCheckIn(queryClient, entry);
      if (outcome.kind !== 'unreachable') sentTo = new Set([...sentTo, entry.eventId]);
      return outcome;
    });
  } catch {
    // The browser's storage failed (private mode, full disk): what is kept stays kept and
    // is tried again on the next round.
  }
  await Promise.all(
    [...sentTo].map((eventId) =>
      queryClient.invalidateQueries({ queryKey: signupsQuery(eventId).queryKey }),
    ),
  );
}
