import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { jsonNamespaces } from './plugins/json-namespaces';

export default defineConfig({
  plugins: [react(), jsonNamespaces()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Mantine screens render slowly in jsdom on a busy two-core machine.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
