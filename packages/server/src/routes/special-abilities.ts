import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AbilitySpecialAbilitiesUpdateSchema,
  IdParamsSchema,
  SpecialAbilitiesResponseSchema,
  SpecialAbilityCreateSchema,
  SpecialAbilitySchema,
  SpecialAbilityUpdateResponseSchema,
  SpecialAbilityUpdateSchema,
} from '@club/shared/contract/rules';
import { DryRunQuerySchema, withImpactSchema } from '@club/shared/contract/review';
import { currentUser } from '../plugins/app/auth';
import { withImpact, writeOptions } from './rules-write-answer';
import { rulesWriteRoutes } from './rules-write-routes';
import { sendCached } from './send-cached';

const tags = ['rules'];

/** Special abilities and their links to abilities (SPEC.md 2.11). */
const specialAbilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const specialAbilities = app.services.specialAbilities;
  app.get(
    '/special-abilities',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: SpecialAbilitiesResponseSchema } },
    },
    (request, reply) => sendCached(request, reply, specialAbilities.list()),
  );

  rulesWriteRoutes(app, {
    path: '/special-abilities',
    tags,
    create: {
      body: SpecialAbilityCreateSchema,
      answer: SpecialAbilitySchema,
      write: specialAbilities.create,
    },
    update: {
      body: SpecialAbilityUpdateSchema,
      answer: SpecialAbilityUpdateResponseSchema,
      write: specialAbilities.update,
      present: (ability) => ({ ability }),
    },
    remove: specialAbilities.remove,
  });

  app.get(
    '/abilities/:id/special-abilities',
    {
      onRequest: app.requireUser,
      schema: { tags, params: IdParamsSchema, response: { 200: SpecialAbilitiesResponseSchema } },
    },
    (request, reply) => sendCached(request, reply, specialAbilities.ofAbility(request.params.id)),
  );

  app.post(
    '/abilities/:id/special-abilities',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        body: AbilitySpecialAbilitiesUpdateSchema,
        response: { 200: withImpactSchema(SpecialAbilitiesResponseSchema) },
      },
    },
    async (request) =>
      withImpact(
        await specialAbilities.setOfAbility(
          currentUser(request),
          request.params.id,
          request.body.special_ability_ids,
          writeOptions(request.query),
        ),
      ),
  );
};

export default specialAbilityRoutes;
