// Bundles the server's entry points into dist/ for Node 20: our code and @club/shared
// (TypeScript source) are inlined; every runtime dependency stays an import.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedSrc = path.resolve(here, '../shared/src');
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));

export const SERVER_DIST = path.join(here, 'dist');
const OUTPUTS = ['main.js', 'cli.js'].map((name) => path.join(SERVER_DIST, name));

/** The newest modification time under the paths, skipping tests (they are not shipped). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(target, entry));
      }
    } else if (!/\.test\.tsx?$/.test(target)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const target of paths) visit(target);
  return newest;
}

/** True when dist/ is missing or older than anything it was built from. */
export function serverBuildIsStale() {
  if (!OUTPUTS.every((file) => fs.existsSync(file))) return true;
  const built = Math.min(...OUTPUTS.map((file) => fs.statSync(file).mtimeMs));
  const sources = [
    path.join(here, 'src'),
    path.join(here, 'package.json'),
    fileURLToPath(import.meta.url),
    sharedSrc,
  ];
  return newestMtime(sources) > built;
}

/**
 * Builds over the previous output and only then removes files it no longer produces, so a
 * server or CLI starting from dist/ meanwhile never finds it empty.
 */
export async function buildServer() {
  const result = await build({
    absWorkingDir: here,
    entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    external: Object.keys(pkg.dependencies),
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const produced = new Set(
    Object.keys(result.metafile.outputs).map((file) => path.resolve(here, file)),
  );
  for (const entry of fs.readdirSync(SERVER_DIST, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !produced.has(file)) fs.rmSync(file);
  }
}

export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return false;
  console.error('Building the server…');
  await buildServer();
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  await buildServer();
  console.log(`Built ${path.relative(process.cwd(), SERVER_DIST) || '.'}`);
}
