/** Resolves once a service worker controls this page; never where there is none. */
export function serviceWorkerControlling(): Promise<void> {
  if (!('serviceWorker' in navigator)) return new Promise(() => {});
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/** Whether a service worker controlled this page when it loaded (not on a first visit). */
export const controlledAtLoad =
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  navigator.serviceWorker.controller !== null;
