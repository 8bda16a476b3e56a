import http from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody, type ErrorDetail } from '@club/shared/contract/errors';
import { storageFailure } from '../../db/storage-errors';
import { AppError } from '../../errors';

function fieldOf(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'body';
}

/** Fastify's own client errors, mapped to our codes. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.malformedJson,
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.malformedJson,
    message: 'The request body is empty',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'The uploaded file is too large',
  },
  FST_FILES_LIMIT: { status: 413, code: ERROR_CODES.payloadTooLarge, message: 'Too many files' },
  FST_PARTS_LIMIT: { status: 413, code: ERROR_CODES.payloadTooLarge, message: 'Too many parts' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'Unsupported content type',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    message: 'The request is not multipart',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.validation,
    message: 'Invalid content length',
  },
  FST_ERR_BAD_URL: { status: 400, code: ERROR_CODES.validation, message: 'The URL is malformed' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 400,
    code: ERROR_CODES.validation,
    message: 'A path segment is too long',
  },
};

/**
 * Fastify's `frameworkErrors`: the router refuses a URL (bad percent-encoding, an overlong
 * path parameter) before any route or error handler runs, and would answer in its own format.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = CLIENT_ERRORS[error.code] ?? CLIENT_ERRORS.FST_ERR_BAD_URL!;
  void reply.code(known.status).send({ error: known.message, code: known.code });
}

/** What Node's parser refuses before any request exists, and how we answer it. */
const CONNECTION_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: ERROR_CODES.requestTimeout,
    message: 'The request did not arrive in time',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: ERROR_CODES.headersTooLarge,
    message: 'The request headers are too large',
  },
};
const MALFORMED_REQUEST = {
  status: 400,
  code: ERROR_CODES.validation,
  message: 'The request is malformed',
};

/**
 * Fastify's `clientErrorHandler`: Node refused the bytes on the connection (a malformed
 * request line, headers too large, a request that did not arrive in time). There is no
 * request to reply to, so the answer is written to the socket, in the error format, and
 * the connection closed.
 */
export function sendClientError(this: FastifyInstance, error: Error, socket: Socket): void {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  // A reset connection has nobody left to answer.
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const known = CONNECTION_ERRORS[code] ?? MALFORMED_REQUEST;
  this.log.debug({ err: error }, 'client error');
  // An answer already under way on this connection (Node keeps it as `_httpMessage`) must
  // not get a second status line in its middle; the connection just closes.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    const body = JSON.stringify({ error: known.message, code: known.code });
    socket.write(
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * One handler for every error: the body is always `{ error, code, details? }`, bad input
 * is a 4xx, and a 5xx is logged with the request id but never explained to the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const body: ErrorBody = { error: error.message, code: error.code };
        if (error.details) body.details = error.details;
        if (error.params) body.params = error.params;
        return reply.code(error.statusCode).send(body);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const details: ErrorDetail[] = error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath, error.validationContext),
          message: issue.message ?? 'Invalid value',
        }));
        const fields = [...new Set(details.map((d) => d.field))].join(', ');
        return reply
          .code(400)
          .send({ error: `Invalid input: ${fields}`, code: ERROR_CODES.validation, details });
      }

      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) {
        return reply.code(known.status).send({ error: known.message, code: known.code });
      }

      if (error.statusCode === 429) {
        return reply.code(429).send({
          error: 'Too many requests. Please wait a minute and try again.',
          code: ERROR_CODES.rateLimited,
        });
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({
          error: error.message,
          code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation,
        });
      }

      const storage = storageFailure(error);
      if (storage) {
        request.log.error({ err: error, reqId: request.id }, `database failure: ${storage.cause}`);
        return reply
          .code(503)
          .header('retry-after', '30')
          .send({ error: storage.message, code: storage.code });
      }

      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return reply
        .code(500)
        .send({ error: 'An unexpected error occurred', code: ERROR_CODES.internal });
    });
  },
  { name: 'error-handler' },
);
