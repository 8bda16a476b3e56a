import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'virtual:mantine-static-styles.css';
import './app/global.css';
import i18n, { initI18n } from './i18n/index';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { bootstrapSession } from './app/session-bootstrap';
import { registerServiceWorker } from './app/service-worker';
import { getSession, isTokenUsable } from './lib/session';

// The app renders only once the auth check has finished (SPEC.md 2.1).
async function start(): Promise<void> {
  // A stored session will open a screen behind the login: the list of those screens loads
  // beside the start-up check instead of after it.
  if (isTokenUsable(getSession().token)) void import('./app/logged-in-screens');
  await Promise.all([initI18n('first-screen'), bootstrapSession()]);
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  // As a transition, the first render yields to the browser every few milliseconds
  // instead of holding a phone's main thread for the whole app at once.
  startTransition(() => {
    createRoot(root).render(
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
