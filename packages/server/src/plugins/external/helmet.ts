import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * A strict Content-Security-Policy: scripts only from our own origin. Styles allow
 * inline attributes because Mantine sets CSS variables through `style`. Images may also
 * come from any https address (race pictures the board links to).
 */
function helmetOptions(scriptSources: string[] = []): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Besides our own files, only inline scripts the server names by their hash.
        // 'wasm-unsafe-eval' lets our own WebAssembly compile (the gate's QR reader where
        // the browser has none); it allows no eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptSources],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: for images only: a race's picture may be an https address (never http,
        // which the contract refuses). Scripts, styles and connections stay on our origin.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent only when the app is reached over https (below): over plain HTTP on a club's own
    // network, browsers ignore it anyway, and a wrong one would lock a host out for a year.
    strictTransportSecurity: false,
  };
}

function isSvg(url: string): boolean {
  const path = url.split('?')[0]!;
  return path.toLowerCase().endsWith('.svg');
}

/** A year, for this host and its subdomains (OWASP ASVS 14.4.5). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets, worked out once. They never depend on the request (no CSP
 * nonces), and rebuilding them per request, as @fastify/helmet does, was a measurable
 * share of the cost of a cached rules read.
 */
export function securityHeaders(options: {
  https: boolean;
  scriptSources?: string[];
}): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(options.scriptSources))({} as IncomingMessage, response, () => {});
  if (options.https) headers['strict-transport-security'] = HSTS;
  return headers;
}

/**
 * The page's policy when its markup carries inline scripts (named by their `'sha256-…'`
 * sources): the same, with exactly those scripts allowed besides our own files.
 */
export function pagePolicy(scriptSources: string[]): string {
  return securityHeaders({ https: false, scriptSources })['content-security-policy']!;
}

/**
 * What an API answer carries instead: JSON is never a document, so the page's policy
 * (scripts, styles, images, fonts) means nothing for it, and HTTP/1.1 sends headers
 * uncompressed on every answer. These are the headers OWASP's REST cheat sheet names for
 * an API, with a stricter policy than the page's: nothing may load, nothing may frame it.
 * `no-store`: API answers hold tokens and personal data, so no cache keeps them (ASVS
 * 8.2.1) unless a route says otherwise (the rules reads revalidate with an ETag).
 */
function apiHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(options.https ? { 'strict-transport-security': HSTS } : {}),
    'cache-control': 'no-store',
  };
}

/**
 * What the build's hashed scripts, styles, fonts and pictures carry: a policy, framing and
 * the other page headers mean nothing on a file that is never a document, and a phone's
 * first visit fetches dozens of them, each with its headers uncompressed. Kept: no MIME
 * sniffing (a script must be served as one) and no use by other sites. SVG is the
 * exception: opened on its own it is a document, so it keeps the page's headers.
 */
function assetHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(options.https ? { 'strict-transport-security': HSTS } : {}),
  };
}

export default fp(
  async (app) => {
    // PUBLIC_URL says how browsers reach the app, also behind a proxy that ends TLS.
    const https = /^https:\/\//i.test(app.config.publicUrl);
    const pageHeaders = securityHeaders({ https });
    const answerHeaders = apiHeaders({ https });
    const apiPrefix = `${app.config.basePath}api/`;
    // The API's documentation is a page (Swagger UI, which sets a policy of its own).
    const docsPrefix = `${apiPrefix}docs`;
    const docsHeaders = { ...pageHeaders, 'cache-control': 'no-store' };
    const fileHeaders = assetHeaders({ https });
    const assetPrefix = `${app.config.basePath}assets/`;
    // A callback hook, not an async one: no promise per request on the hottest path.
    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      if (url.startsWith(apiPrefix)) {
        reply.headers(url.startsWith(docsPrefix) ? docsHeaders : answerHeaders);
      } else if (url.startsWith(assetPrefix) && !isSvg(url)) {
        reply.headers(fileHeaders);
      } else {
        reply.headers(pageHeaders);
      }
      done();
    });
  },
  { name: 'helmet', dependencies: ['db'] },
);
