import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

export const TOAST_STORE_ID = 'mantine-toast-store';

/**
 * `mantine-toast-store` is the module of Mantine's notifications that holds their store,
 * the same module (and store) the package's own index imports. The app starts by watching
 * that store for the first toast; importing the package's index instead would bring the
 * toasts' container and its transitions into the first screen, which the package's
 * exports give no narrower way to avoid.
 */
export function toastStore(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's CommonJS entry sits in `cjs/`, beside the `esm/` the app builds from.
  const packageDir = path.dirname(path.dirname(require.resolve('@mantine/notifications')));
  const file = path.join(packageDir, 'esm', 'notifications.store.mjs');
  return {
    name: 'club:toast-store',
    enforce: 'pre',
    resolveId(id) {
      return id === TOAST_STORE_ID ? file : null;
    },
  };
}
