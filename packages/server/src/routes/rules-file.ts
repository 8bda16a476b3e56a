import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_LIMITS } from '@club/shared/constants';
import { RulesFileSchema, RulesImportResponseSchema } from '@club/shared/contract/rules-export';
import { currentUser } from '../plugins/app/auth';

const tags = ['rules'];

/** "Share a world": the whole rules data as one file (docs/rules-format.md). Board only. */
const rulesFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const rulesFile = app.services.rulesFile;
  app.get(
    '/rules/export',
    { onRequest: app.requireRulesEditor, schema: { tags, response: { 200: RulesFileSchema } } },
    async (_request, reply) => {
      const file = await rulesFile.exportRules();
      const day = file.exported_at.slice(0, 10);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="rules-${day}.json"`)
        .send(file);
    },
  );

  app.post(
    '/rules/import',
    {
      onRequest: app.requireRulesEditor,
      bodyLimit: UPLOAD_LIMITS.rulesFileMaxBytes,
      schema: {
        tags,
        // Checked by the import itself, which names the first problem of a bad file.
        body: z.unknown().meta({ description: 'A rules file (see GET /rules/export)' }),
        response: { 201: RulesImportResponseSchema },
      },
    },
    async (request, reply) => {
      const counts = await rulesFile.importRules(currentUser(request), request.body);
      return reply.code(201).send(counts);
    },
  );
};

export default rulesFileRoutes;
