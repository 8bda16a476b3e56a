import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
// With their extensions, as Vite's native config loader (its coming default) needs them.
import { firstScreenChunk } from './plugins/first-screen-chunk.ts';
import { iconModules } from './plugins/icon-modules.ts';
import { jsonNamespaces } from './plugins/json-namespaces.ts';
import { loggedInChunk } from './plugins/logged-in-chunk.ts';
import { mantineStaticStyles } from './plugins/mantine-static-styles.ts';
import { preloadWhatIsMissing } from './plugins/preload-what-is-missing.ts';
import { scrollAreaRefs } from './plugins/scroll-area-refs.ts';
import { toastStore } from './plugins/toast-store.ts';
import { zodFreeScreens } from './plugins/zod-free-screens.ts';
import { theme } from './src/app/theme.ts';

const authScreen = firstScreenChunk('src/features/auth/auth-screen.tsx');
const loggedIn = loggedInChunk({
  screens: 'src/app/logged-in-screens.ts',
  always: ['src/app/shell/app-frame.tsx', 'src/app/query-layout.tsx'],
  entry: 'src/main.tsx',
  // A module a third of the screens or more import (45 screens behind the login): the
  // chunk every member's first visit loads holds what many screens use, not what eight
  // of them share.
  minScreens: 20,
  // A form's validation and the number field's formatting library stay with the forms
  // that use them (the board's screens) rather than load on every member's page.
  exclude: /[\\/](shared[\\/]src[\\/]contract|node_modules[\\/](zod|react-number-format))[\\/]/,
  // The pages members open most (at an event: the sheet and the season): what they use
  // beyond the chunk comes in a few files, not one per icon or hook, and the chunk holds
  // only what all of them use.
  busiestScreens: [
    'src/app/screens/assign-abilities-screen.tsx',
    'src/features/events/events-screen.tsx',
    'src/app/screens/dashboard-screen.tsx',
    'src/app/screens/character-details-screen.tsx',
  ],
});

const preload = preloadWhatIsMissing();

/**
 * The service worker is built as one file. vite-plugin-pwa still asks Rolldown for that
 * with `inlineDynamicImports`, which it warns is deprecated; this asks in today's words.
 */
const serviceWorkerInOneFile: Plugin = {
  name: 'service-worker-in-one-file',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (!output || Array.isArray(output) || !('inlineDynamicImports' in output)) return;
    delete output.inlineDynamicImports;
    Object.assign(output, { codeSplitting: false });
  },
};

// The base path is chosen when the server starts, not at build time: assets are
// referenced relatively and the server adds `<base href>` to index.html. The manifest and
// the service worker use relative URLs too, so they resolve under any base path.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    iconModules(),
    jsonNamespaces(),
    toastStore(),
    scrollAreaRefs(fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url))),
    authScreen.plugin,
    loggedIn.plugin,
    preload.plugin,
    mantineStaticStyles(theme),
    zodFreeScreens(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The page registers the worker itself, under the base it reads from <base href>.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Klubben',
        short_name: 'Klubben',
        description: 'Klubbens regler, figurer og evner',
        lang: 'da',
        // Relative to the manifest's own URL, which lives at the base path.
        start_url: './dashboard',
        scope: './',
        id: './',
        display: 'standalone',
        background_color: '#f3e7c9',
        theme_color: '#7a2614',
        icons: [
          { src: 'icons/crest-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/crest-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/crest-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // wasm: the gate's QR reader where the browser has none, so it scans without signal.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,woff,ttf,wasm}'],
        globIgnores: ['**/*.map', '.vite/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        buildPlugins: { vite: [serviceWorkerInOneFile] },
      },
    }),
  ],
  resolve: {
    alias: [
      {
        // React Router's package exports only its development build, whose checks and
        // warnings (ENABLE_DEV_WARNINGS) then run in every member's browser; its production
        // build is the same code with them off, so the minifier drops them.
        find: /^react-router$/,
        replacement: fileURLToPath(
          import.meta
            .resolve('react-router')
            .replace(/\/dist\/development\/index\.m?js$/, '/dist/production/index.mjs'),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // A browser without native module preloading still runs the app; it only fetches a
    // screen's imports once the screen's own chunk has arrived.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Everything the entry imports statically loads on every first visit anyway: one
      // file compresses better than the dozen small shared chunks it would otherwise be.
      // The same holds for /auth's own modules and for what the screens behind the login
      // share (see plugins/logged-in-chunk.ts); earlier groups keep their modules.
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: 'first-screen', test: authScreen.test },
            { name: loggedIn.publicFrameName, debugName: 'public-frame' },
            { name: loggedIn.publicName, debugName: 'public' },
            { name: 'logged-in', test: loggedIn.test },
            { name: loggedIn.partsName },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
