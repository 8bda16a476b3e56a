// Which chunks a page behind the login needs, for the server to name in index.html when it
// sends that page: they then download beside the entry instead of one import after another
// (entry, router, the screen list, the screen, the frame), each a round trip on a phone.
import fs from 'node:fs';
import path from 'node:path';
import { buildSync, transformSync } from 'esbuild';
import { startupShellMarkup } from './startup-shell.mjs';

/** The pages a member opens the app on most (the start URL, links shared and bookmarked). */
const ROUTES = [
  { path: '/dashboard', screen: 'src/app/screens/dashboard-screen.tsx', name: 'dashboard' },
  { path: '/events', screen: 'src/features/events/events-screen.tsx', name: 'events' },
  { path: '/events/:id', screen: 'src/app/screens/event-screen.tsx', name: 'eventDetails' },
  {
    path: '/character/:id/abilities',
    screen: 'src/app/screens/assign-abilities-screen.tsx',
    name: 'assignAbilities',
  },
];

/** What every page behind the login loads besides its screen. */
const LOGGED_IN = [
  'src/app/logged-in-screens.ts',
  'src/app/query-layout.tsx',
  'src/app/shell/app-frame.tsx',
  'src/i18n/da.first-screen.ts',
  // The frame's messages in the default language; each screen's own come beside it.
  'src/i18n/da.json?part=frame',
];

/**
 * The parts of the messages each screen waits for (src/app/screen-messages.ts, as the
 * router reads it), in the default language: all of them for a screen it does not name.
 */
function screenMessages() {
  const bundled = (file) =>
    buildSync({
      entryPoints: [path.join(import.meta.dirname, '..', 'src', file)],
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'neutral',
    }).outputFiles[0].text;
  const evaluate = (code) => {
    const module = { exports: {} };
    new Function('module', 'exports', code)(module, module.exports);
    return module.exports;
  };
  const { SCREEN_MESSAGES } = evaluate(bundled('app/screen-messages.ts'));
  const { ALL_MESSAGE_PARTS } = evaluate(bundled('i18n/part-names.ts'));
  return (name) =>
    (SCREEN_MESSAGES[name] ?? ALL_MESSAGE_PARTS)
      .filter((part) => part !== 'frame')
      .map((part) => `src/i18n/da.json?part=${part}`);
}

function startupShell() {
  const messages = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '..', 'src', 'i18n', 'da.json'), 'utf8'),
  );
  return startupShellMarkup(messages.app);
}

/** src/app/first-paint.css minified, for the server to send inline in those routes' page. */
function firstPaintStyle() {
  const css = fs.readFileSync(
    path.join(import.meta.dirname, '..', 'src', 'app', 'first-paint.css'),
    'utf8',
  );
  return transformSync(css, { loader: 'css', minify: true }).code.trim();
}

/**
 * src/app/page-early-data-script.ts built on its own into one small script, for the server
 * to send inline in those routes' page: their first data then leaves as the page arrives.
 */
function earlyDataScript() {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(import.meta.dirname, '..', 'src', 'app', 'page-early-data-script.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
  });
  const code = outputFiles[0].text.trim();
  // Inline, the script ends at the first `</script` in it, whatever the JavaScript says.
  if (/<\/script/i.test(code)) throw new Error('The early data script holds "</script"');
  return code;
}

/**
 * Writes `.vite/route-preloads.json`: the first screen's preloaded files (those index.html
 * names), per route the files to preload instead, each with what it imports, and the
 * stylesheets they carry, and the
 * startup shell the server puts in those routes' page (in the default language) with the
 * styles it paints with.
 */
export function writeRoutePreloads(dist, firstScreenFiles) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entry = manifest['index.html'];
  const inHtml = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file)]);
  const stylesInHtml = new Set(entry.css ?? []);
  /** The chunks these keys load, with their imports, and the stylesheets those carry. */
  const chunksOf = (keys) => {
    const files = new Set();
    const styles = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const style of chunk.css ?? []) styles.add(style);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return {
      files: [...files].filter((file) => file.endsWith('.js') && !inHtml.has(file)),
      // A screen's own stylesheet is otherwise asked for only once its chunk has run, and
      // the screen waits for it: one more round trip before it can draw.
      styles: [...styles].filter((file) => !stylesInHtml.has(file)),
    };
  };
  const messagesOf = screenMessages();
  const routes = ROUTES.map((route) => {
    if (!manifest[route.screen]) throw new Error(`${route.screen} is not in the build`);
    const messages = messagesOf(route.name);
    for (const key of messages) {
      if (!manifest[key]) throw new Error(`${key} is not in the build`);
    }
    return { path: route.path, ...chunksOf([...LOGGED_IN, ...messages, route.screen]) };
  });
  fs.writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    `${JSON.stringify(
      {
        firstScreen: firstScreenFiles,
        routes,
        shell: startupShell(),
        shellStyle: firstPaintStyle(),
        earlyScript: earlyDataScript(),
      },
      null,
      2,
    )}\n`,
  );
}
