import type { createAppRouter } from './router';

type AppRouter = Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>;

/**
 * Settles once the router has opened the first page: its route modules loaded and its
 * loaders run. The app renders its router only then. React Router's provider reads the
 * router's state as it renders and listens for changes only once that render is on the
 * screen; a first render that yields to the browser (a transition) could otherwise miss
 * the first page arriving in between and show the startup shell for good.
 */
export function whenRouterOpen(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Settles once the member has left the page the router opened on, for another path. Call
 * it once the router is open: a redirect while opening is part of opening.
 */
export function whenFirstPageLeft(router: AppRouter): Promise<void> {
  const first = router.state.location.pathname;
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.location.pathname === first) return;
      stop();
      resolve();
    });
  });
}
