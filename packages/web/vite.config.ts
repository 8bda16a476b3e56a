import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The base path is chosen when the server starts, not at build time: assets are
// referenced relatively and the server adds `<base href>` to index.html.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
