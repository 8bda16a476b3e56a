import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'virtual:mantine-static-styles.css';
import './app/first-paint.css';
import './app/global.css';
import i18n, { initI18n } from './i18n/index';
import { AppProviders } from './app/providers';
import { applyDeferredStylesheets } from './app/deferred-stylesheets';
import { startEarlyData } from './app/early-data';
import { createAppRouter } from './app/router';
import { whenFirstPageLeft, whenRouterOpen } from './app/router-open';
import { preloadFrame } from './app/shell/app-layout';
import { StartupShell } from './app/shell/startup-shell';
import { bootstrapSession } from './app/session-bootstrap';
import { registerServiceWorker } from './app/service-worker';
import { getSession, isTokenUsable } from './lib/session';

// The app renders its screens only once the auth check has finished (SPEC.md 2.1).
async function start(): Promise<void> {
  // A stored session will open a screen behind the login: the frame (with the list of
  // those screens) loads beside the start-up check, and is there for the first render.
  const stored = isTokenUsable(getSession().token);
  const frame = stored ? preloadFrame().catch(() => {}) : undefined;
  // The page's first data left with the page itself (or leaves now), not once the page's
  // chunks have run; the start-up check among it, so it is taken over before it is asked.
  const stopEarlyData = stored ? startEarlyData(window.location.pathname) : () => {};
  const checked = bootstrapSession();
  await initI18n('first-screen');
  // Made before the check has answered, the router starts the page's chunks and the rest
  // of its data (a route's prefetch) beside it rather than after it. Those requests carry
  // the stored token, so a session the check ends gets nothing from them; the first
  // render still waits for the check.
  const router = createAppRouter();
  const opened = whenRouterOpen(router);
  // The first page's reads take its early answers, some only once others have arrived;
  // those nobody took are forgotten as the member moves on, never read by a later page.
  void opened.then(() => whenFirstPageLeft(router)).then(stopEarlyData);
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  const root = createRoot(container);
  // Until the first page's code is there, the startup shell (the server's page for the
  // screens behind the login already shows the same).
  root.render(<StartupShell frame={Boolean(getSession().user)} />);
  await Promise.all([checked, applyDeferredStylesheets(), opened, frame]);
  // As a transition, the first render yields to the browser every few milliseconds
  // instead of holding a phone's main thread for the whole app at once.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  registerServiceWorker(() => void announceNewVersion());
}

/** A new version of the app took over while it was open: the member hears of it. */
async function announceNewVersion(): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    id: 'app-updated',
    title: i18n.t('offline.updatedTitle'),
    message: i18n.t('offline.updated'),
    color: 'teal',
  });
}

void start();
