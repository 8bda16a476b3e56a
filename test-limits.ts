/**
 * Time limits of every test project. No test may fail because the machine is busy (CI shares
 * two cores with other work), so each limit is ten times the most a test, a hook or a wait of
 * that project may take on a quiet machine. A test slower than its quiet budget should be made
 * smaller, not given a higher limit; CPU-heavy property tests bound their work by fast-check's
 * `numRuns`, never by time. `packages/server/src/test/test-limits.test.ts` holds every project
 * to this.
 */

/** How much slower than a quiet one a machine may be and still pass every suite. */
export const SLOWER_MACHINE_FACTOR = 10;

type Budget = {
  /** the slowest test on a quiet machine, in ms */
  test: number;
  /** the slowest beforeAll/afterAll hook (a server or a database made per file) */
  hook: number;
  /** the longest a test waits for a state (findBy, expect.poll, a Playwright wait) */
  wait: number;
};

/** What a test of each project may take on a quiet machine. */
export const QUIET_MACHINE_BUDGET: Record<'shared' | 'server' | 'web' | 'e2e', Budget> = {
  shared: { test: 3_000, hook: 1_000, wait: 1_000 },
  server: { test: 12_000, hook: 18_000, wait: 1_000 },
  web: { test: 6_000, hook: 3_000, wait: 3_000 },
  e2e: { test: 60_000, hook: 60_000, wait: 12_000 },
};

/** The limits a project's configuration sets: its quiet budget times the slower machine. */
export function limitsFor(project: keyof typeof QUIET_MACHINE_BUDGET): {
  testTimeout: number;
  hookTimeout: number;
  wait: number;
} {
  const budget = QUIET_MACHINE_BUDGET[project];
  return {
    testTimeout: budget.test * SLOWER_MACHINE_FACTOR,
    hookTimeout: budget.hook * SLOWER_MACHINE_FACTOR,
    wait: budget.wait * SLOWER_MACHINE_FACTOR,
  };
}
