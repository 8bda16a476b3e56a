import { defineConfig } from 'vitest/config';
import { limitsFor } from './test-limits';
import webConfig, { webTestsReplacingModules } from './packages/web/vitest.config';

const shared = limitsFor('shared');
const server = limitsFor('server');
const e2e = limitsFor('e2e');

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
          testTimeout: shared.testTimeout,
          hookTimeout: shared.hookTimeout,
          expect: { poll: { timeout: shared.wait } },
          // Modules are imported once per worker, not per file (test-isolation.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: server.testTimeout,
          hookTimeout: server.hookTimeout,
          expect: { poll: { timeout: server.wait } },
          pool: 'forks',
          // Fastify, Kysely and the app are imported once per worker, not per file
          // (test-isolation.ts); every file still builds its own app and database.
          isolate: false,
        },
      },
      'packages/web/vitest.config.ts',
      // The web tests that replace modules, each with a module graph of its own.
      {
        ...webConfig,
        test: {
          ...webConfig.test,
          name: 'web-isolated',
          include: webTestsReplacingModules,
          exclude: [],
          isolate: true,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: e2e.testTimeout,
          hookTimeout: e2e.hookTimeout,
          expect: { poll: { timeout: e2e.wait } },
          pool: 'forks',
          // Journeys run side by side, each against a server of its own started from the
          // run's prepared database, all in one Chromium with fresh contexts
          // (harness/global-setup.ts, docs/decisions/024-shared-journey-servers.md).
          globalSetup: ['e2e/harness/global-setup.ts'],
          setupFiles: ['e2e/harness/failure-report.ts'],
        },
      },
    ],
  },
});
