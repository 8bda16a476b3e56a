import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the web build wrote to `.vite/route-preloads.json`: the files index.html preloads
 * for the first screen, and per page behind the login the files that page needs instead.
 */
export interface RoutePreloads {
  firstScreen: string[];
  routes: {
    path: string;
    files: string[];
    /** The stylesheets the page's chunks carry, beyond the one index.html names. */
    styles?: string[];
  }[];
  /** The app's startup shell with its top bar, drawn before any script arrives. */
  shell?: string;
  /** The styles the shell paints with (the web app's first-paint.css, minified). */
  shellStyle?: string;
  /** The script that asks for a page's first data as the page arrives (sent inline). */
  earlyScript?: string;
}

/** The pages as sent, and the inline script's hash for the pages' script policy. */
export interface Pages {
  pageFor: (pathBelowBase: string) => string;
  /** `'sha256-…'` of the inline script the route pages carry, when they carry one. */
  scriptHash: string | null;
}

/** The Content-Security-Policy source that allows exactly this inline script. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function readRoutePreloads(dist: string): RoutePreloads | null {
  const file = path.join(dist, '.vite', 'route-preloads.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
}

/** The same markup the build writes, relative to `<base href>`: right under any base path. */
function preloadLink(file: string): string {
  return `<link rel="modulepreload" crossorigin href="./${file}">`;
}

/**
 * A screen's stylesheet, fetched beside its chunks but applied only when the screen asks
 * for it (as the bundler's loader does, in the same CORS mode, so the download is reused):
 * it holds up neither the startup shell nor any other page.
 */
function stylePreloadLink(file: string): string {
  return `<link rel="preload" as="style" crossorigin href="./${file}">`;
}

const EMPTY_ROOT = '<div id="root"></div>';
const FIRST_MODULE_SCRIPT = '<script type="module"';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\.\/assets\/[^"]+\.css)">/g;

/**
 * With the shell's own styles inline, the app's stylesheet need not hold up the first
 * paint: it is preloaded instead (downloading as early, at the same priority), and the app
 * applies it before its first render. The inline styles come first, so the stylesheet's
 * rules keep the last word as they would have.
 */
function withShellStyles(html: string, shellStyle: string): string {
  let styled = false;
  return html.replace(STYLESHEET, (_link, href: string) => {
    const preload = `<link rel="preload" as="style" crossorigin href="${href}" data-app-styles>`;
    if (styled) return preload;
    styled = true;
    return `<style>${shellStyle}</style>\n    ${preload}`;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `/character/:id/abilities` as a regular expression over a path below the base. */
function routePattern(route: string): RegExp {
  const parts = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)));
  return new RegExp(`^${parts.join('/')}/?$`);
}

/**
 * The page as sent for each path: a page behind the login that the build named preloads
 * its own chunks (its screen, the frame, what they import) instead of the login screen's,
 * so they download beside the entry rather than once the code asking for them has run,
 * and shows the app's startup shell (the frame's top bar, a spinner) until the app takes
 * over, painted with its own inline styles before the stylesheet arrives; any other path
 * gets index.html as it is. Each page's markup is made once, here.
 */
export function pageForPath(indexHtml: string, preloads: RoutePreloads | null): Pages {
  if (!preloads) return { pageFor: () => indexHtml, scriptHash: null };
  // Before the app's scripts, so its requests leave as the parser reaches it.
  const early =
    preloads.earlyScript && indexHtml.includes(FIRST_MODULE_SCRIPT) ? preloads.earlyScript : null;
  const pages = preloads.routes.map((route) => {
    const wanted = new Set(route.files);
    let html = indexHtml;
    for (const file of preloads.firstScreen) {
      if (wanted.has(file)) continue;
      html = html.replace(new RegExp(`[ \\t]*${escapeRegExp(preloadLink(file))}\\n?`), '');
    }
    const links = [
      ...route.files.filter((file) => !html.includes(preloadLink(file))).map(preloadLink),
      ...(route.styles ?? []).map(stylePreloadLink),
    ]
      .map((link) => `    ${link}\n`)
      .join('');
    if (preloads.shell) {
      html = html.replace(EMPTY_ROOT, `<div id="root">${preloads.shell}</div>`);
      if (preloads.shellStyle) html = withShellStyles(html, preloads.shellStyle);
    }
    if (early) {
      html = html.replace(
        FIRST_MODULE_SCRIPT,
        `<script>${early}</script>\n    ${FIRST_MODULE_SCRIPT}`,
      );
    }
    return {
      pattern: routePattern(route.path),
      html: html.replace('</head>', `${links}  </head>`),
    };
  });
  return {
    pageFor: (pathBelowBase) =>
      pages.find((page) => page.pattern.test(pathBelowBase))?.html ?? indexHtml,
    scriptHash: early ? inlineScriptSource(early) : null,
  };
}
