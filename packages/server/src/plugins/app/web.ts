import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@club/shared/contract/errors';
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

export default fp(
  async (app) => {
    const base = app.config.basePath;
    const apiPrefix = `${base}api`;
    const dist = app.config.webDist;
    let indexHtml: string | null = null;
    let pageFor: (pathBelowBase: string) => string = () => indexHtml ?? '';

    if (dist && fs.existsSync(path.join(dist, 'index.html'))) {
      indexHtml = fs
        .readFileSync(path.join(dist, 'index.html'), 'utf8')
        .replace('<base href="/" />', `<base href="${base}" />`)
        .replace(
          '<meta name="rules-url" content="" />',
          `<meta name="rules-url" content="${escapeAttribute(app.config.rulesUrl)}" />`,
        );
      pageFor = pageForPath(indexHtml, readRoutePreloads(dist));
      await app.register(fastifyStatic, {
        root: dist,
        prefix: base,
        index: false,
        wildcard: true,
        preCompressed: true,
        // A directory (the base path itself among them) is never sent: @fastify/static
        // would answer it with a 403 when the client accepts no compression, so it falls
        // through to the page like any other app route.
        allowedPath: (pathName) =>
          pathName !== '/index.html' &&
          !pathName.endsWith('/') &&
          !pathName.split('/').some((part) => part.startsWith('.')),
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
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
      return reply
        .code(200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageFor(url.slice(base.length - 1)));
    });
  },
  { name: 'web', dependencies: ['db'] },
);
