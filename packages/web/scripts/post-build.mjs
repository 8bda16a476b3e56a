// Writes .gz and .br beside each text asset of the build, so the server sends them
// compressed without spending CPU per request (a phone on one bar of signal).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstScreenJs } from './bundle-size.mjs';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest|ttf)$/;
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
    if (bytes.length < 1024) continue;
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    fs.writeFileSync(
      `${full}.br`,
      zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count += 1;
  }
}

walk(dist);
console.log(`precompressed ${count} assets`);

const FIRST_SCREEN_BUDGET = 200 * 1024;
const { gzipBytes } = firstScreenJs(dist);
const verdict = gzipBytes <= FIRST_SCREEN_BUDGET ? 'within' : 'OVER';
console.log(
  `first screen (/auth): ${(gzipBytes / 1024).toFixed(1)} KB of gzipped JavaScript, ${verdict} the 200 KB budget`,
);
