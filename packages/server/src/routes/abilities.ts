import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AbilitiesResponseSchema,
  AbilityCreateSchema,
  AbilitySchema,
  AbilityUpdateSchema,
} from '@club/shared/contract/rules';
import { rulesWriteRoutes } from './rules-write-routes';
import { sendCached } from './send-cached';

const tags = ['rules'];

/** The ability catalogue (SPEC.md 2.11 "Create ability"). */
const abilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const abilities = app.services.abilities;
  app.get(
    '/abilities',
    { onRequest: app.requireUser, schema: { tags, response: { 200: AbilitiesResponseSchema } } },
    (request, reply) => sendCached(request, reply, abilities.list()),
  );

  rulesWriteRoutes(app, {
    path: '/abilities',
    tags,
    create: { body: AbilityCreateSchema, answer: AbilitySchema, write: abilities.create },
    update: { body: AbilityUpdateSchema, answer: AbilitySchema, write: abilities.update },
    remove: abilities.remove,
  });
};

export default abilityRoutes;
