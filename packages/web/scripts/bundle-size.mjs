// Compressed JavaScript per screen, read from Vite's manifest (the build and the benchmark
// report it).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function firstScreenJs(
  distDir,
  screenSources = ['src/features/auth/auth-screen.tsx', 'src/i18n/da.first-screen.ts'],
) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  );
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The entry, the screen's lazy chunk and the default locale's messages, with everything
  // each of them imports statically: what a first visit to /auth downloads.
  visit('index.html');
  for (const source of screenSources) visit(source);
  const entries = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = fs.readFileSync(path.join(distDir, file));
      // What the server sends a browser that asks for brotli: the build's .br beside the
      // file, or the file itself when it is too small to be worth compressing.
      const brotliFile = path.join(distDir, `${file}.br`);
      const brotli = fs.existsSync(brotliFile) ? fs.statSync(brotliFile).size : bytes.length;
      return { file, bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, brotli };
    });
  const sum = (key) => entries.reduce((total, entry) => total + entry[key], 0);
  return { files: entries, gzipBytes: sum('gzip'), brotliBytes: sum('brotli') };
}

export function screenChunks(distDir) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  );
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('-screen'))
    .map(([key, chunk]) => ({
      screen: path.basename(key).replace(/\.tsx?$/, ''),
      gzip: zlib.gzipSync(fs.readFileSync(path.join(distDir, chunk.file)), { level: 9 }).length,
    }));
}
