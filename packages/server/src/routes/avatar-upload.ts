import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_LIMITS } from '@club/shared/constants';
import {
  AVATAR_UPLOAD_ERRORS,
  AVATAR_UPLOAD_FIELD,
  AvatarUploadResponseSchema,
} from '@club/shared/contract/characters';
import { badRequest, payloadTooLarge } from '../errors';
import { currentUser } from '../plugins/app/auth';
import { createUploadsService } from '../modules/uploads/uploads.service';

const UPLOADS_PER_MINUTE = 30;

const tooLarge = () =>
  payloadTooLarge(AVATAR_UPLOAD_ERRORS.tooLarge.message, AVATAR_UPLOAD_ERRORS.tooLarge.code);

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

/** POST /avatar-upload: multipart field `avatar`, an image of at most 5 MB. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const uploads = createUploadsService(app.db);

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
      const file = await request.file({ limits: { fileSize: UPLOAD_LIMITS.avatarMaxBytes } });
      if (!file || file.fieldname !== AVATAR_UPLOAD_FIELD) {
        throw badRequest(`Send the image in the multipart field "${AVATAR_UPLOAD_FIELD}"`, [
          { field: AVATAR_UPLOAD_FIELD, message: 'Required' },
        ]);
      }
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error)) throw tooLarge();
        throw error;
      }
      if (file.file.truncated) throw tooLarge();
      const stored = await uploads.storeAvatar(currentUser(request).id, data);
      return reply.code(201).send(stored);
    },
  );
};

export default routes;
