import type { User } from '@club/shared/contract/auth';
import type { AskRead } from '../api/api-query';
import { apiUrl } from '../api/api-url';
import { requestHeaders } from '../api/request-headers';
import * as apiPaths from '../config/api-paths/first-reads';
import * as sessionPaths from '../config/api-paths/session';
import { paths } from '../config/paths';
import { readSheet } from '../features/characters/api/sheet-reads';
import { parseCharacterId } from '../features/characters/character-id';
import { basePath } from '../lib/base-path';
import { isTokenUsable, readStoredLogin } from '../lib/stored-login';

/**
 * The first data of the pages a member opens the app on most, asked for by the page
 * itself: the server puts this module, built on its own, in those pages as an inline
 * script, so the requests leave as the page arrives rather than once the app's scripts
 * have downloaded and run (on a phone, most of a first visit). Nothing here may import
 * React or the router. The app takes the answers over as it starts (app/early-data.ts),
 * and asks through this same module when the page came without it (from the service
 * worker's cache, or the dev server).
 */
export interface EarlyRequests {
  /** The answers asked for so far, by API path, as fetch gave them. */
  answers: Map<string, Promise<Response>>;
  /** Told of each later answer (one that follows from another) once the app listens. */
  listener: ((path: string, answer: Promise<Response>) => void) | null;
}

declare global {
  interface Window {
    clubEarlyRequests?: EarlyRequests;
  }
}

interface EarlyRoute {
  route: string;
  start: (params: Record<string, string>, ask: AskRead, user: User) => void;
}

/**
 * What each of these pages reads first, as its route's loader asks for it too (a test
 * holds the two together): the sheet's reads are written once, in readSheet.
 */
const EARLY_ROUTES: EarlyRoute[] = [
  {
    route: paths.characters.abilities(':id'),
    start: ({ id }, ask, user) => {
      const characterId = parseCharacterId(id);
      if (characterId !== null) readSheet(characterId, user, ask);
    },
  },
  { route: paths.events.list, start: (_params, ask) => ask(apiPaths.events.list) },
];

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** `/character/:id/abilities` against a path: its parameters, or null when it is another. */
export function matchRoute(route: string, path: string): Record<string, string> | null {
  const want = route.split('/');
  const have = path.replace(/\/$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index]!;
    if (part.startsWith(':')) {
      const value = decoded(actual);
      if (!value) return null;
      params[part.slice(1)] = value;
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

/**
 * Asks for the first data of the page at `pathname`, for a stored session the token of
 * which has not expired. The requests carry that token, so the server answers them only
 * for a session it still accepts.
 */
export function startPageEarlyData(pathname: string): EarlyRequests {
  const requests: EarlyRequests = { answers: new Map(), listener: null };
  const { token, user } = readStoredLogin();
  const base = basePath();
  if (!user || !isTokenUsable(token) || !pathname.startsWith(base)) return requests;
  const below = `/${pathname.slice(base.length)}`;
  const ask: AskRead = (path, then) => {
    if (requests.answers.has(path)) return;
    const asked = fetch(apiUrl(path), {
      headers: requestHeaders(path, 'GET', token),
      credentials: 'include',
    });
    // What follows from an answer is asked for before the answer is handed on, so the
    // reader that takes it finds those requests already there.
    const answer = then
      ? asked.then(async (response) => {
          if (!response.ok) return response;
          try {
            then(await response.clone().json());
          } catch {
            // Nothing follows from an answer that is not what it should be; its reader says so.
          }
          return response;
        })
      : asked;
    // Whoever takes it hears of a failure; an answer nobody takes fails quietly.
    answer.catch(() => {});
    requests.answers.set(path, answer);
    requests.listener?.(path, answer);
  };
  for (const { route, start } of EARLY_ROUTES) {
    const params = matchRoute(route, below);
    if (!params) continue;
    // The start-up check first: the app shows no screen before its answer (SPEC.md 2.1).
    ask(sessionPaths.auth.check);
    start(params, ask, user);
    // Then what the frame around the page reads (the inbox's count, the rules link), so
    // that none of it waits for the app's scripts either.
    ask(apiPaths.notifications.list);
    ask(apiPaths.settings);
    break;
  }
  return requests;
}
