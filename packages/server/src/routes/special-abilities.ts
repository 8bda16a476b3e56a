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
import {
  DryRunQuerySchema,
  ImpactOnlySchema,
  withImpactSchema,
} from '@club/shared/contract/review';
import { currentUser } from '../plugins/app/auth';
import { impactOnly, withImpact, writeOptions } from './rules-write-answer';
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

  app.post(
    '/special-abilities',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        body: SpecialAbilityCreateSchema,
        response: {
          200: withImpactSchema(SpecialAbilitySchema),
          201: withImpactSchema(SpecialAbilitySchema),
        },
      },
    },
    async (request, reply) => {
      const answer = await specialAbilities.create(
        currentUser(request),
        request.body,
        writeOptions(request.query),
      );
      return reply.code(request.query.dry_run ? 200 : 201).send(withImpact(answer));
    },
  );

  app.put(
    '/special-abilities/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        body: SpecialAbilityUpdateSchema,
        response: { 200: withImpactSchema(SpecialAbilityUpdateResponseSchema) },
      },
    },
    async (request) => {
      const answer = await specialAbilities.update(
        currentUser(request),
        request.params.id,
        request.body,
        writeOptions(request.query),
      );
      return { ability: answer.result, impact: answer.impact };
    },
  );

  app.delete(
    '/special-abilities/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        response: { 200: ImpactOnlySchema },
      },
    },
    async (request) =>
      impactOnly(
        await specialAbilities.remove(
          currentUser(request),
          request.params.id,
          writeOptions(request.query),
        ),
      ),
  );

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
