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
import {
  DryRunQuerySchema,
  ImpactOnlySchema,
  itemsWithImpactSchema,
  withImpactSchema,
} from '@club/shared/contract/review';
import { currentUser } from '../plugins/app/auth';
import { impactOnly, itemsWithImpact, withImpact, writeOptions } from './rules-write-answer';
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

  app.post(
    '/professions',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        body: ProfessionCreateSchema,
        response: {
          200: withImpactSchema(ProfessionSchema),
          201: withImpactSchema(ProfessionSchema),
        },
      },
    },
    async (request, reply) => {
      const answer = await professions.create(
        currentUser(request),
        request.body,
        writeOptions(request.query),
      );
      return reply.code(request.query.dry_run ? 200 : 201).send(withImpact(answer));
    },
  );

  app.put(
    '/professions/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        body: ProfessionUpdateSchema,
        response: { 200: withImpactSchema(ProfessionSchema) },
      },
    },
    async (request) =>
      withImpact(
        await professions.update(
          currentUser(request),
          request.params.id,
          request.body,
          writeOptions(request.query),
        ),
      ),
  );

  app.delete(
    '/professions/:id',
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
        await professions.remove(
          currentUser(request),
          request.params.id,
          writeOptions(request.query),
        ),
      ),
  );

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
