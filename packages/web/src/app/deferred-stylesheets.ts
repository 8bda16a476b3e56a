/**
 * A page behind the login arrives with its startup shell's styles inline and the app's
 * stylesheet only preloaded, so a phone paints the shell before the stylesheet is there
 * (the server's route-preloads). This applies that stylesheet and settles once it is in
 * effect, for the app to render nothing unstyled. A page without such a preload (the login
 * screen, a page the service worker answers, the dev server) settles at once.
 */
export function applyDeferredStylesheets(doc: Document = document): Promise<void> {
  const links = doc.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="style"][data-app-styles]',
  );
  return Promise.all([...links].map(applyStylesheet)).then(() => undefined);
}

function applyStylesheet(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    // A stylesheet that fails to load must not keep the app from starting: unstyled is
    // better than not at all.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}
