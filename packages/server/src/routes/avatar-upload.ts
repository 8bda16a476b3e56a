import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_LIMITS } from '@club/shared/constants';
import {
  AVATAR_UPLOAD_ERRORS,
  AVATAR_UPLOAD_FIELD,
  AvatarUploadResponseSchema,
} from '@club/shared/contract/characters';
import { AppError, badRequest, payloadTooLarge } from '../errors';
import { currentUser } from '../plugins/app/auth';
import multipartForms from '../plugins/external/multipart';

const UPLOADS_PER_MINUTE = 30;

const tooLarge = () =>
  payloadTooLarge(AVATAR_UPLOAD_ERRORS.tooLarge.message, AVATAR_UPLOAD_ERRORS.tooLarge.code);

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null
    ? String((error as { code?: unknown }).code ?? '')
    : '';
}

/** Our refusals and Fastify's own pass on; busboy's complaints are the client's malformed body. */
function multipartRefusal(error: unknown): unknown {
  if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (error instanceof AppError || errorCode(error).startsWith('FST_')) return error;
  return badRequest('The multipart form could not be read');
}

/**
 * The one image of a multipart request, in the part named `field`, at most the avatar
 * limit (races' pictures share it); refusals as for avatars.
 */
export async function readUploadedImage(request: FastifyRequest, field: string): Promise<Buffer> {
  let data: Buffer;
  let file: Awaited<ReturnType<typeof request.file>>;
  try {
    file = await request.file({ limits: { fileSize: UPLOAD_LIMITS.avatarMaxBytes } });
    if (!file || file.fieldname !== field) {
      throw badRequest(`Send the image in the multipart field "${field}"`, [
        { field, message: 'Required' },
      ]);
    }
    data = await file.toBuffer();
  } catch (error) {
    throw multipartRefusal(error);
  }
  if (file.file.truncated) throw tooLarge();
  return data;
}

/** POST /avatar-upload: multipart field `avatar`, an image of at most 5 MB. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartForms);
  const uploads = app.services.uploads;

  app.post(
    '/avatar-upload',
    {
      onRequest: app.requireUser,
      // Each upload is decoded and stored; a person picks an avatar a few times, not hundreds.
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['characters'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: AvatarUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await readUploadedImage(request, AVATAR_UPLOAD_FIELD);
      const stored = await uploads.storeAvatar(currentUser(request).id, data);
      return reply.code(201).send(stored);
    },
  );
};

export default routes;
