import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Rules data is read on every screen and changed a few times a season, so each read
 * answer is built once, serialized once and kept as bytes with a strong ETag. Every rules
 * write calls `invalidate()` after its transaction commits, which bumps the version and
 * drops every entry; the next read rebuilds from the database.
 *
 * The cache lives in this process, keyed by the database it reads from. The app runs as a
 * single process per database; a second process writing the same database would not
 * invalidate this one's entries.
 */

export interface CachedBody {
  body: Buffer;
  /** Strong validator: a hash of the bytes, so a rebuilt identical answer keeps its tag. */
  etag: string;
}

interface Entry<T> {
  version: number;
  promise: Promise<CachedBody & { value: T }>;
}

export class RulesCache {
  #version = 0;
  readonly #entries = new Map<string, Entry<unknown>>();

  get version(): number {
    return this.#version;
  }

  /** The cached answer under `key`, built by `build` on a miss; concurrent misses share one build. */
  async get<T>(key: string, build: () => Promise<T>): Promise<CachedBody & { value: T }> {
    const hit = this.#entries.get(key) as Entry<T> | undefined;
    if (hit && hit.version === this.#version) return hit.promise;

    const version = this.#version;
    const promise = build().then((value) => {
      const body = Buffer.from(JSON.stringify(value), 'utf8');
      const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
      return { value, body, etag };
    });
    this.#entries.set(key, { version, promise });
    // A failed build (an unknown id, a lost connection) is never served from the cache.
    promise.catch(() => {
      if (this.#entries.get(key)?.promise === promise) this.#entries.delete(key);
    });
    return promise;
  }

  /** Called after every committed rules write: no answer built before it is served again. */
  invalidate(): void {
    this.#version += 1;
    this.#entries.clear();
  }
}

const caches = new WeakMap<Kysely<Database>, RulesCache>();

/** One cache per database handle, shared by every route and service that reads or writes rules. */
export function rulesCacheFor(db: Kysely<Database>): RulesCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RulesCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * Sends a cached JSON answer as its bytes (no serializer), or 304 when the client holds
 * it. `private, no-cache`: the answer depends on the user's role, and the client must
 * revalidate, which costs it one cheap 304 after a rules change.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
): FastifyReply {
  reply
    .header('etag', cached.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'authorization');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) {
    return reply.code(304).send();
  }
  return reply.header('content-type', 'application/json; charset=utf-8').send(cached.body);
}
