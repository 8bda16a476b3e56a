import { spawn, execFile, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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
 * until `{url}api/health` answers. Like every start on an empty database, it migrates and
 * loads the demo world. `stop()` ends exactly that process and removes the data directory.
 */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  assertBuilt();
  installExitHook();
  const basePath = normalizeBasePath(options.basePath ?? '/klub/');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'));
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
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, basePath, dataDir, databaseUrl, env, output, stop };
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
