// `npm run cli -- <command>`: the server's command line, built first when out of date.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, SERVER_DIST } from '../packages/server/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  await ensureServerBuilt();
} catch (error) {
  console.error('The server did not build:', error instanceof Error ? error.message : error);
  process.exit(1);
}

const cli = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(SERVER_DIST, 'cli.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (cli.exitCode === null && cli.signalCode === null) cli.kill(signal);
  });
}
cli.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
