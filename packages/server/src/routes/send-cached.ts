import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptance } from '../http/accept-encoding';
import { compressOnce, type CachedAnswer, type CachedBody } from '../modules/rules/rules-cache';

/**
 * How the cached rules answers (modules/rules/rules-cache.ts) go out over HTTP: their bytes
 * as they are, in the coding the client takes, with a strong ETag, or 304.
 */

/** A compressed representation's tag: strong validators differ per content coding (RFC 9110). */
function codedEtag(etag: string, coding: 'gz' | 'br'): string {
  return `${etag.slice(0, -1)}.${coding}"`;
}

/**
 * Whether an If-None-Match header names this answer, in either coding (weak comparison,
 * as RFC 9110 asks): both tags stand for the same current content.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const strong = etag.replace(/^W\//, '');
  const tags = new Set([strong, codedEtag(strong, 'gz'), codedEtag(strong, 'br')]);
  return ifNoneMatch.split(',').some((candidate) => tags.has(candidate.trim().replace(/^W\//, '')));
}

/**
 * An answer built for one read, compressed in the one coding this client takes (brotli
 * before gzip, as for kept answers), or in none when the client holds it already.
 */
async function compressedFor(request: FastifyRequest, built: CachedBody): Promise<CachedBody> {
  if (matchesEtag(request.headers['if-none-match'], built.etag)) return built;
  const accepted = acceptance(request.headers['accept-encoding']);
  if (accepted.br) return { ...built, brotli: await compressOnce(built.body, 'br') };
  if (accepted.gzip) return { ...built, gzip: await compressOnce(built.body, 'gzip') };
  return built;
}

/**
 * Sends a cached JSON answer as its bytes (no serializer), brotli- or gzip-compressed when
 * the client takes it, or 304 when the client holds it. `private, no-cache`: the answer
 * depends on the user's role, and the client must revalidate, which costs one cheap 304 per
 * screen. A kept answer is sent at once and nothing is returned (Fastify then has nothing
 * to await); one still being built is sent when it is ready.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<unknown>,
): Promise<void> | undefined {
  if (answer instanceof Promise) {
    return answer.then(async (built) => {
      send(request, reply, built.compressOnSend ? await compressedFor(request, built) : built);
    });
  }
  send(request, reply, answer);
  return undefined;
}

function send(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): void {
  const coded = pickCoding(cached, request.headers['accept-encoding']);
  reply
    .header('etag', coded ? codedEtag(cached.etag, coded.tag) : cached.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'authorization, accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) {
    reply.code(304).send();
    return;
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  if (coded) reply.header('content-encoding', coded.coding).send(coded.bytes);
  else reply.send(cached.body);
}

function pickCoding(
  cached: CachedBody,
  acceptEncoding: string | undefined,
): { coding: 'br' | 'gzip'; tag: 'br' | 'gz'; bytes: Buffer } | null {
  const accepted = acceptance(acceptEncoding);
  if (cached.brotli && accepted.br) {
    return { coding: 'br', tag: 'br', bytes: cached.brotli };
  }
  if (cached.gzip && accepted.gzip) {
    return { coding: 'gzip', tag: 'gz', bytes: cached.gzip };
  }
  return null;
}
