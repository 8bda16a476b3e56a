import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from './client';

/**
 * The cache key of a GET, made from its path and nothing else, so every read of one path
 * shares one cached answer, and a write refreshes what it changed by naming the path
 * (`apiKey(apiPaths.events.list)`). A path's key begins with the key of each path above
 * it: invalidating `characters/5` also refreshes `characters/5/abilities`.
 */
export function apiKey(path: string): QueryKey {
  const [pathname = '', search] = path.replace(/^\/+/, '').split('?', 2);
  const key: (string | Record<string, string>)[] = pathname.split('/').filter(Boolean);
  if (search) key.push(Object.fromEntries(new URLSearchParams(search)));
  return key;
}

/** How a query reads its path: as JSON (apiRequest) unless it says otherwise. */
export type ApiRead<T> = (path: string, options: RequestOptions) => Promise<T>;

/**
 * The `meta` of a read made without the global loading bar: a refresh in the background,
 * or a read whose screen shows its own loader. A definition sets it for every use, or one
 * use for itself (`useQuery({ ...characterQuery(id), meta: QUIET })`).
 */
export const QUIET = { quiet: true };

/**
 * The one definition of a read: its key from its path, and a fetcher given that same
 * path. Screens, route loaders and the sheet's early reads all take their queries from
 * here, through the definitions each area names (`characterQuery(id)`), so a path is
 * never cached under two keys.
 */
export function apiQuery<T>(path: string, read: ApiRead<T> = apiRequest<T>) {
  return queryOptions({
    queryKey: apiKey(path),
    queryFn: ({ meta }) => read(path, { quiet: meta?.quiet === true }),
  });
}

/**
 * Asks for a read; `then` hears the answer once it came and was not a refusal. What a page
 * reads first is written once against this (e.g. the sheet's reads), and run both by the
 * page's early data, before the app has loaded, and by the route's loader through
 * `askThroughCache`.
 */
export type AskRead = (path: string, then?: (answer: unknown) => void) => void;

/**
 * Asks through the query cache, without waiting: the screens' queries take the requests
 * over, and report any failure themselves.
 */
export function askThroughCache(queryClient: QueryClient): AskRead {
  return (path, then) => {
    queryClient.fetchQuery(apiQuery(path)).then(then, () => {
      // The screen's own query asks again and says what went wrong.
    });
  };
}
