import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors';

const UploadParamsSchema = z.object({ file: z.string().max(200) });

/**
 * `{base}uploads/:file`: uploaded images, outside `{base}api` because avatars are shown
 * with plain `<img>` tags that send no token. Names are random, so a name is the key.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const uploads = app.services.uploads;

  app.get(
    '/uploads/:file',
    { schema: { tags: ['characters'], params: UploadParamsSchema } },
    async (request, reply) => {
      const upload = await uploads.read(request.params.file);
      if (!upload) throw notFound('image');
      return reply
        .type(upload.content_type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(Buffer.from(upload.data));
    },
  );
};

export default routes;
