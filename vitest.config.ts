import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: argon2, databases and browsers per file; more workers only thrash.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'packages/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each journey starts its own server; one at a time keeps them honest.
          fileParallelism: false,
          // One Chromium for all journeys; each journey still gets fresh contexts.
          globalSetup: ['e2e/harness/global-setup.ts'],
        },
      },
    ],
  },
});
