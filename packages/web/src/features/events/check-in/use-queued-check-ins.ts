import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { queuedCheckIns, subscribeToQueue, type QueuedCheckIn } from './check-in-queue';

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
