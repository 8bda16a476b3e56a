// `npm run dev`: the API restarting on every change (tsx watch) and Vite's dev server,
// which proxies /api to it. Stopping either stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const children = [
  // WEB_DIST is empty so the API does not serve an old build next to Vite's fresh one.
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: '' },
  }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'packages/web'), stdio: 'inherit' }),
];

let exiting = false;
function stopAll(signal, code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  let open = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
  if (open === 0) process.exit(code);
  for (const child of children) {
    child.once('exit', () => {
      open -= 1;
      if (open <= 0) process.exit(code);
    });
  }
  setTimeout(() => process.exit(code), 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal, 0));
// npm does not always pass SIGTERM on; stop both when whatever started this has gone.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopAll('SIGTERM', 0);
}, 1000).unref();
for (const child of children) child.on('exit', (code) => stopAll('SIGTERM', code ?? 1));

console.log('Open http://127.0.0.1:5173/ (Vite); the API listens on http://127.0.0.1:3000/api');
