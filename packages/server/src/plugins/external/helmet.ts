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
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, worked out once. They never depend on the request (no CSP
 * nonces), and rebuilding them per request, as @fastify/helmet does, was a measurable
 * share of the cost of a cached rules read.
 */
export function securityHeaders(): Record<string, string> {
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
  return headers;
}

export default fp(
  async (app) => {
    const headers = securityHeaders();
    // A callback hook, not an async one: no promise per request on the hottest path.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
