import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { loggerOptions, requestLogger, type LogStream } from './logging';
import { connect, type DbHandle } from './db/connect';
import dbPlugin from './plugins/app/db';
import drainingPlugin from './plugins/app/draining';
import authPlugin from './plugins/app/auth';
import changeFeedPlugin from './plugins/app/change-feed';
import errorHandler, { sendClientError, sendFrameworkError } from './plugins/app/error-handler';
import nulCharacters from './plugins/app/nul-characters';
import presencePlugin from './plugins/app/presence';
import resetRequests from './plugins/app/reset-requests';
import uploadSweeper from './plugins/app/upload-sweeper';
import eventReminders from './plugins/app/event-reminders';
import notificationMails from './plugins/app/notification-mails';
import eventRetention from './plugins/app/event-retention';
import householdMajority from './plugins/app/household-majority';
import webPlugin from './plugins/app/web';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import apiRoutes from './routes/index';
import uploadRoutes from './routes/uploads';
import { buildServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every service, built once by the composition root (services.ts). Routes and
     * background jobs take what they use from here; none builds a service of its own.
     */
    services: Services;
  }
}

export interface BuildOptions {
  /** An open database; the caller closes it. Without one, the app opens and closes its own. */
  handle?: DbHandle;
  logger?: boolean;
  /** Where log lines go instead of standard output. */
  logStream?: LogStream;
  /** A logger to use instead of the one `logger` would make (tests read what is logged). */
  loggerInstance?: FastifyBaseLogger;
}

/**
 * Fastify trusts no address at all for a bare hop count (and its typings leave the number
 * out), so the count becomes proxy-addr's own rule: the nearest `hops` addresses are
 * proxies. That is sound when only the proxy reaches the server, as with the default HOST.
 */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Headers arrive first: they get at most 10 s of the request's time. */
const MAX_HEADERS_TIMEOUT_MS = 10_000;

/**
 * Node (and Fastify) leave a slow client unbounded by default: a connection that trickles
 * its headers or body, or sits idle between requests, would be held for minutes. Node
 * checks the request timeouts every `connectionsCheckingInterval` (30 s unless told), so
 * the interval is kept well below the timeouts it enforces.
 */
function timeoutOptions(config: Config) {
  const headersTimeout = Math.min(config.requestTimeoutMs, MAX_HEADERS_TIMEOUT_MS);
  return {
    requestTimeout: config.requestTimeoutMs,
    // A socket with no traffic at all for this long is closed, whatever it was doing (a
    // client that stops reading its answer). A second later than the request timeout, so
    // a client that stops sending is told why with a 408 first.
    connectionTimeout: config.requestTimeoutMs + 1000,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
  };
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  if (!config.jwtSecret) throw new Error('No token secret: set JWT_SECRET, or start the server');
  const handle = options.handle ?? connect(config.databaseUrl);
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger === false ? false : loggerOptions(config, options.logStream) }),
    childLoggerFactory: requestLogger,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
    // A request that reaches a stopping server on a busy keep-alive connection is served
    // (with Connection: close) rather than refused in a format of Fastify's own: the
    // database stays open until every request is answered.
    return503OnClosing: false,
    ...timeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = buildServices({ handle, config, log: app.log });
  app.decorate('services', services);
  // Added before any plugin, so it runs after theirs (Fastify closes in reverse): the mails
  // that background jobs and queues still send on their way out are delivered first.
  app.addHook('onClose', () => services.close());

  await app.register(dbPlugin, { handle, config, ownsHandle: !options.handle });
  await app.register(drainingPlugin);
  await app.register(presencePlugin);
  await app.register(changeFeedPlugin);
  await app.register(uploadSweeper);
  await app.register(eventReminders);
  await app.register(resetRequests);
  await app.register(notificationMails);
  await app.register(eventRetention);
  await app.register(householdMajority);
  await app.register(errorHandler);
  await app.register(nulCharacters);
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin);
  // Multipart forms are registered by the upload routes alone (plugins/external/multipart.ts).
  await app.register(authPlugin);
  await app.register(swaggerPlugin);
  await app.register(apiRoutes, { prefix: `${config.basePath}api` });
  // Uploaded images live outside {base}api: <img> tags fetch them without a token.
  await app.register(uploadRoutes, { prefix: config.basePath.slice(0, -1) });
  await app.register(webPlugin);
  await app.ready();
  return app;
}
