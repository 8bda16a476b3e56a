/**
 * Code a screen fetches on demand (a dialog, the phone's menu, a popover) that a member
 * may need when the signal goes: the first paint does not wait for it, and the app fetches
 * it once the first screen has settled (use-offline-prefetch.ts), so leaving a page by the
 * menu, or confirming before a draft is left, works without signal even before the app's
 * worker has kept its files.
 */
const preloads = new Set<() => void>();

/** Names a fetch of such code, to be made once the first screen has settled. */
export function keepCodeForOffline(preload: () => void): void {
  preloads.add(preload);
}

/** Fetches all such code named so far; each fetch happens once however often it is asked. */
export function fetchCodeKeptForOffline(): void {
  for (const preload of preloads) preload();
}
