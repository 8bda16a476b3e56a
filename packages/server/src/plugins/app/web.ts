import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@club/shared/contract/errors';
import { acceptance } from '../../http/accept-encoding';
import { pagePolicy } from '../external/helmet';
import { pageForPath, readRoutePreloads } from './route-preloads';

/**
 * Serves the built web app under the base path with history fallback, and answers every
 * unknown path: a JSON 404 under `{base}api` and for a missing file (a path whose last
 * segment has a file extension), `index.html` for any other page.
 * The base path is set at run time, so index.html (built with `<base href="/" />`) is
 * served from memory with the configured base, never as the file on disk.
 * Assets are sent pre-compressed (gzip, brotli) when the build wrote those files and the
 * client accepts them, and as they are otherwise.
 */

/** `/nope.js`, `/assets/app.css`: a file was asked for, so a missing one is a 404, not the page. */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,9}$/i;

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A page as sent: its markup, and the same bytes brotli- and gzip-compressed. */
interface SentPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The pages are a handful of fixed texts (index.html and one per route the build named),
 * so each is compressed once, the first time it is sent: with its startup shell, styles
 * and early-data script, a page behind the login is 11 KB as text and 4 KB as brotli, on
 * the path of everything else a phone loads.
 */
function compressedPages(): (html: string) => SentPage {
  const pages = new Map<string, SentPage>();
  return (html) => {
    let page = pages.get(html);
    if (!page) {
      page = {
        html,
        br: zlib.brotliCompressSync(html, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      };
      pages.set(html, page);
    }
    return page;
  };
}

export default fp(
  async (app) => {
    const base = app.config.basePath;
    const apiPrefix = `${base}api`;
    const dist = app.config.webDist;
    let indexHtml: string | null = null;
    let pageFor: (pathBelowBase: string) => string = () => indexHtml ?? '';
    // The pages behind the login carry an inline script, allowed by its hash.
    let policy: string | null = null;
    const sent = compressedPages();

    if (dist && fs.existsSync(path.join(dist, 'index.html'))) {
      indexHtml = fs
        .readFileSync(path.join(dist, 'index.html'), 'utf8')
        .replace('<base href="/" />', `<base href="${base}" />`)
        .replace(
          '<meta name="rules-url" content="" />',
          `<meta name="rules-url" content="${escapeAttribute(app.config.rulesUrl)}" />`,
        );
      const pages = pageForPath(indexHtml, readRoutePreloads(dist));
      pageFor = pages.pageFor;
      if (pages.scriptHash) policy = pagePolicy([pages.scriptHash]);
      // The hashed files never change under their names: a cached copy is never asked
      // about again, so the validators and range support would only be bytes on every
      // script a phone loads (six before the first screen).
      await app.register(fastifyStatic, {
        root: path.join(dist, 'assets'),
        prefix: `${base}assets/`,
        index: false,
        wildcard: true,
        preCompressed: true,
        etag: false,
        lastModified: false,
        acceptRanges: false,
        allowedPath: (pathName) =>
          !pathName.endsWith('/') && !pathName.split('/').some((part) => part.startsWith('.')),
        setHeaders: (reply) => {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
      // The rest (the service worker, the manifest, the icons) is asked about on every
      // visit, and a validator answers that with a 304 instead of the file.
      await app.register(fastifyStatic, {
        root: dist,
        prefix: base,
        index: false,
        wildcard: true,
        preCompressed: true,
        decorateReply: false,
        // A directory (the base path itself among them) is never sent: @fastify/static
        // would answer it with a 403 when the client accepts no compression, so it falls
        // through to the page like any other app route.
        allowedPath: (pathName) =>
          pathName !== '/index.html' &&
          !pathName.endsWith('/') &&
          !pathName.startsWith('/assets/') &&
          !pathName.split('/').some((part) => part.startsWith('.')),
        setHeaders: (reply) => {
          reply.header('Cache-Control', 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isApi = url === apiPrefix || url.startsWith(`${apiPrefix}/`);
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (isPage && indexHtml && base !== '/' && url === base.slice(0, -1)) {
        return reply.redirect(base);
      }
      const lastSegment = url.slice(url.lastIndexOf('/') + 1);
      const isMissingFile = FILE_EXTENSION.test(lastSegment) && url !== `${base}index.html`;
      if (isApi || !indexHtml || !isPage || !url.startsWith(base) || isMissingFile) {
        return reply.code(404).send({
          error: `Route ${request.method} ${url} not found`,
          code: ERROR_CODES.routeNotFound,
        });
      }
      if (policy) reply.header('content-security-policy', policy);
      const page = sent(pageFor(url.slice(base.length - 1)));
      const takes = acceptance(request.headers['accept-encoding']);
      reply
        .code(200)
        .header('Cache-Control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (takes.br) return reply.header('content-encoding', 'br').send(page.br);
      if (takes.gzip) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    });
  },
  { name: 'web', dependencies: ['db'] },
);
