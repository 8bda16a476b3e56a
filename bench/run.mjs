#!/usr/bin/env node
// `npm run bench`: builds the large data set of ARCHITECTURE.md section 7, starts the real
// server, loads the rules reads with 50 connections beside a bare Node server sending the
// same bytes, measures the first screen's JavaScript, and writes bench/results/.
import { spawn, spawnSync, fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { firstScreenJs, screenChunks } from '../packages/web/scripts/bundle-size.mjs';
import { lighthouseTable, runLighthouse, writeLighthouse } from './lighthouse.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, 'bench', 'results');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const BUDGET = { ratio: 0.5, p99Ms: 25, firstScreenGzipBytes: 150 * 1024 };

function sh(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
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

function load(url, headers, seconds = duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summarize(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  console.log('Building the web app and the server…');
  sh('npm', ['run', 'build']);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dataDir, 'bench.sqlite')}`,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
  };
  const cli = path.join(root, 'packages/server/dist/cli.js');
  console.log('Loading the large data set…');
  sh('node', [cli, 'migrate'], env);
  sh('node', [cli, 'seed', 'large'], env);
  const email = 'bench@example.com';
  const password = 'bench-password-123';
  sh(
    'node',
    [
      cli,
      'user',
      'create',
      '--email',
      email,
      '--name',
      'Bench',
      '--password',
      password,
      '--role',
      'user',
    ],
    env,
  );

  const port = await freePort();
  const server = spawn('node', [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(root, 'packages/web/dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bare = [];
  try {
    const base = `http://127.0.0.1:${port}/`;
    await waitFor(`${base}api/health`);
    const login = await fetch(`${base}api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = await login.json();
    const headers = { authorization: `Bearer ${token}` };

    const rows = [];
    for (const endpoint of ['api/professions', 'api/races-classes']) {
      // What a browser asks for (it gets brotli), gzip alone, and the uncompressed worst case.
      for (const [encoding, acceptEncoding] of [
        ['br', 'gzip, deflate, br'],
        ['gzip', 'gzip'],
        ['identity', 'identity'],
      ]) {
        const requestHeaders = { ...headers, 'accept-encoding': acceptEncoding };
        const sample = await rawGet(`${base}${endpoint}`, requestHeaders);
        if (sample.status !== 200) throw new Error(`${endpoint} answered ${sample.status}`);
        const bodyFile = path.join(dataDir, `${endpoint.replace('/', '-')}.${encoding}`);
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
        const child = fork(path.join(root, 'bench/bare-server.mjs'), [bodyFile, String(barePort)], {
          stdio: 'ignore',
        });
        bare.push(child);
        await new Promise((resolve) => child.once('message', resolve));

        console.log(
          `Loading ${endpoint} as ${encoding} (${sample.body.length} bytes), ${duration} s each…`,
        );
        await load(`${base}${endpoint}`, requestHeaders, 3); // warm-up run, discarded
        const bareResult = summarize(
          await load(`http://127.0.0.1:${barePort}/`, { 'accept-encoding': acceptEncoding }),
        );
        const appResult = summarize(await load(`${base}${endpoint}`, requestHeaders));
        child.kill('SIGTERM');
        const ratio = appResult.requestsPerSecond / bareResult.requestsPerSecond;
        rows.push({
          endpoint: `GET /${endpoint}`,
          encoding,
          bytes: sample.body.length,
          app: appResult,
          bare: bareResult,
          ratio: Number(ratio.toFixed(3)),
          meetsBudget:
            ratio >= BUDGET.ratio && appResult.p99Ms < BUDGET.p99Ms && appResult.non2xx === 0,
        });
      }
    }

    const web = firstScreenJs(path.join(root, 'packages/web/dist'));
    const chunks = screenChunks(path.join(root, 'packages/web/dist'));
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      dataSet:
        '12 races, 40 classes, 150 professions, 900 abilities, 300 special abilities, 2,000 users, 5,000 characters',
      connections,
      durationSeconds: duration,
      budget: BUDGET,
      reads: rows,
      readsMeetBudget: rows.filter((r) => r.encoding === 'br').every((r) => r.meetsBudget),
      web: {
        firstScreenGzipBytes: web.gzipBytes,
        firstScreenFiles: web.files,
        meetsBudget: web.gzipBytes <= BUDGET.firstScreenGzipBytes,
        screenChunks: chunks,
      },
    };

    const table = [
      '| read | encoding | bytes | app req/s | bare req/s | ratio | app p99 ms | bare p99 ms | budget met |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows.map(
        (r) =>
          `| ${r.endpoint} | ${r.encoding} | ${r.bytes} | ${r.app.requestsPerSecond} | ${r.bare.requestsPerSecond} | ${r.ratio} | ${r.app.p99Ms} | ${r.bare.p99Ms} | ${r.meetsBudget ? 'yes' : 'NO'} |`,
      ),
      '',
      'The budget applies to the answers browsers receive (`br`, asked for with `gzip, deflate, br`); the `gzip` and `identity` rows are for comparison. An uncompressed 555 KB answer is bound by bandwidth: the bare server misses the p99 there too.',
      '',
      `First screen (/auth): ${(web.gzipBytes / 1024).toFixed(1)} KB of gzipped JavaScript (budget 150 KB): ${report.web.meetsBudget ? 'yes' : 'NO'}`,
    ].join('\n');

    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(
      path.join(resultsDir, 'latest.md'),
      `# Benchmark ${report.date}\n\n${report.machine.cpus} cores, Node ${report.machine.node}; ${report.dataSet}; ${connections} connections, ${duration} s per run.\n\n${table}\n`,
    );
    console.log(`\n${table}\n\nWritten to bench/results/latest.json and latest.md`);

    // Lighthouse measures the pages with a server of its own (the demo data, no load).
    console.log('Lighthouse (mobile) on /auth and a sheet…');
    const lighthouseReport = await runLighthouse();
    writeLighthouse(lighthouseReport);
    console.log(
      `\n${lighthouseTable(lighthouseReport)}\n\nWritten to bench/results/lighthouse.json and lighthouse.md`,
    );
  } finally {
    for (const child of bare) child.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
