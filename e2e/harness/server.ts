import { spawn, execFile, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { REPO_ROOT, SERVER_CLI, SERVER_MAIN, WEB_DIST } from './paths';
import { limitsFor } from '../../test-limits';

const execFileAsync = promisify(execFile);

// A server starts in a second or two on a quiet machine; these allow ten times slower.
const HEALTH_TIMEOUT_MS = limitsFor('e2e').wait;
const STOP_GRACE_MS = 5_000;
const OUTPUT_LIMIT = 64 * 1024;

export interface StartServerOptions {
  /** The app's base path; non-root by default so base-path handling is always exercised. */
  basePath?: string;
  /** Extra or overriding environment for the server (and for CLI calls against it). */
  env?: Record<string, string>;
  /**
   * Start on an empty database, as an installation's first start does (migrations, the demo
   * world, the board account and its password printed), instead of on a copy of the run's
   * prepared one.
   */
  empty?: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory prepared once per run (harness/global-setup.ts); '' when none. */
    preparedDataDir: string;
  }
}

/** The run's prepared data directory, or '' outside a Vitest run with the global setup. */
function preparedDataDir(): string {
  try {
    return inject('preparedDataDir') ?? '';
  } catch {
    return '';
  }
}

export interface TestServer {
  /** The app's base URL, ending in '/': http://127.0.0.1:PORT/klub/ */
  url: string;
  port: number;
  basePath: string;
  dataDir: string;
  databaseUrl: string;
  /** The environment the server runs with; CLI calls reuse it. */
  env: Record<string, string>;
  /** What the server has printed so far (the last 64 KB), for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

// A journey that crashes before its afterAll must not leave a server behind.
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

function normalizeBasePath(raw: string): string {
  const inner = raw.trim().replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

function assertBuilt(): void {
  const missing = [SERVER_MAIN, SERVER_CLI, path.join(WEB_DIST, 'index.html')].filter(
    (file) => !fs.existsSync(file),
  );
  if (missing.length > 0) {
    throw new Error(
      `Build the app first (npm run build -w packages/web && npm run build -w packages/server); missing: ${missing
        .map((file) => path.relative(REPO_ROOT, file))
        .join(', ')}`,
    );
  }
}

/** Runs the built CLI against a server's database: `runCli(server, ['user', 'role', ...])`. */
export async function runCli(
  server: Pick<TestServer, 'env'>,
  args: string[],
): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileAsync(process.execPath, [SERVER_CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...server.env },
      timeout: limitsFor('e2e').hookTimeout,
    });
  } catch (error) {
    const failure = error as Error & { stdout?: string; stderr?: string };
    throw new Error(
      `cli ${args.join(' ')} failed: ${failure.message}\n${failure.stdout ?? ''}${failure.stderr ?? ''}`,
    );
  }
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(
    `The server did not answer ${url}api/health within ${HEALTH_TIMEOUT_MS} ms:\n${output()}`,
  );
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built server (packages/server/dist/main.js) serving the built web app, on a
 * free 127.0.0.1 port with a fresh data directory and SQLite database in it, and waits
 * until `{url}api/health` answers. The database is a copy of the one the run prepared once
 * (migrated, with the demo world and the board account), so a journey pays for neither;
 * with `empty` (or outside the e2e project, or on another database) it starts on an empty
 * one, which it migrates and fills as any first start does. `stop()` ends exactly that
 * process and removes the data directory.
 */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const prepared = options.empty || options.env?.DATABASE_URL ? '' : preparedDataDir();
  const { halt: _halt, ...server } = await launchServer(options, prepared);
  return server;
}

/** Files of a data directory that belong to the server that made it, not to its data. */
const NOT_PREPARED = new Set(['web', 'jwt-secret', 'outbox', 'server.log']);

/**
 * Prepares the data directory every journey's server starts from: a server's first start
 * on an empty one (migrations, the demo world, the board account), stopped. The files are
 * copied into each new server's data directory; `remove()` deletes them at the run's end.
 */
export async function prepareDataDir(): Promise<{ dir: string; remove: () => void }> {
  const first = await launchServer({}, '');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-prepared-'));
  try {
    // Stopped as a server stops (its database closed whole), then its files copied.
    await first.halt();
    for (const name of fs.readdirSync(first.dataDir)) {
      if (!NOT_PREPARED.has(name)) fs.cpSync(path.join(first.dataDir, name), path.join(dir, name));
    }
  } finally {
    await first.stop();
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function launchServer(
  options: StartServerOptions,
  prepared: string,
): Promise<TestServer & { halt: () => Promise<void> }> {
  assertBuilt();
  installExitHook();
  const basePath = normalizeBasePath(options.basePath ?? '/klub/');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'));
  if (prepared) fs.cpSync(prepared, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}${basePath}`;
  // A copy of the web build, so a rebuild while journeys run cannot pull files from under them.
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(WEB_DIST, webDist, { recursive: true });
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_PATH: basePath,
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'app.sqlite')}`,
    WEB_DIST: webDist,
    PUBLIC_URL: url,
    // Journeys log in many times from one address; the limit itself has its own tests.
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const databaseUrl = env.DATABASE_URL ?? '';

  let buffer = '';
  const output = () => buffer;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const collect = (chunk: Buffer) => {
    buffer = (buffer + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let stopped = false;
  const halt = () => stopChild(child);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await halt();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, basePath, dataDir, databaseUrl, env, output, stop, halt };
}

export interface TestUser {
  email: string;
  password: string;
  name: string;
  role: string;
}

export type Role = 'user' | 'admin' | 'superadmin' | 'bestyrelse';

/** An email no other journey or earlier run has used. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${crypto.randomBytes(4).toString('hex')}@example.test`;
}

/** Creates a user with the built CLI, straight in the server's database. */
export async function createUser(
  server: Pick<TestServer, 'env'>,
  user: { role: Role; email?: string; name?: string; password?: string },
): Promise<TestUser> {
  const created: TestUser = {
    role: user.role,
    email: user.email ?? uniqueEmail(user.role),
    name: user.name ?? `Test ${user.role}`,
    password: user.password ?? `secret-${crypto.randomBytes(6).toString('hex')}`,
  };
  await runCli(server, [
    'user',
    'create',
    '--email',
    created.email,
    '--name',
    created.name,
    '--password',
    created.password,
    '--role',
    created.role,
  ]);
  return created;
}

/**
 * Calls the server's API from the test process (to set up data or read state):
 * `apiCall(server, 'auth/login', { method: 'POST', body })`. Returns the status and the
 * parsed JSON body (null when the answer is not JSON).
 */
export async function apiCall<T = unknown>(
  server: Pick<TestServer, 'url'>,
  apiPath: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.url}api/${apiPath.replace(/^\/+/, '')}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = (type.includes('json') ? await response.json() : null) as T;
  return { status: response.status, body };
}

/** Logs in through the API and returns the bearer token. */
export async function apiToken(
  server: Pick<TestServer, 'url'>,
  user: Pick<TestUser, 'email' | 'password'>,
) {
  const { status, body } = await apiCall<{ token?: string }>(server, 'auth/login', {
    body: { email: user.email, password: user.password },
  });
  if (status !== 200 || !body?.token)
    throw new Error(`Login of ${user.email} failed with ${status}`);
  return body.token;
}
