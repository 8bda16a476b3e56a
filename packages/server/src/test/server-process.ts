import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real server processes for tests that need more than one (several instances on one
 * database): each runs src/main.ts through tsx, so it is always the code under test, with
 * its own DATA_DIR and port on 127.0.0.1. A test stops exactly the processes it started.
 */

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(SERVER_SRC, '../../..');
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 15_000;
const OUTPUT_LIMIT = 256 * 1024;

export interface ServerProcess {
  /** http://127.0.0.1:PORT/ */
  url: string;
  pid: number;
  dataDir: string;
  /** Everything the process printed so far (the last 256 KB). */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | NodeJS.Signals>;
  /** Sends a signal to this process (by its pid) without waiting. */
  signal: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then SIGKILL after a grace period; resolves when the process is gone. */
  stop: () => Promise<number | NodeJS.Signals>;
}

const running = new Set<ChildProcess>();

// A test that dies before its afterAll must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

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

/**
 * Starts `node --import tsx src/main.ts` with a fresh DATA_DIR, a free port and `env`
 * (DATABASE_URL at least), without the web app. Does not wait: see `waitUntilHealthy`.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-instance-'));
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_SRC, 'main.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let buffer = '';
  const collect = (chunk: Buffer) => {
    buffer = (buffer + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 1);
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process did not start');

  let stopping: Promise<number | NodeJS.Signals> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (running.has(child)) {
        process.kill(pid, 'SIGTERM');
        const timer = setTimeout(() => {
          if (running.has(child)) process.kill(pid, 'SIGKILL');
        }, STOP_GRACE_MS);
        const code = await exited;
        clearTimeout(timer);
        fs.rmSync(dataDir, { recursive: true, force: true });
        return code;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      return exited;
    })();
    return stopping;
  };
  return {
    url,
    pid,
    dataDir,
    output: () => buffer,
    exited,
    signal: (signal) => {
      if (running.has(child)) process.kill(pid, signal);
    },
    stop,
  };
}

/** Waits until the server's health check answers 200; fails early if the process exits. */
export async function waitUntilHealthy(server: ServerProcess): Promise<void> {
  let exit: number | NodeJS.Signals | null = null;
  void server.exited.then((code) => {
    exit = code;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit !== null) {
      throw new Error(`The server exited (${exit}) before it was healthy:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.url}api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy:\n${server.output()}`);
}

/** Starts a server and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  try {
    await waitUntilHealthy(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
