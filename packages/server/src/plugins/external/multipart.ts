import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@club/shared/constants';

/**
 * Multipart forms, for the routes that take a file (avatars, race images, language fonts).
 * Registered inside those routes' own scopes, never on the whole app: @fastify/multipart
 * adds three async hooks (onRequest, preValidation, onResponse) to every route in its
 * scope, and on the cached rules reads they were the largest share of the work done per
 * request (docs/decisions/014-work-per-request.md). A multipart body sent anywhere else is
 * refused as an unsupported media type (415).
 */
export default fp(async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(UPLOAD_LIMITS.avatarMaxBytes, UPLOAD_LIMITS.fontMaxBytes),
      files: 1,
      fields: 10,
    },
  });
});
