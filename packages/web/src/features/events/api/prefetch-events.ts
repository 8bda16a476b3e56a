import type { QueryClient } from '@tanstack/react-query';
import { getSession, isTokenUsable } from '../../../lib/session';
import { eventsQuery } from './get-events';

/**
 * Starts the season's events as the route opens, before the screen renders (the page's
 * early data asks for the same path); the screen's query takes the request over. Without
 * a login nothing is asked.
 */
export function prefetchEvents(_params: unknown, queryClient: QueryClient): void {
  const { token, user } = getSession();
  if (!user || !isTokenUsable(token)) return;
  void queryClient.prefetchQuery(eventsQuery);
}
