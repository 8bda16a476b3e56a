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
import { forgetEarlyAnswers } from './api/early-answers';
import { applyDeferredStylesheets } from './app/deferred-stylesheets';
import { startEarlyData } from './app/early-data';
import { createAppRouter } from './app/router';
import { whenRouterOpen } from './app/router-open';
import { StartupShell } from './app/shell/startup-shell';
import { bootstrapSession } from './app/session-bootstrap';
import { registerServiceWorker } from './app/service-worker';
import { getSession, isTokenUsable } from './lib/session';

// The app renders its screens only once the auth check has finished (SPEC.md 2.1).
async function start(): Promise<void> {
  // A stored session will open a screen behind the login: the list of those screens loads
  // beside the start-up check instead of after it.
  const stored = isTokenUsable(getSession().token);
  if (stored) void import('./app/logged-in-screens');
  const checked = bootstrapSession();
  // The page's first data leaves beside the check too, not once the page's chunks have run.
  if (stored) startEarlyData(window.location.pathname);
  await initI18n('first-screen');
  // Made before the check has answered, the router starts the page's chunks and the rest
  // of its data (a route's prefetch) beside it rather than after it. Those requests carry
  // the stored token, so a session the check ends gets nothing from them; the first
  // render still waits for the check.
  const router = createAppRouter();
  const opened = whenRouterOpen(router);
  // A macrotask after the first page opened, so its prefetch (run as its loader) has
  // taken its answers: those nobody took are never read afterwards.
  void opened.then(() => setTimeout(forgetEarlyAnswers, 0));
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  const root = createRoot(container);
  // Until the first page's code is there, the startup shell (the server's page for the
  // screens behind the login already shows the same).
  root.render(<StartupShell frame={Boolean(getSession().user)} />);
  await Promise.all([checked, applyDeferredStylesheets(), opened]);
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
