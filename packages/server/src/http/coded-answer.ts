import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';
import { acceptance } from './accept-encoding';

/** A JSON answer as its bytes and, once asked for, the same bytes in each content coding. */
export interface CodedAnswer {
  readonly plain: Buffer;
  readonly brotli: Buffer;
  readonly gzip: Buffer;
}

/** Below this, compressing saves less than the header costs. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * JSON serialized once (after the response schema checked it), compressed in a coding
 * the first time a client asks for it: kept answers compress once per change, answers
 * built for one read only in the coding that read takes. Settings for a few kilobytes to
 * tens of them: brotli's quality 5 and gzip's level 6 take a fraction of a millisecond.
 */
export class JsonAnswer implements CodedAnswer {
  #brotli: Buffer | undefined;
  #gzip: Buffer | undefined;

  constructor(readonly plain: Buffer) {}

  get brotli(): Buffer {
    return (this.#brotli ??= zlib.brotliCompressSync(this.plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.plain.length,
      },
    }));
  }

  get gzip(): Buffer {
    return (this.#gzip ??= zlib.gzipSync(this.plain, { level: 6 }));
  }
}

/**
 * Sends an answer in the coding the client takes (brotli before gzip, as for the rules
 * reads), uncompressed when it takes neither or the answer is small. It depends on who
 * asks and how: `vary` says so to any cache between.
 */
export function sendCoded(request: FastifyRequest, reply: FastifyReply, sent: CodedAnswer): void {
  reply.type('application/json; charset=utf-8').header('vary', 'authorization, accept-encoding');
  const accepted =
    sent.plain.length >= COMPRESS_MIN_BYTES
      ? acceptance(request.headers['accept-encoding'])
      : { br: false, gzip: false };
  if (accepted.br) reply.header('content-encoding', 'br').send(sent.brotli);
  else if (accepted.gzip) reply.header('content-encoding', 'gzip').send(sent.gzip);
  else reply.send(sent.plain);
}
