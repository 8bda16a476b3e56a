import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ProfessionAbilitiesResponseSchema,
  ProfessionAbilitiesUpdateSchema,
  ProfessionCreateSchema,
  ProfessionSchema,
  ProfessionUpdateSchema,
  ProfessionsResponseSchema,
} from '@club/shared/contract/rules';
import { DryRunQuerySchema, itemsWithImpactSchema } from '@club/shared/contract/review';
import { currentUser } from '../plugins/app/auth';
import { itemsWithImpact, writeOptions } from './rules-write-answer';
import { rulesWriteRoutes } from './rules-write-routes';
import { sendCached } from './send-cached';

const tags = ['rules'];

/** Professions and their ordered abilities (SPEC.md 2.9, 2.11). */
const professionRoutes: FastifyPluginAsyncZod = async (app) => {
  const professions = app.services.professions;
  app.get(
    '/professions',
    { onRequest: app.requireUser, schema: { tags, response: { 200: ProfessionsResponseSchema } } },
    (request, reply) => sendCached(request, reply, professions.list()),
  );

  app.get(
    '/professions/:id/abilities',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: ProfessionAbilitiesResponseSchema },
      },
    },
    (request, reply) => sendCached(request, reply, professions.abilities(request.params.id)),
  );

  rulesWriteRoutes(app, {
    path: '/professions',
    tags,
    create: { body: ProfessionCreateSchema, answer: ProfessionSchema, write: professions.create },
    update: { body: ProfessionUpdateSchema, answer: ProfessionSchema, write: professions.update },
    remove: professions.remove,
  });

  app.post(
    '/professions/:id/abilities',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        body: ProfessionAbilitiesUpdateSchema,
        response: { 200: itemsWithImpactSchema(ProfessionAbilitiesResponseSchema) },
      },
    },
    async (request) =>
      itemsWithImpact(
        await professions.setAbilities(
          currentUser(request),
          request.params.id,
          request.body.ability_ids,
          writeOptions(request.query),
        ),
      ),
  );
};

export default professionRoutes;
