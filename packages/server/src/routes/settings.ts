import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsSchema, SettingsUpdateSchema } from '@club/shared/contract/settings';
import { currentUser } from '../plugins/app/auth';

const tags = ['settings'];

/** Club settings: anyone reads them, the board changes them. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.services.settings;

  app.get('/settings', { schema: { tags, response: { 200: SettingsSchema } } }, async () =>
    settings.get(),
  );

  app.put(
    '/settings',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        body: SettingsUpdateSchema,
        response: { 200: SettingsSchema },
      },
    },
    async (request) => settings.update(currentUser(request).id, request.body),
  );
};

export default routes;
