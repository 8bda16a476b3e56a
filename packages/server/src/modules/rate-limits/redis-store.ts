import { Redis, type Result } from 'ioredis';
import type { HitCount } from './rate-limit-hits.repository';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    countRateLimitHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/**
 * One request counted in one script (atomic in Redis): the first request of a window sets
 * its expiry, so the key disappears when the window ends and the next request starts at 1.
 * A key found without an expiry (never written by this script) gets one rather than
 * limiting its client forever.
 */
const COUNT_HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Milliseconds to reach Redis, and for one command, before the store counts as failed. */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** Reconnecting backs off to this and keeps trying, so counting resumes when Redis is back. */
const MAX_RECONNECT_DELAY_MS = 5000;

/**
 * A client that fails fast instead of holding requests: commands are not queued while the
 * connection is down, each waits at most REDIS_COMMAND_TIMEOUT_MS, and nothing is retried.
 * Every key gets `keyPrefix`, so the counts keep to their own names in a shared Redis.
 */
export function createRedisClient(url: string, keyPrefix: string): Redis {
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  client.defineCommand('countRateLimitHit', { numberOfKeys: 1, lua: COUNT_HIT });
  return client;
}

export async function countHitInRedis(
  client: Redis,
  key: string,
  windowMs: number,
): Promise<HitCount> {
  const [current, ttl] = await client.countRateLimitHit(key, windowMs);
  return { current: Number(current), ttl: Math.max(0, Number(ttl)) };
}
