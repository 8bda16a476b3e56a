import type { QueryClient } from '@tanstack/react-query';
import { getSession, isTokenUsable } from '../../../lib/session';
import { getEvents } from './get-events';
import { eventKeys } from './query-keys';

/**
 * Starts the season's events as the route opens, before the screen renders; the screen's
 * query takes the request over. Without a login nothing is asked.
 */
export function prefetchEvents(_params: unknown, queryClient: QueryClient): void {
  const { token, user } = getSession();
  if (!user || !isTokenUsable(token)) return;
  void queryClient.prefetchQuery({ queryKey: eventKeys.list(), queryFn: getEvents });
}
