#!/usr/bin/env node
// Lighthouse (mobile, its default throttled phone) on the first screen (/auth), on a
// character's sheet and on the season's events (/events), against the built app served by
// the real server on the demo data set with a season of events added, in Debian's
// Chromium. Each page is measured `runs` times; the median run counts.
// Run alone with `node bench/lighthouse.mjs` (after `npm run build`), or as part of
// `npm run bench`. Writes bench/results/lighthouse.json and lighthouse.md.
// LIGHTHOUSE_ONLY=sheet,/events measures only the pages named; LIGHTHOUSE_DUMP=<folder>
// keeps each measured load's whole report there; LIGHTHOUSE_GRAPH=<file> adds to that file
// the requests and tasks the simulated phone counts in each load's paints (lantern-graph.mjs);
// LIGHTHOUSE_WEB_DIST=<folder> serves another build of the web app (to compare two builds).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromium } from './chromium.mjs';
import { appendLanternGraph } from './lantern-graph.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, 'bench', 'results');
export const LIGHTHOUSE_BUDGET = {
  performance: 90,
  accessibility: 100,
  // Layout shift, on every page of the app.
  clsBelow: 0.05,
  // The sheet's script against the floor's, measured in the same run.
  sheetScriptTimesFloor: 1.5,
  // /auth's script as it arrives, in KB (1,024 bytes, as the table prints it).
  authScriptKb: 120,
};

/** Whether a page's medians meet every part of the budget that applies to it. */
function meetsBudget(page, floor) {
  const budget = LIGHTHOUSE_BUDGET;
  if (page.performance < budget.performance) return false;
  if (page.accessibility < budget.accessibility) return false;
  if (!(page.cls < budget.clsBelow)) return false;
  if (page.page === '/auth' && page.scriptTransferBytes / 1024 > budget.authScriptKb) return false;
  if (page.page === 'sheet') {
    // Without the floor beside it the ratio is unknown, and so is the budget.
    if (!floor?.scriptTransferBytes) return false;
    if (page.scriptTransferBytes > budget.sheetScriptTimesFloor * floor.scriptTransferBytes) {
      return false;
    }
  }
  return true;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function api(base, route, { token, body, method } = {}) {
  const response = await fetch(`${base}api/${route}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json();
  if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** A member with one character of six professions, made through the API. */
async function memberWithCharacter(base, cli, env) {
  const email = 'lighthouse@example.com';
  // Not made of the email or the name: the password policy refuses those.
  const password = 'beacon-over-the-harbour-42';
  const created = spawnSync(
    'node',
    [
      cli,
      'user',
      'create',
      '--email',
      email,
      '--name',
      'Lighthouse',
      '--password',
      password,
      '--role',
      'user',
    ],
    { env: { ...process.env, ...env }, stdio: 'ignore' },
  );
  if (created.status !== 0) throw new Error('Could not create the Lighthouse member');
  const { token, user } = await api(base, 'auth/login', { body: { email, password } });
  const list = await api(base, 'characters', { token });
  const pair = list.raceClasses[0];
  const classProfessions = await api(base, `classes/${pair.class_id}/professions`, { token });
  const professions = [...classProfessions.mandatory, ...classProfessions.assigned].slice(0, 6);
  const character = await api(base, 'characters', {
    token,
    body: {
      name: 'Ylva Ulvedatter',
      race_id: pair.race_id,
      class_id: pair.class_id,
      profession_ids: professions.map((p) => p.id),
      avatar_path: 'dwarfs',
    },
  });
  return { token, user, character };
}

/**
 * A season as a club has one: eight published events over the coming months, planned by a
 * board member through the API, and the member signed up for the first as a player.
 */
async function season(base, cli, env, member) {
  const email = 'lighthouse-board@example.com';
  const password = 'lantern-above-the-quay-42';
  const created = spawnSync(
    'node',
    [
      cli,
      'user',
      'create',
      '--email',
      email,
      '--name',
      'Bestyrelsen',
      '--password',
      password,
      '--role',
      'bestyrelse',
    ],
    { env: { ...process.env, ...env }, stdio: 'ignore' },
  );
  if (created.status !== 0) throw new Error('Could not create the Lighthouse board member');
  const { token } = await api(base, 'auth/login', { body: { email, password } });
  // A published event with a price needs the club's payment instructions first.
  await api(base, 'settings', {
    token,
    method: 'PUT',
    body: { payment_instructions: 'MobilePay 12 34 56 78, med tilmeldingens reference' },
  });
  const titles = [
    'Høstmarkedet',
    'Ulvenes nat',
    'Vinterblot',
    'Kroens hemmelighed',
    'Tøbrud',
    'Forårsfesten',
    'Slaget ved vadestedet',
    'Midsommer',
  ];
  const day = 24 * 60 * 60 * 1000;
  const events = [];
  for (const [index, title] of titles.entries()) {
    const starts = new Date(Date.now() + (index + 1) * 21 * day);
    events.push(
      await api(base, 'events', {
        token,
        body: {
          title,
          description:
            'Et weekendscenarie i Skovriget: ankomst fredag aften, spil lørdag og søndag.',
          location: 'Spejderhytten ved Gribskov',
          starts_at: starts.toISOString(),
          ends_at: new Date(starts.getTime() + 2 * day).toISOString(),
          capacity: { player: 60, crew: 15 },
          price: { player: 450, crew: 150 },
          xp: { player: 3, crew: 2 },
          status: 'published',
        },
      }),
    );
  }
  await api(base, `events/${events[0].id}/signups`, {
    token: member.token,
    body: {
      role: 'player',
      character_id: member.character.id,
      emergency_contact: { name: 'Astrid', phone: '12345678' },
    },
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Lighthouse's figures of one load, or null when the run came back without them. */
function figures(lhr) {
  const { categories, audits } = lhr;
  const value = (id) => audits[id]?.numericValue;
  const numbers = [
    'largest-contentful-paint',
    'total-blocking-time',
    'first-contentful-paint',
    'cumulative-layout-shift',
  ].map(value);
  if (lhr.runtimeError || categories.performance.score === null) return null;
  if (numbers.some((n) => typeof n !== 'number')) return null;
  const [lcp, tbt, fcp, cls] = numbers;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcpMs: Math.round(lcp),
    tbtMs: Math.round(tbt),
    fcpMs: Math.round(fcp),
    cls: Number(cls.toFixed(3)),
    // What the page's scripts cost on the wire, as Lighthouse saw them arrive.
    scriptTransferBytes:
      audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
        ?.transferSize ?? null,
    failedAccessibility: Object.values(audits)
      .filter(
        (a) =>
          categories.accessibility.auditRefs.some((ref) => ref.id === a.id) &&
          a.score !== null &&
          a.score < 1,
      )
      .map((a) => a.id),
  };
}

/**
 * One Lighthouse load of `url`. Now and then Chromium hands Lighthouse a trace without a
 * metric in it (a layout shift, a paint); such a run says nothing about the page, so it is
 * run again, up to three times in all, before the benchmark gives up with Lighthouse's reason.
 */
async function measure(url, debugPort, prepare) {
  let reason = 'no figures';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await prepare();
    const result = await lighthouse(
      url,
      {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      undefined,
    );
    const measured = figures(result.lhr);
    if (measured && process.env.LIGHTHOUSE_DUMP) {
      // The whole report of each measured load, for reading where the time went.
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      fs.mkdirSync(process.env.LIGHTHOUSE_DUMP, { recursive: true });
      fs.writeFileSync(
        path.join(process.env.LIGHTHOUSE_DUMP, `${name}-${Date.now()}.json`),
        JSON.stringify(result.lhr),
      );
    }
    if (measured && process.env.LIGHTHOUSE_GRAPH) {
      await appendLanternGraph(result, process.env.LIGHTHOUSE_GRAPH);
    }
    if (measured) return { ...measured, attempts: attempt };
    reason = result.lhr.runtimeError?.message ?? 'a metric was missing from the trace';
  }
  throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
}

/**
 * Builds the floor (bench/floor: the smallest app on our stack, decision 029) and serves
 * it on a port of its own, as the app's server serves its files.
 */
async function startFloor() {
  const built = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'bench/floor/vite.config.mjs',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('Could not build the floor');
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/floor-server.mjs'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Starts a server on the demo data and the floor, measures the pages and returns the report. */
export async function runLighthouse({ runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3) } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-lighthouse-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'lighthouse.sqlite')}`,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
  };
  const cli = path.join(root, 'packages/server/dist/cli.js');
  const port = await freePort();
  const server = spawn('node', [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: process.env.LIGHTHOUSE_WEB_DIST ?? path.join(root, 'packages/web/dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const debugPort = await freePort();
  let browser;
  let floor;
  try {
    floor = await startFloor();
    const base = `http://127.0.0.1:${port}/`;
    await waitFor(`${base}api/health`);
    const { token, user, character } = await memberWithCharacter(base, cli, env);
    await season(base, cli, env, { token, character });
    // A persistent context is the browser's default one, the one Lighthouse opens its tab
    // in: the login written here and the caches cleared here are the ones it loads with.
    // (A context of chromium.launch() is a separate, incognito-like one.) Fresh profile.
    browser = await launchChromium({
      // Only for the pages this script drives (the blank page is never the app's worker's
      // to answer); Lighthouse's own tab registers the worker as a member's browser would.
      serviceWorkers: 'block',
      args: [`--remote-debugging-port=${debugPort}`],
    });
    const { context } = browser;
    const pages = [
      { name: 'floor', url: floor.url, loggedIn: false },
      { name: '/auth', url: `${base}auth`, loggedIn: false },
      { name: 'sheet', url: `${base}character/${character.id}/abilities`, loggedIn: true },
      { name: '/events', url: `${base}events`, loggedIn: true },
    ];
    const results = [];
    const only = process.env.LIGHTHOUSE_ONLY?.split(',');
    for (const target of pages.filter((page) => !only || only.includes(page.name))) {
      // A server in use has read its files and compiled its code: one visit, not measured.
      const warmUp = await context.newPage();
      await warmUp.goto(target.url, { waitUntil: 'networkidle' });
      await warmUp.close();
      const scores = [];
      // `runs` cold loads (no HTTP cache, no service worker), then one repeat visit with
      // both kept, as a member opening the app again would have them.
      for (let run = 0; run <= runs; run += 1) {
        const cold = run < runs;
        // Each attempt starts from the same state: a retried cold load is cold again. The
        // login is written from a blank page the browser is handed for the origin, so
        // setting it loads none of the app's files; a cold load then also empties the
        // HTTP cache, the service worker, its caches and the offline store, keeping only
        // the login in local storage.
        const prepare = async () => {
          const page = await context.newPage();
          const blank = `${base}__lighthouse-blank`;
          await page.route(blank, (route) =>
            route.fulfill({
              status: 200,
              contentType: 'text/html',
              body: '<!doctype html><title>-</title>',
            }),
          );
          await page.goto(blank);
          await page.evaluate(
            ([t, u, loggedIn]) => {
              localStorage.clear();
              sessionStorage.clear();
              if (loggedIn) {
                localStorage.setItem('user-token', t);
                localStorage.setItem('user', u);
              }
            },
            [token, JSON.stringify(user), target.loggedIn],
          );
          if (cold) {
            // A worker the last load registered may still be installing: it is unregistered
            // and its caches emptied here, so it cannot fill them again after the clearing.
            await page.evaluate(async () => {
              const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
              await Promise.all(registrations.map((r) => r.unregister()));
              for (const key of await globalThis.caches.keys()) await globalThis.caches.delete(key);
            });
          }
          const client = await context.newCDPSession(page);
          if (cold) {
            await client.send('Network.enable');
            await client.send('Network.clearBrowserCache');
            await client.send('Storage.clearDataForOrigin', {
              origin: new URL(base).origin,
              storageTypes: 'service_workers,cache_storage,indexeddb',
            });
          }
          await client.detach();
          await page.close();
        };
        scores.push({ cold, ...(await measure(target.url, debugPort, prepare)) });
      }
      const coldRuns = scores.filter((s) => s.cold);
      const repeat = scores.find((s) => !s.cold);
      const performance = median(coldRuns.map((s) => s.performance));
      const accessibility = median(coldRuns.map((s) => s.accessibility));
      const measuredPage = {
        page: target.name,
        loadAverage: Number(os.loadavg()[0].toFixed(1)),
        performance,
        accessibility,
        lcpMs: median(coldRuns.map((s) => s.lcpMs)),
        tbtMs: median(coldRuns.map((s) => s.tbtMs)),
        cls: median(coldRuns.map((s) => s.cls)),
        scriptTransferBytes: median(coldRuns.map((s) => s.scriptTransferBytes)),
        repeatVisit: repeat
          ? { performance: repeat.performance, lcpMs: repeat.lcpMs, tbtMs: repeat.tbtMs }
          : null,
        runs: scores,
      };
      results.push({
        ...measuredPage,
        meetsBudget: meetsBudget(
          measuredPage,
          results.find((page) => page.page === 'floor'),
        ),
      });
    }
    return {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      lighthouse: `mobile (default throttled phone); median of cold loads (no HTTP cache, no service worker, no offline store, only the login in local storage), and one repeat visit; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} at the end`,
      budget: LIGHTHOUSE_BUDGET,
      pages: results,
    };
  } finally {
    await browser?.close();
    await floor?.stop();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function lighthouseTable(report) {
  const floor = report.pages.find((p) => p.page === 'floor');
  const beyond = (p) =>
    floor?.scriptTransferBytes
      ? (p.scriptTransferBytes / floor.scriptTransferBytes).toFixed(2)
      : '–';
  return [
    '| page | performance | accessibility | LCP ms | TBT ms | CLS | script KB | script ÷ floor | repeat visit: performance / LCP ms | load average | budget met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...report.pages.map(
      (p) =>
        `| ${p.page} | ${p.performance} | ${p.accessibility} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${(p.scriptTransferBytes / 1024).toFixed(1)} | ${beyond(p)} | ${p.repeatVisit ? `${p.repeatVisit.performance} / ${p.repeatVisit.lcpMs}` : '–'} | ${p.loadAverage} | ${p.page === 'floor' ? 'the floor' : p.meetsBudget ? 'yes' : 'NO'} |`,
    ),
    '',
    `The floor: the smallest app on our stack (React, React Router's data router, TanStack Query, Mantine's core and its whole stylesheet) drawing a 6 × 6 grid of buttons from one JSON read (bench/floor), built and measured in the same run. Budget: performance at least ${LIGHTHOUSE_BUDGET.performance} and accessibility ${LIGHTHOUSE_BUDGET.accessibility} on the app's pages, CLS under ${LIGHTHOUSE_BUDGET.clsBelow}, the sheet's script at most ${LIGHTHOUSE_BUDGET.sheetScriptTimesFloor} × the floor's and /auth's at most ${LIGHTHOUSE_BUDGET.authScriptKb} KB; a row meets it only when every part that applies to it holds.`,
  ].join('\n');
}

export function writeLighthouse(report) {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'lighthouse.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  fs.writeFileSync(
    path.join(resultsDir, 'lighthouse.md'),
    `# Lighthouse ${report.date}\n\n${report.machine.cpus} cores, Node ${report.machine.node}; ${report.lighthouse}.\n\n${lighthouseTable(report)}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runLighthouse();
  writeLighthouse(report);
  console.log(
    `\n${lighthouseTable(report)}\n\nWritten to bench/results/lighthouse.json and lighthouse.md`,
  );
}
