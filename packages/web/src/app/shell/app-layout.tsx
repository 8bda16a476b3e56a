import { lazy, Suspense } from 'react';
import { StartupShell } from './startup-shell';

// The logged-in frame (menus, drawer, their positioning code) loads only after login,
// keeping it out of the first screen's JavaScript (ARCHITECTURE.md 7).
// It is reached through the logged-in screens' module, which carries the list of its chunks.
const AppFrame = lazy(async () => ({
  default: (await (await import('../logged-in-screens')).appFrame()).AppFrame,
}));

export function AppLayout() {
  return (
    <Suspense fallback={<StartupShell frame />}>
      <AppFrame />
    </Suspense>
  );
}
