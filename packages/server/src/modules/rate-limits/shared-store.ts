import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  FastifyRateLimitOptions,
} from '@fastify/rate-limit';
import type { HitCount } from './rate-limit-hits.repository';

/** Counts one request under `key` in a window of `windowMs`, in a store every instance shares. */
export type CountHit = (key: string, windowMs: number) => Promise<HitCount>;

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The route a child store counts for. The plugin passes the merged limit settings with the
 * route under `routeInfo` (its typings say the route itself), so both are read.
 */
function routeName(options: ChildOptions): string {
  const route =
    (options as ChildOptions & { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ??
    options;
  return `${String(route.method)} ${String(route.url)}`;
}

/**
 * The rate-limit plugin's store contract (`incr` and `child`) over a shared counter, with a
 * window per route and client key as the in-process store keeps them. A failure of the
 * counter is reported and handed on; the plugin (with `skipOnError`) then lets the request
 * through.
 */
export function sharedStore(
  count: CountHit,
  onFailure: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: HitCount) => void,
      timeWindow: number,
    ): void {
      count(`${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          onFailure(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return new SharedStore({}, routeName(options));
    }
  }
  return SharedStore;
}
