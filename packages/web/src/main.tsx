import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { initI18n } from './i18n/index';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { bootstrapSession } from './app/session-bootstrap';

// The app renders only once the auth check has finished (SPEC.md 2.1).
async function start(): Promise<void> {
  await Promise.all([initI18n(), bootstrapSession()]);
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
