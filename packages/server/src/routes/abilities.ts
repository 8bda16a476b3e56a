import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AbilitiesResponseSchema,
  AbilityCreateSchema,
  AbilitySchema,
  AbilityUpdateSchema,
  IdParamsSchema,
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

/** The ability catalogue (SPEC.md 2.11 "Create ability"). */
const abilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const abilities = app.services.abilities;
  app.get(
    '/abilities',
    { onRequest: app.requireUser, schema: { tags, response: { 200: AbilitiesResponseSchema } } },
    (request, reply) => sendCached(request, reply, abilities.list()),
  );

  app.post(
    '/abilities',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        body: AbilityCreateSchema,
        response: { 200: withImpactSchema(AbilitySchema), 201: withImpactSchema(AbilitySchema) },
      },
    },
    async (request, reply) => {
      const answer = await abilities.create(
        currentUser(request),
        request.body,
        writeOptions(request.query),
      );
      return reply.code(request.query.dry_run ? 200 : 201).send(withImpact(answer));
    },
  );

  app.put(
    '/abilities/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        body: AbilityUpdateSchema,
        response: { 200: withImpactSchema(AbilitySchema) },
      },
    },
    async (request) =>
      withImpact(
        await abilities.update(
          currentUser(request),
          request.params.id,
          request.body,
          writeOptions(request.query),
        ),
      ),
  );

  app.delete(
    '/abilities/:id',
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
        await abilities.remove(
          currentUser(request),
          request.params.id,
          writeOptions(request.query),
        ),
      ),
  );
};

export default abilityRoutes;
