import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import rootConfig from '../../../../vitest.config';
import webConfig from '../../../web/vitest.config';
import { QUIET_MACHINE_BUDGET, SLOWER_MACHINE_FACTOR, limitsFor } from '../../../../test-limits';

// The test runner's time limits hold on a machine ten times slower than a quiet one: a
// busy CI machine must never turn a passing suite red.

const REPO = path.resolve(import.meta.dirname, '../../../..');
type Project = keyof typeof QUIET_MACHINE_BUDGET;

interface ProjectTest {
  name?: string;
  testTimeout?: number;
  hookTimeout?: number;
  expect?: { poll?: { timeout?: number } };
}

// Vitest's own defaults, which apply where a project sets nothing.
const VITEST_DEFAULTS = { testTimeout: 5_000, hookTimeout: 10_000, poll: 1_000 };

function projectSettings(): Map<string, ProjectTest> {
  const found = new Map<string, ProjectTest>();
  const projects = (rootConfig as { test?: { projects?: unknown[] } }).test?.projects ?? [];
  for (const project of projects) {
    const test =
      project === 'packages/web/vitest.config.ts'
        ? (webConfig as { test?: ProjectTest }).test
        : (project as { test?: ProjectTest }).test;
    if (test?.name) found.set(test.name, test);
  }
  return found;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'artifacts') {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, pattern));
    else if (pattern.test(entry.name)) out.push(full);
  }
  return out;
}

const TEST_FILES: Record<Project, string[]> = {
  shared: filesUnder(path.join(REPO, 'packages/shared/src'), /\.test\.ts$/),
  server: filesUnder(path.join(REPO, 'packages/server/src'), /\.test\.ts$/),
  web: filesUnder(path.join(REPO, 'packages/web/src'), /\.test\.tsx?$/),
  e2e: filesUnder(path.join(REPO, 'e2e'), /\.ts$/),
};

const ms = (literal: string) => Number(literal.replaceAll('_', ''));
const relative = (file: string) => path.relative(REPO, file);

/** The text of each `fc.assert(…)` call in `source`, up to its closing parenthesis. */
function fastCheckCalls(source: string): string[] {
  const calls: string[] = [];
  let from = source.indexOf('fc.assert(');
  while (from >= 0) {
    let depth = 0;
    let end = from + 'fc.assert'.length;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(from, end + 1));
    from = source.indexOf('fc.assert(', end);
  }
  return calls;
}

/** The name of the call whose last argument but one ends at `close` (a `}`): `it`, `setInterval`… */
function callEndingAt(source: string, close: number): string {
  let depth = 0;
  let at = close;
  for (; at >= 0; at--) {
    if (source[at] === '}' || source[at] === ')') depth++;
    if (source[at] === '{' || source[at] === '(') depth--;
    if (depth < 0 && source[at] === '(') break;
  }
  return /([\w.]+)\s*$/.exec(source.slice(Math.max(0, at - 60), at))?.[1] ?? '';
}

const THIS_FILE = path.resolve(import.meta.filename);

describe('test time limits', () => {
  const settings = projectSettings();

  it.each(Object.keys(QUIET_MACHINE_BUDGET) as Project[])(
    'the %s project allows ten times its quiet-machine budget for tests, hooks and waits',
    (project) => {
      const budget = QUIET_MACHINE_BUDGET[project];
      const test = settings.get(project);
      expect(test, `project ${project} in vitest.config.ts`).toBeDefined();
      expect(test?.testTimeout ?? VITEST_DEFAULTS.testTimeout).toBeGreaterThanOrEqual(
        budget.test * SLOWER_MACHINE_FACTOR,
      );
      expect(test?.hookTimeout ?? VITEST_DEFAULTS.hookTimeout).toBeGreaterThanOrEqual(
        budget.hook * SLOWER_MACHINE_FACTOR,
      );
      expect(test?.expect?.poll?.timeout ?? VITEST_DEFAULTS.poll).toBeGreaterThanOrEqual(
        budget.wait * SLOWER_MACHINE_FACTOR,
      );
    },
  );

  it.each(Object.keys(QUIET_MACHINE_BUDGET) as Project[])(
    'no %s test sets itself a tighter limit than its project',
    (project) => {
      const limits = limitsFor(project);
      const tooTight: string[] = [];
      for (const file of TEST_FILES[project]) {
        if (file === THIS_FILE) continue;
        const source = fs.readFileSync(file, 'utf8');
        // A per-test or per-describe limit: `it(…, fn, 20_000)` or `describe(…, { timeout })`.
        for (const match of source.matchAll(/^\s*\}, ([\d_]+)\);/gm)) {
          const call = callEndingAt(source, match.index + match[0].indexOf('}'));
          if (!/^(it|test|describe)\b/.test(call)) continue;
          if (ms(match[1]!) < limits.testTimeout) tooTight.push(`${relative(file)}: ${match[0]}`);
        }
        for (const match of source.matchAll(/(?:describe|it|test)\([^\n]*\{ timeout: ([\d_]+)/g)) {
          if (ms(match[1]!) < limits.testTimeout) tooTight.push(`${relative(file)}: ${match[0]}`);
        }
        // A file's own limits: vi.setConfig({ testTimeout }) or ({ hookTimeout }).
        for (const match of source.matchAll(/\b(?:testTimeout|hookTimeout): ([\d_]+)/g)) {
          if (ms(match[1]!) < limits.testTimeout) tooTight.push(`${relative(file)}: ${match[0]}`);
        }
        // A wait for a state: findBy's, waitFor's, expect.poll's or Playwright's timeout, or
        // Testing Library's asyncUtilTimeout for the whole file.
        for (const match of source.matchAll(/\b(?:timeout|asyncUtilTimeout): ([\d_]+)/g)) {
          if (ms(match[1]!) < limits.wait) tooTight.push(`${relative(file)}: ${match[0]}`);
        }
      }
      expect(tooTight).toEqual([]);
    },
  );

  it('bounds every property test by a number of runs, never by time', () => {
    const unbounded: string[] = [];
    for (const file of Object.values(TEST_FILES).flat()) {
      if (file === THIS_FILE) continue;
      for (const call of fastCheckCalls(fs.readFileSync(file, 'utf8'))) {
        if (!/\bnumRuns\b/.test(call) || /TimeLimit|\btimeout\b/.test(call)) {
          unbounded.push(`${relative(file)}: ${call.slice(0, 80)}…`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});
