/** Code fetched on demand: what arrived, and the one fetch on its way. */
export interface FetchOnce<T> {
  /** What the fetch gave, once it has; undefined before. */
  fetched: () => T | undefined;
  /** The fetch in flight, or a new one: a failed fetch (no signal) is tried again. */
  fetch: () => Promise<T>;
}

/**
 * Runs `load` at most once at a time and keeps what it gives, so every place that waits
 * for the same code shares one request and, once it has come, draws it at once.
 */
export function fetchOnce<T>(load: () => Promise<T>): FetchOnce<T> {
  let fetched: T | undefined;
  let fetching: Promise<T> | undefined;
  return {
    fetched: () => fetched,
    fetch: () =>
      (fetching ??= load().then(
        (value) => (fetched = value),
        (error: unknown) => {
          fetching = undefined;
          throw error;
        },
      )),
  };
}
