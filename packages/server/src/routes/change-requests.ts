import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CharacterParamsSchema } from '@club/shared/contract/characters';
import {
  ChangeRequestAnswerSchema,
  ChangeRequestCreateSchema,
  ChangeRequestParamsSchema,
  ChangeRequestSchema,
  ChangeRequestsQuerySchema,
  ChangeRequestsResponseSchema,
} from '@club/shared/contract/change-requests';
import { currentUser } from '../plugins/app/auth';

const tags = ['characters'];
const security = [{ bearerAuth: [] }];

/** A member asks staff to reopen a locked sheet; staff approve or decline. */
const changeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.services.changeRequests;

  app.post(
    '/characters/:id/change-requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        body: ChangeRequestCreateSchema,
        response: { 201: ChangeRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requests.create(currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/change-requests',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags,
        security,
        querystring: ChangeRequestsQuerySchema,
        response: { 200: ChangeRequestsResponseSchema },
      },
    },
    async (request) => requests.list(request.query.status),
  );

  app.patch(
    '/change-requests/:id',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags,
        security,
        params: ChangeRequestParamsSchema,
        body: ChangeRequestAnswerSchema,
        response: { 200: ChangeRequestSchema },
      },
    },
    async (request) => requests.answer(currentUser(request), request.params.id, request.body),
  );
};

export default changeRequestRoutes;
