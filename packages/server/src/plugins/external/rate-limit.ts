import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { countHit, deleteExpiredHits } from '../../modules/rate-limits/rate-limit-hits.repository';
import { countHitInRedis, createRedisClient } from '../../modules/rate-limits/redis-store';
import { sharedStore } from '../../modules/rate-limits/shared-store';
import { storeFailureReporter } from '../../modules/rate-limits/store-failures';

/** Where the requests of rate-limited routes are counted. */
export type RateLimitStoreKind = 'memory' | 'database' | 'redis';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: RateLimitStoreKind;
    /** Deletes ended windows from the database now (a timer does it every minute); answers how many. */
    sweepRateLimits: () => Promise<number>;
  }
}

/** Windows are a minute long: ended ones are cleared as often. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Rate limits count across instances whenever instances can share a database: in Redis
 * when REDIS_URL is set, else in PostgreSQL, else (SQLite, one process) in memory. Routes
 * opt in with `config.rateLimit`; each route keeps its own window per client address.
 *
 * When the shared store fails, requests are let through uncounted and a warning is logged
 * (skipOnError): an outage of the store must not lock everyone out of logging in, and
 * guessing at one account stays held back by the failed-login lock kept in the database
 * (docs/decisions/013-shared-rate-limits.md).
 */
export default fp(
  async (app) => {
    const reportFailure = storeFailureReporter(app.log);
    let kind: RateLimitStoreKind = 'memory';
    let store: FastifyRateLimitStoreCtor | undefined;

    if (app.config.redisUrl) {
      kind = 'redis';
      const client = createRedisClient(app.config.redisUrl, app.config.redisKeyPrefix);
      // Without a listener ioredis prints every failed reconnect itself.
      client.on('error', reportFailure);
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
      // A Redis that is down at start is not fatal: the client keeps reconnecting.
      await client.connect().catch(reportFailure);
      store = sharedStore((key, windowMs) => countHitInRedis(client, key, windowMs), reportFailure);
    } else if (app.dbHandle.engine === 'postgres') {
      kind = 'database';
      store = sharedStore((key, windowMs) => countHit(app.db, key, windowMs), reportFailure);
    }

    const sweep = async (): Promise<number> =>
      kind === 'database' ? deleteExpiredHits(app.db) : 0;
    if (kind === 'database') {
      const timer = setInterval(() => {
        sweep().catch((error: unknown) =>
          app.log.warn({ err: error }, 'The sweep of ended rate-limit windows failed'),
        );
      }, RATE_LIMIT_SWEEP_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    app.decorate('rateLimitStore', kind);
    app.decorate('sweepRateLimits', sweep);
    app.log.info({ store: kind }, 'Rate limits are counted in %s', kind);
    await app.register(rateLimit, {
      global: false,
      ...(store ? { store, skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
