// `npm start`: builds what is missing or out of date, then runs the server with the web
// app, passing Ctrl-C and SIGTERM on so it stops cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, newestMtime, SERVER_DIST } from '../packages/server/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'packages/web');
const webDist = path.join(web, 'dist');

function webBuildIsStale() {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return true;
  const sources = [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'package.json',
    'tsconfig.json',
  ].map((p) => path.join(web, p));
  sources.push(path.join(root, 'packages/shared/src'));
  return newestMtime(sources) > fs.statSync(index).mtimeMs;
}

if (webBuildIsStale()) {
  // The build's list of files is for whoever works on the app; a newcomer starting it
  // needs only the board password and the address below. Its output shows on failure.
  console.log('Building the web app (a minute or less)…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error('The web app did not build; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

try {
  await ensureServerBuilt();
} catch (error) {
  console.error('The server did not build:', error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: webDist },
  },
);

function stop(signal) {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

// npm does not always pass SIGTERM on to this script; when whatever started it has gone,
// stop the server rather than leave it running.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 1000).unref();

server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
