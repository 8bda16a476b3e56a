import { lazy, Suspense, useState, type ComponentType } from 'react';
import { StartupShell } from './startup-shell';

// The logged-in frame (menus, drawer, their positioning code) loads only after login,
// keeping it out of the first screen's JavaScript (ARCHITECTURE.md 7).
// It is reached through the logged-in screens' module, which carries the list of its chunks.
let loadedFrame: ComponentType | null = null;

async function loadFrame(): Promise<{ default: ComponentType }> {
  const { AppFrame } = await (await import('../logged-in-screens')).appFrame();
  loadedFrame = AppFrame;
  return { default: AppFrame };
}

const LazyFrame = lazy(loadFrame);

/**
 * Loads the frame ahead of the first render, when the app opens on a page behind the
 * login (the page already preloads its chunk). Drawn through `lazy`, even code that has
 * arrived shows the startup shell first, and React then holds the page back for its
 * fallback's minimum time (300 ms) before revealing it: most of the sheet's first paint
 * on a phone.
 */
export async function preloadFrame(): Promise<void> {
  if (!loadedFrame) await loadFrame();
}

export function AppLayout() {
  // Decided once per mount: switching from the lazy frame to the loaded one would mount
  // the page anew.
  const [Frame] = useState(() => loadedFrame);
  if (Frame) return <Frame />;
  return (
    <Suspense fallback={<StartupShell frame />}>
      <LazyFrame />
    </Suspense>
  );
}
