import { lazy, Suspense } from 'react';

// The logged-in frame (menus, drawer, their positioning code) loads only after login,
// keeping it out of the first screen's JavaScript (ARCHITECTURE.md 7).
const AppFrame = lazy(async () => ({ default: (await import('./app-frame')).AppFrame }));

export function AppLayout() {
  return (
    <Suspense fallback={null}>
      <AppFrame />
    </Suspense>
  );
}
