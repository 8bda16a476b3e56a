#!/usr/bin/env node
// `npm run bench`: builds the large data set of ARCHITECTURE.md section 7, starts the real
// server as production runs it, loads the rules reads with 50 connections beside a bare
// Node server sending the same bytes, saves characters and gives coins with 20 connections on SQLite and
// (given BENCH_POSTGRES_URL or TEST_DATABASE_URL) on a throwaway PostgreSQL database,
// where it also compares two instances behind a small proxy with one; loads the event list
// and an event's sign-up list beside the bare server too, and sign-ups for one event;
// measures the first screen's JavaScript, the check-in screen with 300 attendees on a
// simulated phone (gate.mjs), and runs Lighthouse on the floor and the app's pages
// (lighthouse.mjs), and writes bench/results/. Every row prints the load average as it ran.
// Parts alone, printed and not written: BENCH_ONLY=reads|saves|events|transfers|gate.
// BENCH_SKIP_GATE=1 and BENCH_SKIP_LIGHTHOUSE=1 leave those out of the whole run.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { screenChunks } from '../packages/web/scripts/bundle-size.mjs';
import { FIRST_SCREEN_WINDOW_MS, firstScreenTransfer } from './first-screen.mjs';
import { gateTable, runGate } from './gate.mjs';
import { lighthouseTable, runLighthouse, writeLighthouse } from './lighthouse.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, 'bench', 'results');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const WRITE_CONNECTIONS = 20;
const BUDGET = { ratio: 0.8, p99Ms: 25, writeP99Ms: 50, firstScreenBytes: 120 * 1024 };
/** The sheet save's p99 budget per engine (never over BUDGET.writeP99Ms on a quiet machine). */
const SHEET_SAVE_P99_MS = { SQLite: 25, PostgreSQL: 40 };

function sh(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * On a machine of two or more cores, the process under load (the app or the bare server)
 * runs on core 0 and the load generator on core 1, the same for both sides, so neither
 * side shares its core with the load generator (BENCH_PIN=0 turns this off). Servers
 * behind the proxy are not pinned: they are meant to spread over the cores.
 */
const PIN =
  process.env.BENCH_PIN !== '0' &&
  os.cpus().length >= 2 &&
  spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** BENCH_PROFILE=<dir>: each app server writes a CPU profile there as it stops. */
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;

/** A Node process with an IPC channel, on the given core when pinning is on. */
function node(
  script,
  args,
  { cpu = null, env = process.env, stdio = 'ignore', nodeArgs = [] } = {},
) {
  const pinned = PIN && cpu !== null;
  return spawn(
    pinned ? 'taskset' : process.execPath,
    [...(pinned ? ['-c', String(cpu), process.execPath] : []), ...nodeArgs, script, ...args],
    { cwd: root, env, stdio: [stdio, stdio, 'inherit', 'ipc'] },
  );
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
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** One GET with the bytes exactly as sent (fetch would decompress them). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            contentEncoding: response.headers['content-encoding'],
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/**
 * One load run by bench/load.mjs in a process of its own: the load generator never shares
 * a core's event loop with this script, and every side is measured by the same process
 * with the same settings.
 */
function load(options) {
  return new Promise((resolve, reject) => {
    const child = node(
      path.join(root, 'bench/load.mjs'),
      [JSON.stringify({ connections, duration, ...options })],
      { cpu: 1 },
    );
    child.once('message', (result) =>
      result.error ? reject(new Error(result.error)) : resolve(result),
    );
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
  });
}

/** Two runs' mean: requests per second and latencies alike; errors add up. */
function mean(a, b) {
  return {
    requestsPerSecond: Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2),
    p50Ms: (a.p50Ms + b.p50Ms) / 2,
    p99Ms: (a.p99Ms + b.p99Ms) / 2,
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  };
}

/**
 * Rounds of yardstick, app, app, yardstick. Each round's ratio compares runs seconds
 * apart, so a machine that slows down or speeds up weighs on both sides alike; the median
 * round is reported, so one round disturbed by the machine's neighbours does not decide the
 * row. BENCH_ROUNDS sets how many (5 unless told).
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));

/**
 * BENCH_ONLY=events runs the event rows alone on SQLite, after building only the server,
 * and (given BENCH_POSTGRES_URL or TEST_DATABASE_URL) the event reads on PostgreSQL too,
 * and prints them without touching bench/results/: for checking those rows quickly (with
 * a short BENCH_DURATION), never for figures to keep.
 */
const ONLY_EVENTS = process.env.BENCH_ONLY === 'events';
/** BENCH_ONLY=saves: the save rows alone on both engines, printed in the same way. */
const ONLY_SAVES = process.env.BENCH_ONLY === 'saves';
/** BENCH_ONLY=reads: the rules reads alone, beside the bare server, printed in the same way. */
const ONLY_READS = process.env.BENCH_ONLY === 'reads';
/** BENCH_ONLY=transfers: the item transfer row alone on both engines, printed in the same way. */
const ONLY_TRANSFERS = process.env.BENCH_ONLY === 'transfers';
/** BENCH_ONLY=gate: the check-in screen with 300 attendees alone (after `npm run build`). */
const ONLY_GATE = process.env.BENCH_ONLY === 'gate';

async function compare(appOptions, bareOptions, cpu = null, floorOptions = null) {
  const slot = Math.max(1, duration / 4);
  await load({ ...appOptions, duration: 3 }); // warm-up, discarded
  await load({ ...bareOptions, duration: 2 });
  if (floorOptions) await load({ ...floorOptions, duration: 2 });
  const rounds = [];
  const spent = { app: 0, bare: 0, floor: 0, appRequests: 0, bareRequests: 0, floorRequests: 0 };
  // Each side's CPU over its own loads: what a request costs the server, which a machine
  // busy with other work changes far less than the rate.
  const measured = async (side, options) => {
    const before = cpu?.[side]?.() ?? 0;
    const result = await load({ ...options, duration: slot });
    spent[side] += (cpu?.[side]?.() ?? 0) - before;
    spent[`${side}Requests`] += result.requests;
    return result;
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const bare1 = await measured('bare', bareOptions);
    const app1 = await measured('app', appOptions);
    // The framework's floor between the app's two loads, as close to both as it can be.
    const floor = floorOptions ? await measured('floor', floorOptions) : null;
    const app2 = await measured('app', appOptions);
    const bare2 = await measured('bare', bareOptions);
    const app = mean(app1, app2);
    const bare = mean(bare1, bare2);
    rounds.push({
      app,
      bare,
      floor,
      ratio: app.requestsPerSecond / bare.requestsPerSecond,
      floorRatio: floor ? app.requestsPerSecond / floor.requestsPerSecond : null,
    });
  }
  const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
  const perRequest = (side) =>
    cpu?.[side] ? Math.round((1000 * spent[side]) / Math.max(1, spent[`${side}Requests`])) : null;
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    ratios: rounds.map((r) => r.ratio),
    cpuUsPerRequest: {
      app: perRequest('app'),
      bare: perRequest('bare'),
      floor: perRequest('floor'),
    },
  };
}

const cli = path.join(root, 'packages/server/dist/cli.js');
// The large data set's members, as packages/server/src/db/seed/large.ts makes them.
const LARGE_SEED_PASSWORD = 'stor-klub-adgangskode';
const largeSeedEmail = (n) => `spiller${String(n).padStart(5, '0')}@bench.example`;
const benchUser = { email: 'bench@example.com', password: 'lanterns-over-the-moor-42' };

/** Migrates and fills an empty database with the large data set and the bench's own account. */
function loadLargeDataSet(env) {
  sh('node', [cli, 'migrate'], env);
  sh('node', [cli, 'seed', 'large'], env);
  sh(
    'node',
    [
      cli,
      'user',
      'create',
      '--email',
      benchUser.email,
      '--name',
      'Bench',
      '--password',
      benchUser.password,
      '--role',
      'user',
    ],
    env,
  );
}

/**
 * The real server as production runs it: NODE_ENV=production, so JSON log lines at the
 * default level. Rate limits stay on; only the login limit is raised, for the write row's
 * logins from one address.
 */
async function startServer(env, dataDir, { cpu = null } = {}) {
  const port = await freePort();
  const server = node(path.join(root, 'packages/server/dist/main.js'), [], {
    nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    cpu,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: '',
      LOG_FORMAT: '',
      AUTH_RATE_LIMIT: '1000',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(ONLY_EVENTS || ONLY_SAVES || ONLY_READS || ONLY_TRANSFERS
        ? {}
        : { WEB_DIST: path.join(root, 'packages/web/dist') }),
    },
  });
  const base = `http://127.0.0.1:${port}/`;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  await Promise.race([
    waitFor(`${base}api/health`),
    exited.then(() => Promise.reject(new Error('the server exited while starting'))),
  ]);
  return {
    port,
    base,
    cpuMs: () => processCpuMs(server.pid),
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The CPU time (user and system) a process has used, in ms, from /proc: the server's own
 * cost of a run, which a machine busy with other work changes far less than its rate.
 */
function processCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the stat line's 14th and 15th fields, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts bench/bare-server.mjs or bench/proxy.mjs and waits until it listens. */
async function startHelper(script, args, { cpu = null } = {}) {
  const child = node(path.join(root, 'bench', script), args.map(String), { cpu });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve) => child.once('message', resolve));
  return {
    cpuMs: () => processCpuMs(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The login's answer: the token and the user with their role. */
async function loginAnswer(base, email, password) {
  const response = await fetch(`${base}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login as ${email} answered ${response.status}`);
  return response.json();
}

async function login(base, email, password) {
  return (await loginAnswer(base, email, password)).token;
}

/**
 * The nth user of the large data set logged in, if they are a player (role `user`): the
 * first users are staff, whose sessions are checked against the database on every
 * request (decision 016), and the budgets are for members.
 */
async function loginPlayer(base, n) {
  const { token, user } = await loginAnswer(base, largeSeedEmail(n), LARGE_SEED_PASSWORD);
  return user.role === 'user' ? token : null;
}

const READS = ['api/professions', 'api/races-classes'];
// What a browser asks for (it gets brotli), gzip alone, and the uncompressed worst case.
const ENCODINGS = [
  ['br', 'gzip, deflate, br'],
  ['gzip', 'gzip'],
  ['identity', 'identity'],
];

/**
 * One read against a bare server sending the same bytes with the same headers: `name` is
 * the row's label, `url` the app's, `requestHeaders` what both sides are asked with.
 */
async function compareRead(name, url, requestHeaders, dataDir, encoding, appCpuMs = null) {
  const sample = await rawGet(url, requestHeaders);
  if (sample.status !== 200) throw new Error(`${name} answered ${sample.status}`);
  const bodyFile = path.join(dataDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.${encoding}`);
  fs.writeFileSync(bodyFile, sample.body);
  // The same bytes means the same answer: body and headers (less those HTTP recomputes).
  const {
    date: _date,
    connection: _connection,
    'keep-alive': _keepAlive,
    'transfer-encoding': _te,
    ...sentHeaders
  } = sample.headers;
  fs.writeFileSync(`${bodyFile}.headers.json`, JSON.stringify(sentHeaders));

  const barePort = await freePort();
  const bare = await startHelper('bare-server.mjs', [bodyFile, barePort], { cpu: 0 });
  const floorPort = await freePort();
  const floorServer = await startHelper('bare-fastify.mjs', [bodyFile, floorPort], { cpu: 0 });
  console.log(`Loading ${name} as ${encoding} (${sample.body.length} bytes)…`);
  try {
    const loadAverage = loadNow();
    // The same request headers on every side: the same bytes in, the same bytes out.
    const {
      app,
      bare: bareResult,
      floor,
      ratio,
      floorRatio,
      ratios,
      cpuUsPerRequest,
    } = await compare(
      { url, headers: requestHeaders },
      { url: `http://127.0.0.1:${barePort}/`, headers: requestHeaders },
      appCpuMs ? { app: appCpuMs, bare: bare.cpuMs, floor: floorServer.cpuMs } : null,
      { url: `http://127.0.0.1:${floorPort}${new URL(url).pathname}`, headers: requestHeaders },
    );
    return {
      endpoint: name,
      encoding,
      contentEncoding: sample.contentEncoding ?? 'identity',
      bytes: sample.body.length,
      app,
      bare: bareResult,
      floor,
      ratio: Number(ratio.toFixed(3)),
      floorRatio: floorRatio === null ? null : Number(floorRatio.toFixed(3)),
      roundRatios: ratios.map((r) => Number(r.toFixed(3))),
      cpuUsPerRequest,
      loadAverage,
      meetsBudget: ratio >= BUDGET.ratio && app.p99Ms < BUDGET.p99Ms && app.non2xx === 0,
    };
  } finally {
    await bare.stop();
    await floorServer.stop();
  }
}

/** The rules reads against a bare server sending the same bytes with the same headers. */
async function readRows(server, token, dataDir) {
  const { base } = server;
  const rows = [];
  for (const endpoint of READS) {
    for (const [encoding, acceptEncoding] of ENCODINGS) {
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding };
      rows.push(
        await compareRead(
          `GET /${endpoint}`,
          `${base}${endpoint}`,
          headers,
          dataDir,
          encoding,
          server.cpuMs,
        ),
      );
    }
  }
  return rows;
}

/** The machine's one-minute load average now, printed beside each row it was measured at. */
const loadNow = () => Number(os.loadavg()[0].toFixed(1));

/** The first WRITE_CONNECTIONS players of the data set who own a character, logged in. */
async function savingMembers(base) {
  const sessions = [];
  for (let n = 1; sessions.length < WRITE_CONNECTIONS; n += 1) {
    if (n > 400) throw new Error('too few players of the data set own a character');
    const token = await loginPlayer(base, n);
    if (!token) continue;
    const response = await fetch(`${base}api/characters`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { characters } = await response.json();
    if (characters.length > 0)
      sessions.push({ token, id: characters[0].id, character: characters[0] });
  }
  return sessions;
}

async function getJson(base, url, token) {
  const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const SHEET_ABILITIES = 12;

/**
 * A sheet of SHEET_ABILITIES abilities the rules allow: what is stored (locked rows stay
 * as they are), then levels 1–6 of the first profession, level 1 of the others, then
 * level 2 of the second; a special ability chosen where one is needed.
 */
async function twelveAbilitySheet(base, token, character) {
  const stored = await getJson(base, `api/characters/${character.id}/abilities`, token);
  const professions = [...character.professions].sort((a, b) => a.position - b.position);
  const offers = await Promise.all(
    professions.map((p) => getJson(base, `api/professions/${p.id}/abilities`, token)),
  );
  const wanted = [
    ...[1, 2, 3, 4, 5, 6].map((level) => [0, level]),
    ...professions.slice(1).map((_, i) => [i + 1, 1]),
    [1, 2],
  ];
  const sheet = stored.map((row) => ({
    profession_id: row.profession_id,
    ability_id: row.ability_id,
    special_ability_id: row.special_ability_id,
  }));
  for (const [index, level] of wanted) {
    if (sheet.length >= SHEET_ABILITIES) break;
    const ability = offers[index]?.find((a) => a.order_learned === level);
    if (!ability || sheet.some((row) => row.ability_id === ability.id)) continue;
    let special = null;
    if (ability.has_special_ability === 1) {
      const { abilities } = await getJson(
        base,
        `api/abilities/${ability.id}/special-abilities`,
        token,
      );
      special = abilities[0]?.id ?? null;
    }
    sheet.push({
      profession_id: professions[index].id,
      ability_id: ability.id,
      special_ability_id: special,
    });
  }
  return sheet;
}

/**
 * The sheet save (POST /api/characters/{id}/abilities, SHEET_ABILITIES abilities) with 20
 * connections, each a different member saving their own character's sheet: first the
 * staff give each character the XP for it and the sheet is saved once, then the load
 * saves the same sheet again and again, which the rules allow (the locked rows are kept).
 */
async function sheetSaveRow(base, engine, sessions) {
  const staff = await login(base, largeSeedEmail(1), LARGE_SEED_PASSWORD);
  const award = await fetch(`${base}api/xp-awards`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      character_ids: sessions.map((s) => s.id),
      amount: 60,
      reason: 'The benchmark: XP for a sheet of twelve',
    }),
  });
  if (!award.ok) throw new Error(`the XP award answered ${award.status}`);
  const perClient = [];
  let abilities = Infinity;
  for (const { token, id, character } of sessions) {
    const sheet = await twelveAbilitySheet(base, token, character);
    abilities = Math.min(abilities, sheet.length);
    const request = {
      method: 'POST',
      path: `/api/characters/${id}/abilities`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ abilities: sheet }),
    };
    const first = await fetch(`${base}${request.path.slice(1)}`, request);
    if (!first.ok)
      throw new Error(`saving the sheet of ${id} answered ${first.status}: ${await first.text()}`);
    perClient.push(request);
  }
  console.log(
    `Saving sheets of ${abilities}+ abilities on ${engine} with ${WRITE_CONNECTIONS} connections…`,
  );
  await load({ url: base, perClient, connections: WRITE_CONNECTIONS, duration: 3 }); // warm-up
  const loadAverage = loadNow();
  const result = await load({ url: base, perClient, connections: WRITE_CONNECTIONS });
  return {
    write: `POST /api/characters/{id}/abilities (the sheet save, ${abilities} abilities)`,
    engine,
    connections: WRITE_CONNECTIONS,
    ...result,
    loadAverage,
    meetsBudget:
      result.p99Ms < SHEET_SAVE_P99_MS[engine] && result.non2xx === 0 && result.errors === 0,
  };
}

/**
 * The description save (PUT /api/characters/{id}, the card's text) with 20 connections,
 * each logged in as a different member of the large data set and saving that member's own
 * character: twenty rows written side by side, as at an event, not twenty connections
 * queueing on one row.
 */
async function descriptionSaveRow(base, engine, sessions) {
  const perClient = sessions.map(({ token, id }) => ({
    method: 'PUT',
    path: `/api/characters/${id}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ description: `Saved by the benchmark as character ${id}.` }),
  }));
  console.log(`Saving descriptions on ${engine} with ${WRITE_CONNECTIONS} connections…`);
  await load({ url: base, perClient, connections: WRITE_CONNECTIONS, duration: 3 }); // warm-up
  const loadAverage = loadNow();
  const result = await load({ url: base, perClient, connections: WRITE_CONNECTIONS });
  return {
    write: 'PUT /api/characters/{id} (the description save)',
    engine,
    connections: WRITE_CONNECTIONS,
    ...result,
    loadAverage,
    meetsBudget: result.p99Ms < BUDGET.writeP99Ms && result.non2xx === 0 && result.errors === 0,
  };
}

const TRANSFER_STOCK = 100_000;

/**
 * The item transfer (POST /api/item-transfers) with 20 connections: each a different member
 * giving one coin from their active character to the next member's, round the ring, so
 * every connection takes its own giver's row lock while another connection's gift arrives
 * to it. The board makes the coin and grants each character its stock first; afterwards
 * no balance may be below zero and the ring's coins must all still be there.
 */
async function itemTransferRow(base, engine, sessions) {
  const staff = await login(base, largeSeedEmail(1), LARGE_SEED_PASSWORD);
  const asStaff = { authorization: `Bearer ${staff}`, 'content-type': 'application/json' };
  const typeResponse = await fetch(`${base}api/item-types`, {
    method: 'POST',
    headers: asStaff,
    body: JSON.stringify({
      name: `Benchmønt ${crypto.randomBytes(3).toString('hex')}`,
      kind: 'currency',
      unit: 'sølv',
    }),
  });
  if (typeResponse.status !== 201) throw new Error(`the coin answered ${typeResponse.status}`);
  const coin = await typeResponse.json();
  const givers = [];
  for (const { token } of sessions) {
    const { characters } = await getJson(base, 'api/characters', token);
    const active = characters.find((c) => c.is_active === 1) ?? characters[0];
    givers.push({ token, id: active.id });
  }
  for (const giver of givers) {
    const granted = await fetch(`${base}api/item-transfers`, {
      method: 'POST',
      headers: asStaff,
      body: JSON.stringify({
        from: 'bank',
        to: { character_id: giver.id },
        item_type_id: coin.id,
        quantity: TRANSFER_STOCK,
        reason: 'The benchmark: a purse to give from',
      }),
    });
    if (granted.status !== 201) throw new Error(`the grant answered ${granted.status}`);
  }
  const perClient = givers.map((giver, i) => ({
    method: 'POST',
    path: '/api/item-transfers',
    headers: { authorization: `Bearer ${giver.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      from: { character_id: giver.id },
      to: { character_id: givers[(i + 1) % givers.length].id },
      item_type_id: coin.id,
      quantity: 1,
    }),
  }));
  console.log(`Giving coins on ${engine} with ${WRITE_CONNECTIONS} connections…`);
  await load({ url: base, perClient, connections: WRITE_CONNECTIONS, duration: 3 }); // warm-up
  const loadAverage = loadNow();
  const result = await load({ url: base, perClient, connections: WRITE_CONNECTIONS });
  let total = 0;
  let lowest = Infinity;
  for (const giver of givers) {
    const inventory = await getJson(base, `api/characters/${giver.id}/inventory`, staff);
    const held = inventory.holdings.find((h) => h.item_type_id === coin.id)?.quantity ?? 0;
    total += held;
    lowest = Math.min(lowest, held);
  }
  const balancesKept = lowest >= 0 && total === TRANSFER_STOCK * givers.length;
  return {
    write: 'POST /api/item-transfers (a gift of one coin)',
    engine,
    connections: WRITE_CONNECTIONS,
    ...result,
    loadAverage,
    balancesKept,
    meetsBudget:
      result.p99Ms < SHEET_SAVE_P99_MS[engine] &&
      result.non2xx === 0 &&
      result.errors === 0 &&
      balancesKept,
  };
}

/** The save rows of one engine (the sheet save first, the budget's row) and the transfer's. */
async function writeRows(base, engine) {
  const sessions = await savingMembers(base);
  return [
    await sheetSaveRow(base, engine, sessions),
    await descriptionSaveRow(base, engine, sessions),
    await itemTransferRow(base, engine, sessions),
  ];
}

const EVENT_SIGNUP_CAPACITY = 10;

/** The figures of one load run as an event row, held to the event budget. */
function eventRow(name, connections, result, p99Budget, extra = {}) {
  return {
    endpoint: name,
    connections,
    ...result,
    ...extra,
    meetsBudget:
      result.p99Ms < p99Budget &&
      result.non2xx === 0 &&
      result.errors === 0 &&
      extra.capacityKept !== false,
  };
}

/**
 * The coming event (published, not yet started) with the most sign-ups, as staff's list
 * counts them (confirmed and waiting: what the gate and the organizers read), with that
 * count. The list of events counts them too, but that is the thing measured beside it.
 */
async function busiestComingEvent(base, asStaff) {
  const { events } = await (await fetch(`${base}api/events`, { headers: asStaff })).json();
  const now = Date.now();
  let busiest = null;
  for (const event of events) {
    if (event.status !== 'published' || Date.parse(event.starts_at) <= now) continue;
    const response = await fetch(`${base}api/events/${event.id}/signups`, { headers: asStaff });
    if (!response.ok) throw new Error(`the sign-ups of ${event.id} answered ${response.status}`);
    const { signups } = await response.json();
    if (!busiest || signups.length > busiest.signups)
      busiest = { id: event.id, signups: signups.length };
  }
  if (!busiest) throw new Error('the large data set has no coming event');
  return busiest;
}

/**
 * The event reads beside the bare server: a member's list of the season, and staff's
 * sign-up list of the busiest coming event; `engine` named in the rows when given.
 */
async function eventReads(server, dataDir, engine = null) {
  const { base } = server;
  const member = await login(base, benchUser.email, benchUser.password);
  // The data set's first member is on the board: staff for the sign-up list.
  const staff = await login(base, largeSeedEmail(1), LARGE_SEED_PASSWORD);
  const busiest = await busiestComingEvent(base, { authorization: `Bearer ${staff}` });
  const on = engine ? `, ${engine}` : '';
  const asked = [
    [`GET /api/events (a member${on})`, `${base}api/events`, member],
    [
      `GET /api/events/{id}/signups (staff${on}, the busiest coming event: ${busiest.signups} sign-ups)`,
      `${base}api/events/${busiest.id}/signups`,
      staff,
    ],
  ];
  const reads = [];
  for (const [name, url, token] of asked) {
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    reads.push(await compareRead(name, url, headers, dataDir, 'br', server.cpuMs));
  }
  return reads;
}

/**
 * The event rows of ARCHITECTURE.md section 7 on the large data set's season (200 events,
 * 5,000 sign-ups): the event list as a member and the busiest event's sign-up list as
 * staff at 50 connections; then 20 members signing up for one event of 10 places and
 * cancelling again, in turn, after which the sign-up list must show no more than 10
 * confirmed and nobody waiting while a place is free.
 */
async function eventRows(server, dataDir) {
  const { base } = server;
  const reads = await eventReads(server, dataDir);
  const staff = await login(base, largeSeedEmail(1), LARGE_SEED_PASSWORD);
  const asStaff = { authorization: `Bearer ${staff}` };
  const rows = [];

  // A published event with a price needs the club's payment instructions first.
  const instructions = await fetch(`${base}api/settings`, {
    method: 'PUT',
    headers: { ...asStaff, 'content-type': 'application/json' },
    body: JSON.stringify({ payment_instructions: 'MobilePay 12345, the sign-up reference' }),
  });
  if (!instructions.ok)
    throw new Error(`setting the payment instructions answered ${instructions.status}`);
  const created = await fetch(`${base}api/events`, {
    method: 'POST',
    headers: { ...asStaff, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Benchmark: sign-ups',
      starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 32 * 86_400_000).toISOString(),
      status: 'published',
      capacity: { player: EVENT_SIGNUP_CAPACITY, crew: 0 },
      price: { player: 300, crew: 0 },
      xp: { player: 4, crew: 0 },
    }),
  });
  if (created.status !== 201)
    throw new Error(`creating the sign-up event answered ${created.status}`);
  const event = await created.json();
  const perClient = [];
  // Players, each signing up with their own first character.
  for (let n = 1; perClient.length < WRITE_CONNECTIONS; n += 1) {
    if (n > 400) throw new Error('too few players of the data set own a character');
    const token = await loginPlayer(base, n);
    if (!token) continue;
    const response = await fetch(`${base}api/characters`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { characters } = await response.json();
    if (characters.length === 0) continue;
    perClient.push({
      signupCycle: {
        path: `/api/events/${event.id}/signups`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          role: 'player',
          character_id: characters[0].id,
          emergency_contact: { name: 'Pårørende', phone: '12345678' },
        }),
      },
    });
  }
  console.log(
    `Signing up for one event of ${EVENT_SIGNUP_CAPACITY} places with ${WRITE_CONNECTIONS} connections…`,
  );
  const signupList = async () =>
    (await (await fetch(`${base}api/events/${event.id}/signups`, { headers: asStaff })).json())
      .signups;
  await load({
    url: base,
    perClient,
    connections: WRITE_CONNECTIONS,
    duration: Math.min(3, duration),
  });
  // A run stops between a member's sign-up and its cancelling: staff clear what the
  // warm-up left, so every member starts the measured run able to sign up.
  for (const left of await signupList()) {
    await fetch(`${base}api/events/${event.id}/signups/${left.id}`, {
      method: 'DELETE',
      headers: asStaff,
    });
  }
  const loadAverage = loadNow();
  const cpuBefore = server.cpuMs();
  const result = await load({ url: base, perClient, connections: WRITE_CONNECTIONS });
  const cpuMsPerRequest = Number(
    ((server.cpuMs() - cpuBefore) / Math.max(1, result.requests)).toFixed(2),
  );
  const signups = await signupList();
  const confirmed = signups.filter((s) => s.status === 'confirmed').length;
  const waiting = signups.filter((s) => s.status === 'waitlisted');
  const inOrder = waiting
    .map((s) => s.waitlist_position)
    .sort((a, b) => a - b)
    .every((position, i) => position === i + 1);
  const capacityKept =
    confirmed <= EVENT_SIGNUP_CAPACITY &&
    (waiting.length === 0 || confirmed === EVENT_SIGNUP_CAPACITY) &&
    inOrder;
  rows.push(
    eventRow('POST+DELETE /api/events/{id}/signups', WRITE_CONNECTIONS, result, BUDGET.writeP99Ms, {
      confirmedAfter: confirmed,
      waitlistedAfter: waiting.length,
      capacityKept,
      loadAverage,
      cpuMsPerRequest,
    }),
  );
  return { reads, writes: rows };
}

function eventTable({ reads, writes }) {
  const signup = writes.at(-1);
  return [
    readTable(reads, { note: false }),
    '',
    '| event write | connections | req/s | p50 ms | p99 ms | server CPU ms per request | non-2xx | load average | budget met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...writes.map(
      (r) =>
        `| ${r.endpoint} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.cpuMsPerRequest ?? '–'} | ${r.non2xx} | ${r.loadAverage} | ${r.meetsBudget ? 'yes' : 'NO'} |`,
    ),
    '',
    `Event reads: as the rules reads, beside a bare server sending the same bytes (asked for as browsers ask: \`gzip, deflate, br\`), at least ${BUDGET.ratio} × bare and p99 under ${BUDGET.p99Ms} ms. Sign-ups: each connection a different member signing up for one event of ${EVENT_SIGNUP_CAPACITY} places and cancelling in turn, p99 under ${BUDGET.writeP99Ms} ms, and afterwards no more than ${EVENT_SIGNUP_CAPACITY} confirmed and nobody waiting while a place is free (${signup?.confirmedAfter} confirmed, ${signup?.waitlistedAfter} waiting: ${signup?.capacityKept ? 'kept' : 'EXCEEDED'}).`,
  ].join('\n');
}

/**
 * BENCH_ONLY=<name>: builds the server, loads the large data set on SQLite, starts the
 * server and prints what `measure` answers; nothing is written to bench/results/.
 */
async function onlyRows(name, measure) {
  console.log('Building the server…');
  sh('npm', ['run', 'build', '-w', 'packages/server']);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `club-bench-${name}-`));
  const env = { DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.sqlite')}` };
  let server;
  try {
    console.log('Loading the large data set…');
    loadLargeDataSet({ ...env, DATA_DIR: dataDir });
    server = await startServer(env, dataDir, { cpu: 0 });
    const printed = await measure(server, dataDir);
    console.log(`\n${printed}\n\n(BENCH_ONLY=${name}: nothing written to bench/results/)`);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_ONLY=events: the event rows alone. */
const eventsOnly = () =>
  onlyRows('events', async (server, dataDir) => {
    const rows = await eventRows(server, dataDir);
    // The SQLite server stops before PostgreSQL's starts: one server under load at a time.
    await server.stop();
    const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;
    if (postgresUrl) rows.reads.push(...(await postgresEventReads(postgresUrl)));
    return eventTable(rows);
  });

/** The event reads on a throwaway PostgreSQL database with the large data set. */
async function postgresEventReads(adminUrl) {
  const database = await createPostgresDatabase(adminUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-pg-events-'));
  const env = { DATABASE_URL: database.url };
  let server;
  try {
    console.log('Loading the large data set into PostgreSQL…');
    loadLargeDataSet({ ...env, DATA_DIR: dataDir });
    server = await startServer(env, dataDir, { cpu: 0 });
    return await eventReads(server, dataDir, 'PostgreSQL');
  } finally {
    await server?.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function writeTable(writes) {
  return [
    '| write | engine | connections | req/s | p50 ms | p99 ms | non-2xx | load average | budget met |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...writes.map(
      (w) =>
        `| ${w.write} | ${w.engine} | ${w.connections} | ${w.requestsPerSecond} | ${w.p50Ms} | ${w.p99Ms} | ${w.non2xx} | ${w.loadAverage} | ${w.meetsBudget ? 'yes' : 'NO'} |`,
    ),
    '',
    `Each connection is a different member saving their own character, or giving a coin from it to the next member's. Budget: the sheet save's and the item transfer's p99 under ${SHEET_SAVE_P99_MS.SQLite} ms on SQLite and ${SHEET_SAVE_P99_MS.PostgreSQL} ms on PostgreSQL (the transfer's also with no balance below zero and every coin accounted for after the run), the description save's under ${BUDGET.writeP99Ms} ms. The load average is the machine's one-minute figure as the row's run began: on a machine busy with other work the figures are not the budget's.`,
  ].join('\n');
}

/** BENCH_ONLY=saves: the save rows alone, on SQLite and (given a URL) on PostgreSQL. */
const savesOnly = () =>
  onlyRows('saves', async (server) => {
    const writes = await writeRows(server.base, 'SQLite');
    // The SQLite server stops before PostgreSQL's starts: one server under load at a time.
    await server.stop();
    const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;
    if (postgresUrl) writes.push(...(await postgresRows(postgresUrl)).writes);
    return writeTable(writes);
  });

/** BENCH_ONLY=transfers: the item transfer row alone, on SQLite and (given a URL) PostgreSQL. */
const transfersOnly = () =>
  onlyRows('transfers', async (server) => {
    const writes = [await itemTransferRow(server.base, 'SQLite', await savingMembers(server.base))];
    await server.stop();
    const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;
    if (postgresUrl) writes.push(...(await postgresRows(postgresUrl)).writes);
    return writeTable(writes);
  });

/** The read rows as printed: each endpoint and coding, app beside bare, and the load then. */
function readTable(rows, { note = true } = {}) {
  const coding = (r) =>
    r.contentEncoding === r.encoding || r.encoding !== 'br'
      ? r.encoding
      : `br asked, ${r.contentEncoding} sent`;
  return [
    '| read | encoding | bytes | app req/s | bare req/s | ratio | rounds | app p99 ms | bare p99 ms | Fastify floor req/s | app ÷ floor | CPU µs per request (app / bare / floor) | load average | budget met |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.endpoint} | ${coding(r)} | ${r.bytes} | ${r.app.requestsPerSecond} | ${r.bare.requestsPerSecond} | ${r.ratio} | ${Math.min(...r.roundRatios)}–${Math.max(...r.roundRatios)} | ${r.app.p99Ms} | ${r.bare.p99Ms} | ${r.floor?.requestsPerSecond ?? '–'} | ${r.floorRatio ?? '–'} | ${r.cpuUsPerRequest?.app ?? '–'} / ${r.cpuUsPerRequest?.bare ?? '–'} / ${r.cpuUsPerRequest?.floor ?? '–'} | ${r.loadAverage} | ${r.meetsBudget ? 'yes' : 'NO'} |`,
    ),
    ...(note
      ? [
          '',
          `The budget (at least ${BUDGET.ratio} × the bare server's requests per second, p99 under ${BUDGET.p99Ms} ms) applies to the answers browsers receive (\`br\`, asked for with \`gzip, deflate, br\`); the \`gzip\` and \`identity\` rows are for comparison. An uncompressed 555 KB answer is bound by bandwidth: the bare server misses the p99 there too. Each side is loaded by its own load-generator process with the same settings, in ${ROUNDS} rounds of bare, app, floor, app, bare (${duration / 4} s each); a row shows its median round (ratio, and each side's mean over the round), and \`rounds\` the lowest and highest round's ratio; ${PIN ? 'the server under load runs on core 0 and the load generator on core 1' : 'processes are not pinned to cores'}. The CPU per request is each server's own (user and system, from /proc) over its measured loads, divided by the requests it answered: the cost of a request, which a machine busy with other work changes far less than the rate. The floor (bench/bare-fastify.mjs) is Fastify at the app's version with one route sending the same bytes and headers, and no plugin, hook or logger: what lies between it and the bare server is the framework's, what lies above it the app's. The load average is the machine's one-minute figure as the row's run began.`,
        ]
      : []),
  ].join('\n');
}

/** BENCH_ONLY=reads: the rules reads alone, beside the bare server. */
const readsOnly = () =>
  onlyRows('reads', async (server, dataDir) => {
    const token = await login(server.base, benchUser.email, benchUser.password);
    return readTable(await readRows(server, token, dataDir));
  });

/** A throwaway PostgreSQL database beside the one `adminUrl` names; dropped by `drop()`. */
async function createPostgresDatabase(adminUrl) {
  const name = `club_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The rules reads through bench/proxy.mjs to `servers` (the same settings for one and two). */
async function proxiedReads(servers, token) {
  const proxyPort = await freePort();
  const proxy = await startHelper('proxy.mjs', [proxyPort, ...servers.map((s) => s.port)]);
  try {
    const rows = [];
    for (const endpoint of READS) {
      const options = {
        url: `http://127.0.0.1:${proxyPort}/${endpoint}`,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
      };
      await load({ ...options, duration: 3 }); // warm-up
      rows.push({ endpoint: `GET /${endpoint}`, ...(await load(options)) });
    }
    return rows;
  } finally {
    await proxy.stop();
  }
}

/**
 * The PostgreSQL rows: the write row, then the rules reads through the proxy to one
 * instance and to two instances of the same database, both started with the same
 * JWT_SECRET, so a token from one is good on the other.
 */
async function postgresRows(adminUrl) {
  const database = await createPostgresDatabase(adminUrl);
  const dataDirs = [1, 2].map((n) => fs.mkdtempSync(path.join(os.tmpdir(), `club-bench-pg${n}-`)));
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
  };
  const servers = [];
  try {
    console.log('Loading the large data set into PostgreSQL…');
    loadLargeDataSet({ ...env, DATA_DIR: dataDirs[0] });
    servers.push(await startServer(env, dataDirs[0]));
    const writes = ONLY_TRANSFERS
      ? [await itemTransferRow(servers[0].base, 'PostgreSQL', await savingMembers(servers[0].base))]
      : await writeRows(servers[0].base, 'PostgreSQL');
    if (ONLY_SAVES || ONLY_TRANSFERS) return { writes, instances: null };
    const token = await login(servers[0].base, benchUser.email, benchUser.password);
    console.log('Rules reads through the proxy to one instance…');
    const one = await proxiedReads(servers, token);
    servers.push(await startServer(env, dataDirs[1]));
    console.log('Rules reads through the proxy to two instances…');
    const two = await proxiedReads(servers, token);
    const instances = one.map((row, i) => ({
      endpoint: row.endpoint,
      one: row,
      two: two[i],
      ratio: Number((two[i].requestsPerSecond / row.requestsPerSecond).toFixed(3)),
    }));
    return { writes, instances };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log('Building the web app and the server…');
  sh('npm', ['run', 'build']);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
  const env = {
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dataDir, 'bench.sqlite')}`,
  };
  const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;
  let server;
  try {
    console.log('Loading the large data set…');
    loadLargeDataSet({ ...env, DATA_DIR: dataDir });
    server = await startServer(env, dataDir, { cpu: 0 });
    const token = await login(server.base, benchUser.email, benchUser.password);
    const rows = await readRows(server, token, dataDir);
    const writes = await writeRows(server.base, 'SQLite');
    const events = await eventRows(server, dataDir);
    console.log('The first screen (/auth) in Chromium…');
    const firstScreenLoad = loadNow();
    const firstScreen = await firstScreenTransfer(`${server.base}auth`);
    await server.stop();
    server = undefined;
    let gate = null;
    if (!process.env.BENCH_SKIP_GATE) {
      console.log('The gate: the check-in screen with 300 attendees on a simulated phone…');
      gate = await runGate();
    }

    let instances = null;
    if (postgresUrl) {
      const postgres = await postgresRows(postgresUrl);
      writes.push(...postgres.writes);
      instances = postgres.instances;
    } else {
      console.log('No BENCH_POSTGRES_URL (or TEST_DATABASE_URL): the PostgreSQL rows are skipped.');
    }

    const chunks = screenChunks(path.join(root, 'packages/web/dist'));
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
      pinnedToCores: PIN,
      dataSet:
        '12 races, 40 classes, 150 professions, 900 abilities, 300 special abilities, 2,000 users, 5,000 characters, 200 events, 5,000 sign-ups',
      connections,
      durationSeconds: duration,
      rounds: ROUNDS,
      budget: BUDGET,
      reads: rows,
      readsMeetBudget: rows.filter((r) => r.encoding === 'br').every((r) => r.meetsBudget),
      writes,
      writesMeetBudget: writes.every((w) => w.meetsBudget),
      events,
      eventsMeetBudget: [...events.reads, ...events.writes].every((e) => e.meetsBudget),
      instances,
      gate,
      web: {
        firstScreenScriptBytes: firstScreen.scriptBytes,
        firstScreenScripts: firstScreen.scripts,
        firstScreenLoadAverage: firstScreenLoad,
        meetsBudget: firstScreen.scriptBytes <= BUDGET.firstScreenBytes,
        screenChunks: chunks,
      },
    };

    const table = [
      readTable(rows),
      '',
      writeTable(writes),
      '',
      eventTable(events),
      ...(instances
        ? [
            '',
            '| read (br, PostgreSQL, through the proxy) | 1 instance req/s | p99 ms | 2 instances req/s | p99 ms | 2 ÷ 1 |',
            '| --- | ---: | ---: | ---: | ---: | ---: |',
            ...instances.map(
              (r) =>
                `| ${r.endpoint} | ${r.one.requestsPerSecond} | ${r.one.p99Ms} | ${r.two.requestsPerSecond} | ${r.two.p99Ms} | ${r.ratio} |`,
            ),
            '',
            `bench/proxy.mjs, round robin over keep-alive connections, in front of one instance and of two on one PostgreSQL database. On ${os.cpus().length} cores the proxy, the load generator and the instances share the same cores, so this shows that a second instance works behind a proxy, not how far it scales.`,
          ]
        : ['', 'PostgreSQL rows skipped: no BENCH_POSTGRES_URL or TEST_DATABASE_URL.']),
      '',
      ...(gate ? [gateTable(gate), ''] : []),
      `First screen (/auth): ${(firstScreen.scriptBytes / 1024).toFixed(1)} KB of JavaScript as Chromium received it (${[...new Set(firstScreen.scripts.map((f) => f.encoding))].join(', ')}), ${firstScreen.scripts.length} scripts requested in the first ${FIRST_SCREEN_WINDOW_MS / 1000} s of a fresh profile (budget ${BUDGET.firstScreenBytes / 1024} KB): ${report.web.meetsBudget ? 'yes' : 'NO'}; load average ${firstScreenLoad}`,
    ].join('\n');

    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(
      path.join(resultsDir, 'latest.md'),
      `# Benchmark ${report.date}\n\n${report.machine.cpus} cores (load average ${report.machine.loadAverage.map((l) => l.toFixed(1)).join(', ')} at the end), Node ${report.machine.node}; ${report.dataSet}; ${connections} connections for the reads.\n\n${table}\n`,
    );
    console.log(`\n${table}\n\nWritten to bench/results/latest.json and latest.md`);

    if (process.env.BENCH_SKIP_LIGHTHOUSE) return;
    // Lighthouse measures the pages with a server of its own (the demo data, no load).
    console.log('Lighthouse (mobile) on /auth, a sheet and /events…');
    const lighthouseReport = await runLighthouse();
    writeLighthouse(lighthouseReport);
    console.log(
      `\n${lighthouseTable(lighthouseReport)}\n\nWritten to bench/results/lighthouse.json and lighthouse.md`,
    );
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

(ONLY_GATE
  ? runGate().then((gate) =>
      console.log(`\n${gateTable(gate)}\n\n(BENCH_ONLY=gate: nothing written to bench/results/)`),
    )
  : ONLY_EVENTS
    ? eventsOnly()
    : ONLY_SAVES
      ? savesOnly()
      : ONLY_READS
        ? readsOnly()
        : ONLY_TRANSFERS
          ? transfersOnly()
          : main()
).catch((error) => {
  console.error(error);
  process.exit(1);
});
