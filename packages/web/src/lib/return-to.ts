/**
 * Where a user sent to log in goes afterwards: the page they asked for (a scanned ticket,
 * a sheet), told by the route guard in the navigation state, if it is a path inside the
 * app; else `fallback`.
 */
export function returnTo(state: unknown, fallback: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/(?!\/)/.test(from) && !/^\/(auth|login)\b/.test(from)
    ? from
    : fallback;
}
