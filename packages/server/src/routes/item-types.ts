import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ItemTypeCreateSchema,
  ItemTypeParamsSchema,
  ItemTypeSchema,
  ItemTypeUpdateSchema,
  ItemTypesResponseSchema,
} from '@club/shared/contract/inventory';
import { currentUser } from '../plugins/app/auth';

const tags = ['inventory'];
const security = [{ bearerAuth: [] }];

/** The catalogue of item types: every member reads it, the board writes it. */
const itemTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const itemTypes = app.services.itemTypes;

  app.get(
    '/item-types',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: ItemTypesResponseSchema } },
    },
    async (request) => itemTypes.list(currentUser(request)),
  );

  app.post(
    '/item-types',
    {
      onRequest: app.requireRulesEditor,
      schema: { tags, security, body: ItemTypeCreateSchema, response: { 201: ItemTypeSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await itemTypes.create(currentUser(request), request.body)),
  );

  app.put(
    '/item-types/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        security,
        params: ItemTypeParamsSchema,
        body: ItemTypeUpdateSchema,
        response: { 200: ItemTypeSchema },
      },
    },
    async (request) => itemTypes.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/item-types/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: { tags, security, params: ItemTypeParamsSchema },
    },
    async (request, reply) => {
      await itemTypes.remove(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default itemTypeRoutes;
