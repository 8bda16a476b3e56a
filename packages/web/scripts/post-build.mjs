// Writes .gz and .br beside each text asset of the build, so the server sends them
// compressed without spending CPU per request (a phone on one bar of signal).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstScreenJs } from './bundle-size.mjs';
import { writeRoutePreloads } from './route-preloads.mjs';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest|ttf|wasm)$/;
/** `content-encoding: br` and `vary: accept-encoding`, as a compressed answer adds them. */
const CODING_HEADER_BYTES = 48;
let count = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) walk(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const bytes = fs.readFileSync(full);
    // Small files too: the runtime and a screen's own chunk are under a kilobyte, load
    // before the first screen, and still lose two fifths. A coding that saves less than
    // the header naming it is not written.
    const gzip = zlib.gzipSync(bytes, { level: 9 });
    const br = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    if (bytes.length - br.length < CODING_HEADER_BYTES) continue;
    fs.writeFileSync(`${full}.br`, br);
    if (bytes.length - gzip.length >= CODING_HEADER_BYTES) fs.writeFileSync(`${full}.gz`, gzip);
    count += 1;
  }
}

/**
 * The first screen's own chunks start downloading with the entry instead of after it:
 * the default language's messages and the /auth screen with what it imports. Without
 * this, each waits for the code that asks for it (three round trips on a phone).
 */
function preloadFirstScreen() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = manifest['index.html'];
  const already = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file)]);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/i18n/da.first-screen.ts');
  visit('src/features/auth/auth-screen.tsx');
  const preloaded = [...files].filter((file) => !already.has(file) && file.endsWith('.js'));
  const links = preloaded
    .map((file) => `    <link rel="modulepreload" crossorigin href="./${file}">`)
    .join('\n');
  const indexFile = path.join(dist, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  fs.writeFileSync(indexFile, html.replace('</head>', `${links}\n  </head>`));
  return preloaded;
}

writeRoutePreloads(dist, preloadFirstScreen());
walk(dist);
console.log(`precompressed ${count} assets`);

// ARCHITECTURE.md 7 and the benchmark: what /auth loads, as a browser asking for brotli
// receives it (the benchmark counts it in Chromium, headers included).
const FIRST_SCREEN_BUDGET = 120 * 1024;
const { brotliBytes } = firstScreenJs(dist);
const verdict = brotliBytes <= FIRST_SCREEN_BUDGET ? 'within' : 'OVER';
console.log(
  `first screen (/auth): ${(brotliBytes / 1024).toFixed(1)} KB of JavaScript as sent with brotli, ${verdict} the 120 KB budget`,
);
