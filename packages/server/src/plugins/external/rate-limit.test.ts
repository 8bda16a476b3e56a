import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, ErrorBodySchema } from '@club/shared/contract/errors';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { testConfig } from '../../test/test-app';
import { createTestDb, type TestDb } from '../../test/test-db';

/**
 * Several instances on one database count each client's requests together: in PostgreSQL,
 * or in Redis when REDIS_URL is set. The Redis cases run when TEST_REDIS_URL names one.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const redisUrl = process.env.TEST_REDIS_URL;
const LIMIT = 4;
const LOGIN = '/api/auth/login';

interface Pair {
  a: FastifyInstance;
  b: FastifyInstance;
  testDb: TestDb;
  warnings: string[];
}

let open: Pair | null = null;

afterEach(async () => {
  if (!open) return;
  const { a, b, testDb } = open;
  open = null;
  await b.close();
  await a.close();
  await testDb.drop();
});

/** Keeps the warnings, which say when the shared store failed. */
function recordingLogger(warnings: string[]): FastifyBaseLogger {
  const ignore = () => {};
  const logger = {
    level: 'warn',
    fatal: ignore,
    error: ignore,
    warn: (first: unknown, second?: unknown) =>
      warnings.push(typeof first === 'string' ? first : String(second)),
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

/** Two instances of the app on one fresh database, each with its own connection to it. */
async function twoInstances(overrides: Partial<Config> = {}): Promise<Pair> {
  const testDb = await createTestDb();
  const config = testConfig(testDb, { authRateLimit: LIMIT, ...overrides });
  const warnings: string[] = [];
  const a = await buildApp(config, {
    handle: testDb.handle,
    loggerInstance: recordingLogger(warnings),
  });
  const b = await buildApp(config, { loggerInstance: recordingLogger(warnings) });
  open = { a, b, testDb, warnings };
  return open;
}

/** A login without a body: refused with 400 by validation, after the limit has counted it. */
function login(app: FastifyInstance, from = '127.0.0.1'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: LOGIN, payload: {}, remoteAddress: from });
}

/** LIMIT requests split between the instances, all let through. */
async function useUpTheLimit({ a, b }: Pair): Promise<void> {
  for (let i = 0; i < LIMIT; i += 1) {
    const response = await login(i % 2 === 0 ? a : b);
    expect(response.statusCode).toBe(400);
  }
}

function expectRateLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  const body = ErrorBodySchema.parse(response.json());
  expect(body.code).toBe(ERROR_CODES.rateLimited);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/** The checks every shared store must pass, on a pair built with its settings. */
function sharesTheCount(build: () => Promise<Pair>, expireWindows: (pair: Pair) => Promise<void>) {
  it('counts requests split between two instances against one limit', async () => {
    const pair = await build();
    await useUpTheLimit(pair);
    expectRateLimited(await login(pair.a));
    expectRateLimited(await login(pair.b));
  });

  it('keeps a window per route and per client address', async () => {
    const pair = await build();
    await useUpTheLimit(pair);
    expectRateLimited(await login(pair.b));
    const signup = await pair.b.inject({ method: 'POST', url: '/api/auth/signup', payload: {} });
    expect(signup.statusCode).toBe(400);
    expect((await login(pair.a, '10.0.0.2')).statusCode).toBe(400);
  });

  it('starts counting again when the window ends', async () => {
    const pair = await build();
    await useUpTheLimit(pair);
    expectRateLimited(await login(pair.a));
    await expireWindows(pair);
    const response = await login(pair.b);
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });
}

async function withRedis<T>(use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(redisUrl ?? '');
  try {
    return await use(redis);
  } finally {
    await redis.quit();
  }
}

describe.skipIf(!onPostgres)('rate limits on PostgreSQL', () => {
  const build = () => twoInstances();

  it('are counted in the database', async () => {
    const { a, b } = await build();
    expect(a.rateLimitStore).toBe('database');
    expect(b.rateLimitStore).toBe('database');
  });

  sharesTheCount(build, async ({ testDb }) => {
    await testDb.handle.db
      .updateTable('rate_limit_hits')
      .set({ expires_at: sql<number>`expires_at - 120000` })
      .execute();
  });

  it('sweeps the windows that have ended and keeps the others', async () => {
    const { a, testDb } = await build();
    const db = testDb.handle.db;
    const later = Date.now() + 600_000;
    await db
      .insertInto('rate_limit_hits')
      .values([
        { key: 'POST /api/auth/login|10.0.0.9', hits: 3, expires_at: 1 },
        { key: 'POST /api/auth/login|10.0.0.8', hits: 2, expires_at: later },
      ])
      .execute();
    expect(await a.sweepRateLimits()).toBe(1);
    const keys = (await db.selectFrom('rate_limit_hits').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['POST /api/auth/login|10.0.0.8']);
  });

  it('lets requests through with a warning when the database store fails', async () => {
    const pair = await build();
    await sql`drop table rate_limit_hits`.execute(pair.testDb.handle.db);
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await login(i % 2 === 0 ? pair.a : pair.b)).statusCode).toBe(400);
    }
    expect(pair.warnings.some((line) => /rate-limit store failed/.test(line))).toBe(true);
  });
});

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  let prefix = '';
  const build = () => {
    prefix = `club-test:${crypto.randomBytes(6).toString('hex')}:`;
    return twoInstances({ redisUrl: redisUrl ?? null, redisKeyPrefix: prefix });
  };

  afterEach(async () => {
    await withRedis(async (redis) => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    });
  });

  it('are counted in Redis, whatever the database', async () => {
    const { a, b } = await build();
    expect(a.rateLimitStore).toBe('redis');
    expect(b.rateLimitStore).toBe('redis');
    const keys = await withRedis((redis) => redis.keys(`${prefix}*`));
    expect(keys).toEqual([]);
    await login(a);
    expect(await withRedis((redis) => redis.keys(`${prefix}*`))).toEqual([
      `${prefix}POST /api/auth/login|127.0.0.1`,
    ]);
  });

  sharesTheCount(build, async () => {
    await withRedis(async (redis) => {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) await redis.pexpire(key, 1);
      await vi.waitFor(async () => expect(await redis.exists(...keys)).toBe(0));
    });
  });
});

/** A TCP relay to Redis that can be cut and restored, to take Redis away from the app. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', drop).on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      down = false;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!redisUrl)('rate limits when Redis goes away and comes back', () => {
  it('let requests through while it is away and count again once it is back', async () => {
    const relay = await relayTo(new URL(redisUrl ?? ''));
    try {
      const prefix = `club-test:${crypto.randomBytes(6).toString('hex')}:`;
      const pair = await twoInstances({ redisUrl: relay.url, redisKeyPrefix: prefix });
      expect((await login(pair.a)).headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));

      relay.cut();
      for (let i = 0; i < LIMIT + 2; i += 1) {
        expect((await login(i % 2 === 0 ? pair.a : pair.b)).statusCode).toBe(400);
      }
      expect(pair.warnings.some((line) => /rate-limit store failed/.test(line))).toBe(true);

      relay.restore();
      // Each instance reconnects on its own: once both count again, the limit is shared.
      for (const app of [pair.a, pair.b]) {
        await vi.waitFor(
          async () => {
            const response = await login(app);
            expect(Number(response.headers['x-ratelimit-remaining'])).toBeLessThan(LIMIT);
          },
          { timeout: 20_000, interval: 100 },
        );
      }
      let answer = await login(pair.b);
      for (let i = 0; i < LIMIT && answer.statusCode !== 429; i += 1) answer = await login(pair.a);
      expectRateLimited(answer);
      await withRedis(async (redis) => {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      });
    } finally {
      await relay.close();
    }
  });
});

describe('rate limits when Redis cannot be reached', () => {
  it('let requests through with a warning instead of failing them', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const pair = await twoInstances({ redisUrl: 'redis://127.0.0.1:1' });
    expect(pair.a.rateLimitStore).toBe('redis');
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await login(i % 2 === 0 ? pair.a : pair.b)).statusCode).toBe(400);
    }
    expect(pair.warnings.some((line) => /rate-limit store failed/.test(line))).toBe(true);
  });
});

describe.skipIf(onPostgres)('rate limits on SQLite without Redis', () => {
  it('are counted in each process, as one process serves a SQLite database', async () => {
    const pair = await twoInstances();
    expect(pair.a.rateLimitStore).toBe('memory');
    for (let i = 0; i < LIMIT; i += 1) expect((await login(pair.a)).statusCode).toBe(400);
    expectRateLimited(await login(pair.a));
    // The other instance has counted nothing of it.
    expect((await login(pair.b)).statusCode).toBe(400);
  });
});
