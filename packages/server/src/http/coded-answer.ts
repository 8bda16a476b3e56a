import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CodedAnswer } from '../encoding/json-answer';
import { acceptance } from './accept-encoding';

export type { CodedAnswer };

/** Below this, compressing saves less than the header costs. */
const COMPRESS_MIN_BYTES = 1024;

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
