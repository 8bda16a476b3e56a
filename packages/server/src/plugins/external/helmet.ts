import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * A strict Content-Security-Policy: scripts only from our own origin. Styles allow
 * inline attributes because Mantine sets CSS variables through `style`. Images may also
 * come from any https address (race pictures the board links to).
 */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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

/** A year, for this host and its subdomains (OWASP ASVS 14.4.5). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets, worked out once. They never depend on the request (no CSP
 * nonces), and rebuilding them per request, as @fastify/helmet does, was a measurable
 * share of the cost of a cached rules read.
 */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response, () => {});
  if (options.https) headers['strict-transport-security'] = HSTS;
  return headers;
}

export default fp(
  async (app) => {
    // PUBLIC_URL says how browsers reach the app, also behind a proxy that ends TLS.
    const headers = securityHeaders({ https: /^https:\/\//i.test(app.config.publicUrl) });
    const apiPrefix = `${app.config.basePath}api/`;
    // A callback hook, not an async one: no promise per request on the hottest path.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // API answers hold tokens and personal data: no cache keeps them (OWASP ASVS 8.2.1),
      // unless a route says otherwise (the rules reads revalidate with an ETag).
      if (request.url.startsWith(apiPrefix)) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'helmet', dependencies: ['db'] },
);
