import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { jsonNamespaces } from './plugins/json-namespaces';
import { toastStore } from './plugins/toast-store';
import { limitsFor } from '../../test-limits';

const limits = limitsFor('web');

export default defineConfig({
  plugins: [react(), jsonNamespaces(), toastStore()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    environment: 'jsdom',
    // Mantine screens render slowly in jsdom on a busy two-core machine.
    testTimeout: limits.testTimeout,
    hookTimeout: limits.hookTimeout,
    expect: { poll: { timeout: limits.wait } },
    setupFiles: ['./src/test/setup.ts'],
  },
});
