import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CharacterParamsSchema } from '@club/shared/contract/characters';
import {
  PrintSheetSchema,
  PrintSheetsQuerySchema,
  PrintSheetsResponseSchema,
} from '@club/shared/contract/print';
import { currentUser } from '../plugins/app/auth';

const tags = ['print'];
const security = [{ bearerAuth: [] }];

/** What the print views put on paper: one character (owner, staff) or many (staff). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const print = app.services.print;

  app.get(
    '/characters/print',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags,
        security,
        querystring: PrintSheetsQuerySchema,
        response: { 200: PrintSheetsResponseSchema },
      },
    },
    async (request) => print.many(request.query.user_ids, request.query.event_id),
  );

  app.get(
    '/characters/:id/print',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        response: { 200: PrintSheetSchema },
      },
    },
    async (request) => print.one(currentUser(request), request.params.id),
  );
};

export default routes;
