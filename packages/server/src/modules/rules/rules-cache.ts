import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Rules data is read on every screen and changed a few times a season, so each read
 * answer is built once, serialized once and kept as bytes with a strong ETag. Every rules
 * write calls `invalidate()` after its transaction commits, which bumps the version and
 * drops every entry; the next read rebuilds from the database.
 *
 * The cache lives in this process, keyed by the database it reads from. On PostgreSQL,
 * writes by other processes (another server, the command line, a restore) reach it through
 * the change feed, which calls `invalidate()`; while the feed is down it calls
 * `hold(false)` and every read is built afresh, since a write made elsewhere would go
 * unnoticed. SQLite serves one process per file.
 *
 * Besides the answers sent to clients, the server keeps values of its own that are read
 * from the rules (`memo`, such as the rules half of a review): the same version, the same
 * invalidation and the same outage rule, so there is one place that decides when rules
 * data read earlier may still be used.
 */

export interface CachedBody {
  body: Buffer;
  /** Strong validator: a hash of the bytes, so a rebuilt identical answer keeps its tag. */
  etag: string;
  /**
   * The same JSON gzipped once, for clients that accept it (every browser): the lists
   * are long, repetitive text, and a phone on an event's Wi-Fi gets a twentieth of the
   * bytes. Null for answers too small to be worth it.
   */
  gzip: Buffer | null;
  /** The same bytes brotli-compressed: every current browser asks for it, and it is smaller. */
  brotli: Buffer | null;
  /**
   * Built for one read only (answers are not being kept): not compressed yet, so that
   * sending it compresses only the one coding that client takes.
   */
  compressOnSend?: true;
}

/** Below this, gzip saves less than the header costs. */
const GZIP_MIN_BYTES = 1024;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A built answer with the value it was built from. */
export type Kept<T> = CachedBody & { value: T };

/**
 * A cached answer as `get` gives it: the answer itself once built, so a read of a kept
 * answer needs no promise (and no turn of the event loop), or a promise while it is built.
 */
export type CachedAnswer<T> = Kept<T> | Promise<Kept<T>>;

/** What the cache keeps under one key: an encoded answer, or a memo's value. */
interface Entry<K> {
  version: number;
  promise: Promise<K>;
  /** Set when the build has finished. */
  kept?: K;
}

export class RulesCache {
  #version = 0;
  #holding = true;
  readonly #entries = new Map<string, Entry<unknown>>();

  get version(): number {
    return this.#version;
  }

  /** False while answers may not be kept (see `hold`). */
  get holding(): boolean {
    return this.#holding;
  }

  /**
   * The answer under `key`, built by `build` on a miss; concurrent misses share one build.
   * A kept answer comes back as it is, not wrapped in a promise.
   */
  get<T>(key: string, build: () => Promise<T>): CachedAnswer<T> {
    // Built for one answer only: compressed when sent, in the coding sent (routes' sendCached).
    if (!this.#holding) return build().then(encodeOnce);
    return this.#keep(`answer:${key}`, () => build().then((value) => encode(value, STRONGEST)));
  }

  /**
   * A value the server reads from the rules for its own use, kept like the answers: built
   * once per rules version by `build`, dropped on `invalidate`, and built afresh on every
   * call while answers may not be kept. Callers only read it.
   */
  memo<T>(key: string, build: () => Promise<T>): Promise<T> {
    if (!this.#holding) return build();
    const kept = this.#keep(`memo:${key}`, build);
    return kept instanceof Promise ? kept : Promise.resolve(kept);
  }

  #keep<K>(key: string, make: () => Promise<K>): K | Promise<K> {
    const hit = this.#entries.get(key) as Entry<K> | undefined;
    if (hit && hit.version === this.#version) return hit.kept ?? hit.promise;
    const entry: Entry<K> = { version: this.#version, promise: make() };
    this.#entries.set(key, entry);
    entry.promise.then(
      (kept) => {
        entry.kept = kept;
      },
      // A failed build (an unknown id, a lost connection) is never served from the cache.
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return entry.promise;
  }

  /** Called after every committed rules write: no answer built before it is served again. */
  invalidate(): void {
    this.#version += 1;
    this.#entries.clear();
  }

  /**
   * Whether answers may be kept: false while changes made elsewhere could go unnoticed (the
   * change feed lost its connection). Either way the entries go: none built before the
   * switch can be trusted after it.
   */
  hold(holding: boolean): void {
    this.#holding = holding;
    this.invalidate();
  }
}

interface Effort {
  gzipLevel: number;
  brotliQuality: number;
}

/** Built once per rules change and sent many times: worth the strongest settings. */
const STRONGEST: Effort = { gzipLevel: 9, brotliQuality: 10 };
/** Built for one answer only: quick settings, or an outage would cost a second of CPU a read. */
const QUICK: Effort = { gzipLevel: 6, brotliQuality: 4 };

function plain<T>(value: T): Kept<T> {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { value, body, etag, gzip: null, brotli: null };
}

function gzipped(body: Buffer, effort: Effort): Promise<Buffer> {
  return gzip(body, { level: effort.gzipLevel });
}

function brotlied(body: Buffer, effort: Effort): Promise<Buffer> {
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

async function encode<T>(value: T, effort: Effort): Promise<Kept<T>> {
  const kept = plain(value);
  if (kept.body.length < GZIP_MIN_BYTES) return kept;
  const [zipped, brotliBytes] = await Promise.all([
    gzipped(kept.body, effort),
    brotlied(kept.body, effort),
  ]);
  return { ...kept, gzip: zipped, brotli: brotliBytes };
}

async function encodeOnce<T>(value: T): Promise<Kept<T>> {
  const kept = plain(value);
  return kept.body.length < GZIP_MIN_BYTES ? kept : { ...kept, compressOnSend: true };
}

/**
 * An answer built for one read (`compressOnSend`), compressed for the one coding its client
 * takes: quick settings, as it is compressed on every read.
 */
export function compressOnce(body: Buffer, coding: 'br' | 'gzip'): Promise<Buffer> {
  return coding === 'br' ? brotlied(body, QUICK) : gzipped(body, QUICK);
}

const caches = new WeakMap<Kysely<Database>, RulesCache>();

/**
 * One cache per database handle: the composition root takes it for the rules areas and the
 * review, and tests that write rules straight to the database drop its answers.
 */
export function rulesCacheFor(db: Kysely<Database>): RulesCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RulesCache();
    caches.set(db, cache);
  }
  return cache;
}
