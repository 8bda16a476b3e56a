#!/usr/bin/env node
// Runs every suite (unit, server integration, web, browser journeys) and ends with one
// line of its own: "N passed, N failed[, N skipped]", summed over every suite. Each
// stage prints how long it took as it ends, and all of them once more before that line.
//
//   node scripts/test.mjs                      all suites on SQLite
//   node scripts/test.mjs --postgres URL       and the server suite again on PostgreSQL
//   node scripts/test.mjs --only e2e|unit      one tier
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, '.tmp', 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const only = option('--only');
const postgresUrl = option('--postgres') ?? process.env.TEST_POSTGRES_URL;

const totals = { passed: 0, failed: 0, skipped: 0 };
let anyRunFailed = false;

/** How long each stage took, printed as it ends and once more before the last line. */
const stageTimes = [];

function timed(label, work) {
  const started = process.hrtime.bigint();
  console.log(`\n=== ${label} ===`);
  try {
    return work();
  } finally {
    const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e9);
    stageTimes.push(`${label} ${seconds} s`);
    console.log(`=== ${label}: ${seconds} s ===`);
  }
}

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function vitest(label, projects, env = {}, options = []) {
  timed(label, () => runVitest(label, projects, env, options));
}

function runVitest(label, projects, env, options) {
  const outputFile = path.join(resultsDir, `${label}.json`);
  fs.rmSync(outputFile, { force: true });
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...options,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
  );
  if (!fs.existsSync(outputFile)) {
    console.error(`${label}: the test runner wrote no results (exit ${status})`);
    totals.failed += 1;
    anyRunFailed = true;
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that fails to load runs no tests but must still count as a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  totals.failed += brokenFiles;
  if (status !== 0) {
    anyRunFailed = true;
    // A run that fails outside any test (a config or unhandled error) still counts once.
    if ((report.numFailedTests ?? 0) === 0 && brokenFiles === 0) totals.failed += 1;
  }
}

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing: install it with `apt-get install -y chromium`.');
    return false;
  }
  console.log('Installing Chromium from Debian packages…');
  run('apt-get', ['update', '-qq']);
  return run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0;
}

/**
 * better-sqlite3's binding: `npm ci --ignore-scripts` (as CI installs) leaves it unbuilt.
 * Where no prebuilt one can be fetched it compiles from source, a few minutes on one core,
 * so it is built beside the stages that do not load it (the shared and web tests, the
 * build) rather than before them.
 */
const SQLITE_BINDING = path.join(
  root,
  'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
);

function buildSqliteDriver() {
  if (fs.existsSync(SQLITE_BINDING)) return Promise.resolve(true);
  const log = path.join(resultsDir, 'sqlite-driver-build.log');
  console.log(`\n=== sqlite driver: building beside the next stages (${log}) ===`);
  const started = process.hrtime.bigint();
  const out = fs.openSync(log, 'w');
  const child = spawn('npm', ['rebuild', 'better-sqlite3'], {
    cwd: root,
    stdio: ['ignore', out, out],
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      fs.closeSync(out);
      const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e9);
      stageTimes.push(`sqlite driver ${seconds} s`);
      if (code !== 0) console.error(fs.readFileSync(log, 'utf8'));
      resolve(code === 0);
    });
  });
}

/** Waits for the driver; a failed build counts once and leaves out what needs it. */
async function sqliteDriverBuilt(driver) {
  if (await driver) return true;
  console.error('The SQLite driver (better-sqlite3) did not build; the server suites cannot run.');
  totals.failed += 1;
  anyRunFailed = true;
  return false;
}

const driver = buildSqliteDriver();

if (only !== 'e2e') vitest('unit', ['shared', 'web', 'web-isolated']);

let built = false;
if (only !== 'unit') {
  built = timed('build', () => run('npm', ['run', 'build'])) === 0;
  if (!built) {
    console.error('The build failed; the browser journeys cannot run.');
    totals.failed += 1;
    anyRunFailed = true;
  }
}

const driverBuilt = await sqliteDriverBuilt(driver);

if (only !== 'e2e' && driverBuilt) {
  vitest('integration-sqlite', ['server']);
  if (postgresUrl) vitest('integration-postgres', ['server'], { TEST_DATABASE_URL: postgresUrl });
}

if (only !== 'unit' && built && driverBuilt) {
  if (ensureChromium()) {
    // A journey mostly waits for its browser and server: three side by side keep two
    // cores busy where two left them waiting.
    vitest('e2e', ['e2e'], {}, ['--maxWorkers=3']);
  } else {
    totals.failed += 1;
    anyRunFailed = true;
  }
}

console.log(`\nstage times: ${stageTimes.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || anyRunFailed ? 1 : 0);
