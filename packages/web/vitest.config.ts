import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { jsonNamespaces } from './plugins/json-namespaces';
import { scrollAreaRefs } from './plugins/scroll-area-refs';
import { toastStore } from './plugins/toast-store';
import { limitsFor } from '../../test-limits';
import { filesReplacingModules } from '../../test-isolation';

const limits = limitsFor('web');

/** Run apart, in the root configuration's `web-isolated` project (see test-isolation.ts). */
export const webTestsReplacingModules = filesReplacingModules(import.meta.dirname, /\.test\.tsx?$/);

export default defineConfig({
  plugins: [
    react(),
    jsonNamespaces(),
    toastStore(),
    scrollAreaRefs(`${import.meta.dirname}/src/lib/merge-refs.ts`),
  ],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...webTestsReplacingModules],
    // One jsdom, React and Mantine per worker, not per file (test-isolation.ts).
    isolate: false,
    environment: 'jsdom',
    // Mantine screens render slowly in jsdom on a busy two-core machine.
    testTimeout: limits.testTimeout,
    hookTimeout: limits.hookTimeout,
    expect: { poll: { timeout: limits.wait } },
    setupFiles: ['./src/test/setup.ts'],
  },
});
