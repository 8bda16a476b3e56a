import { basePath, withBase } from '../lib/base-path';

/**
 * Registers the service worker under the base path the server chose. The worker takes
 * over as soon as it is installed (skipWaiting, clientsClaim), so a new version is in use
 * from the next visit without the member clearing anything; when one replaces an older
 * worker while the app is open, `onUpdate` tells the member.
 */
export function registerServiceWorker(
  onUpdate: () => void,
  enabled: boolean = import.meta.env.PROD,
): void {
  if (!('serviceWorker' in navigator) || !enabled) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) onUpdate();
  });
  void navigator.serviceWorker.register(withBase('sw.js'), { scope: basePath() }).catch(() => {
    // Without a worker the app still works online; there is nothing to tell the member.
  });
}
