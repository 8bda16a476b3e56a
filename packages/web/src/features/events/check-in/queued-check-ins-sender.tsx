import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sendQueuedCheckIns } from './send-check-in';
import { useQueuedCheckIns } from './use-queued-check-ins';

/** How often waiting taps are tried again while there are some (one bar of signal). */
const RETRY_MS = 20_000;

/**
 * Sends waiting taps on load, when the connection returns, and every little while as long
 * as some wait: used by the app frame, so they go out whichever screen is open.
 */
function useSendQueuedCheckIns(userId: number | undefined): void {
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

/**
 * Sends the staff member's waiting taps from whichever screen is open. The frame loads it
 * for those who may check people in, so a member's pages never download the gate's queue.
 */
export default function QueuedCheckInsSender({ userId }: { userId: number }) {
  useSendQueuedCheckIns(userId);
  return null;
}
