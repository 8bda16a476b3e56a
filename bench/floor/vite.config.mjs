// Builds the floor (main.tsx) as the app is built: production, minified, hashed assets.
import path from 'node:path';
import { defineConfig } from 'vite';

const here = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'error',
  esbuild: { jsx: 'automatic' },
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: path.join(here, 'dist'), emptyOutDir: true },
});
