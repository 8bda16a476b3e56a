import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { askThroughCache } from '../../../api/api-query';
import { getSession, isTokenUsable } from '../../../lib/session';
import { parseCharacterId } from '../character-id';
import { readSheet } from './sheet-reads';

/**
 * Starts the sheet's data as its route opens, before the screen renders (readSheet). The
 * screen's queries take over these requests and report any failure themselves. Without a
 * login nothing is asked: the route guard sends the reader to /auth.
 */
export function prefetchSheet(params: Params, queryClient: QueryClient): void {
  const id = parseCharacterId(params.id);
  const { token, user } = getSession();
  if (id === null || !user || !isTokenUsable(token)) return;
  readSheet(id, user, askThroughCache(queryClient));
}
