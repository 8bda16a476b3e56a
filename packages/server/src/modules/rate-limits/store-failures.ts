import type { FastifyBaseLogger } from 'fastify';

/** While the shared store is down, a warning this often is enough to see it in the log. */
export const STORE_FAILURE_WARNING_INTERVAL_MS = 60_000;

/**
 * Reports failures of the shared rate-limit store: the first at once, then at most one a
 * minute, so an outage does not write a line for every request it lets through.
 */
export function storeFailureReporter(
  log: FastifyBaseLogger,
  intervalMs = STORE_FAILURE_WARNING_INTERVAL_MS,
): (error: unknown) => void {
  let lastWarning = Number.NEGATIVE_INFINITY;
  return (error) => {
    const now = Date.now();
    if (now - lastWarning < intervalMs) return;
    lastWarning = now;
    log.warn(
      { err: error },
      'The rate-limit store failed: requests are let through uncounted until it answers again',
    );
  };
}
