import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AbilitiesResponseSchema,
  AbilityCreateSchema,
  AbilitySchema,
  AbilityUpdateSchema,
  IdParamsSchema,
} from '@club/shared/contract/rules';
import { currentUser } from '../plugins/app/auth';
import { sendCached } from '../modules/rules/rules-cache';
import {
  createAbility,
  deleteAbility,
  getAbilities,
  updateAbility,
} from '../modules/rules/abilities.service';

const tags = ['rules'];

/** The ability catalogue (SPEC.md 2.11 "Create ability"). */
const abilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/abilities',
    { onRequest: app.requireUser, schema: { tags, response: { 200: AbilitiesResponseSchema } } },
    async (request, reply) => sendCached(request, reply, await getAbilities(app.db)),
  );

  app.post(
    '/abilities',
    {
      onRequest: app.requireRulesEditor,
      schema: { tags, body: AbilityCreateSchema, response: { 201: AbilitySchema } },
    },
    async (request, reply) => {
      const created = await createAbility(app.db, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/abilities/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: IdParamsSchema,
        body: AbilityUpdateSchema,
        response: { 200: AbilitySchema },
      },
    },
    async (request) => updateAbility(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/abilities/:id',
    { onRequest: app.requireRulesEditor, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteAbility(app.db, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default abilityRoutes;
