import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { UPLOAD_LIMITS } from '@club/shared/constants';
import type { Config } from './config';
import { connect, type DbHandle } from './db/connect';
import dbPlugin from './plugins/app/db';
import authPlugin from './plugins/app/auth';
import errorHandler, { sendFrameworkError } from './plugins/app/error-handler';
import nulCharacters from './plugins/app/nul-characters';
import presencePlugin from './plugins/app/presence';
import uploadSweeper from './plugins/app/upload-sweeper';
import webPlugin from './plugins/app/web';
import helmetPlugin from './plugins/external/helmet';
import swaggerPlugin from './plugins/external/swagger';
import apiRoutes from './routes/index';
import uploadRoutes from './routes/uploads';

export interface BuildOptions {
  /** An open database; the caller closes it. Without one, the app opens and closes its own. */
  handle?: DbHandle;
  logger?: boolean;
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

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const handle = options.handle ?? connect(config.databaseUrl);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(dbPlugin, { handle, config, ownsHandle: !options.handle });
  await app.register(presencePlugin);
  await app.register(uploadSweeper);
  await app.register(errorHandler);
  await app.register(nulCharacters);
  await app.register(helmetPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(UPLOAD_LIMITS.avatarMaxBytes, UPLOAD_LIMITS.fontMaxBytes),
      files: 1,
      fields: 10,
    },
  });
  await app.register(swaggerPlugin);
  await app.register(authPlugin);
  await app.register(apiRoutes, { prefix: `${config.basePath}api` });
  // Uploaded images live outside {base}api: <img> tags fetch them without a token.
  await app.register(uploadRoutes, { prefix: config.basePath.slice(0, -1) });
  await app.register(webPlugin);
  await app.ready();
  return app;
}
