import { matchPath } from 'react-router';
import { requestEarly } from '../api/client';
import { paths } from '../config/paths';
import { parseCharacterId } from '../features/characters/hooks/use-character-id';
import { basePath } from '../lib/base-path';

/**
 * The first data of the pages a member opens the app on most, by the API path their
 * screen reads it from (a test holds the two together). The sheet's title needs only the
 * character; its abilities follow from what the character says.
 */
const EARLY_DATA: { route: string; requests: (params: Record<string, string>) => string[] }[] = [
  {
    route: paths.characters.abilities(':id'),
    requests: ({ id }) => {
      const characterId = parseCharacterId(id);
      return characterId === null ? [] : [`characters/${characterId}`];
    },
  },
  { route: paths.events.list, requests: () => ['events'] },
];

/**
 * Asks for the first data of the page the app opens on, for a stored session, beside the
 * session check: the page's chunks still have to arrive and run before its own requests
 * could leave. The requests carry the stored token, so the server answers them only for
 * a session it still accepts.
 */
export function startEarlyData(pathname: string): void {
  if (!pathname.startsWith(basePath())) return;
  const below = `/${pathname.slice(basePath().length)}`;
  for (const { route, requests } of EARLY_DATA) {
    const match = matchPath(route, below);
    if (!match) continue;
    for (const path of requests(match.params as Record<string, string>)) requestEarly(path);
    return;
  }
}
