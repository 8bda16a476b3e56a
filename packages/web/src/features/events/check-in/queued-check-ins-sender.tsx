import { useSendQueuedCheckIns } from './use-check-in-queue';

/**
 * Sends the gate's waiting check-ins whichever screen is open. Only staff check in
 * (canManageSignups), so only their frame draws it, and only they download it.
 */
export function QueuedCheckInsSender({ userId }: { userId: number }) {
  useSendQueuedCheckIns(userId);
  return null;
}
