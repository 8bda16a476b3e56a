/**
 * Password reset requests wait here and are worked on in batches at the ticks of a clock of
 * their own. A request for a known address and one for an unknown address take one path up
 * to the answer (one push onto this queue) and nothing of either runs on the request's turn
 * or right after its answer: the account lookup, the token row and the mail run at the next
 * tick, together with whatever else arrived meanwhile. So neither the answer nor the
 * request after it can be timed to tell whether an address has an account.
 */

/** How often waiting requests are worked on: the longest a reset mail waits to leave. */
export const RESET_QUEUE_PERIOD_MS = 1000;
/**
 * More waiting requests than this are dropped, whatever their address: the per-address
 * rate limit already holds each client far below it, so only a flood from many addresses
 * meets it, and then memory stays bounded.
 */
export const RESET_QUEUE_LIMIT = 10_000;

export interface ResetRequestQueue {
  /** Queues a request; never works on it now. */
  add: (email: string) => void;
  /** Works on every request waiting now; resolves when they are done. */
  drain: () => Promise<void>;
  /** Stops the clock and works on what is left. */
  close: () => Promise<void>;
}

export function createResetRequestQueue(
  work: (email: string) => Promise<void>,
  onError: (error: unknown) => void,
  periodMs = RESET_QUEUE_PERIOD_MS,
): ResetRequestQueue {
  const waiting: string[] = [];
  let running: Promise<void> = Promise.resolve();

  const drain = () => {
    running = running.then(async () => {
      for (const email of waiting.splice(0)) {
        try {
          await work(email);
        } catch (error) {
          onError(error);
        }
      }
    });
    return running;
  };

  const timer = setInterval(() => void drain(), periodMs);
  timer.unref();

  return {
    add: (email) => {
      if (waiting.length < RESET_QUEUE_LIMIT) waiting.push(email);
    },
    drain,
    close: () => {
      clearInterval(timer);
      return drain();
    },
  };
}
