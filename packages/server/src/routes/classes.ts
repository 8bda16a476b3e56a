import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassCreateSchema,
  ClassProfessionParamsSchema,
  ClassProfessionsResponseSchema,
  ClassProfessionsWriteSchema,
  ClassSchema,
  ClassUpdateSchema,
  ClassesResponseSchema,
  IdParamsSchema,
} from '@club/shared/contract/rules';
import { DryRunQuerySchema, withImpactSchema } from '@club/shared/contract/review';
import { currentUser } from '../plugins/app/auth';
import { withImpact, writeOptions } from './rules-write-answer';
import { rulesWriteRoutes } from './rules-write-routes';
import { browsingVisibility } from '../modules/rules/class-visibility';
import { sendCached } from './send-cached';

const tags = ['rules'];

/** Classes and their mandatory and optional professions (SPEC.md 2.8, 2.11). */
const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const classes = app.services.classes;
  app.get(
    '/classes',
    { onRequest: app.requireUser, schema: { tags, response: { 200: ClassesResponseSchema } } },
    (request, reply) =>
      sendCached(request, reply, classes.list(browsingVisibility(currentUser(request)))),
  );

  app.get(
    '/classes/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, params: IdParamsSchema, response: { 200: ClassSchema } },
    },
    (request, reply) => sendCached(request, reply, classes.one(request.params.id)),
  );

  app.get(
    '/classes/:id/professions',
    {
      onRequest: app.requireUser,
      schema: { tags, params: IdParamsSchema, response: { 200: ClassProfessionsResponseSchema } },
    },
    (request, reply) => sendCached(request, reply, classes.professions(request.params.id)),
  );

  rulesWriteRoutes(app, {
    path: '/classes',
    tags,
    create: { body: ClassCreateSchema, answer: ClassSchema, write: classes.create },
    update: { body: ClassUpdateSchema, answer: ClassSchema, write: classes.update },
    remove: classes.remove,
  });

  app.post(
    '/classes/:id/professions',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        body: ClassProfessionsWriteSchema,
        response: { 200: withImpactSchema(ClassProfessionsResponseSchema) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const body = request.body;
      const options = writeOptions(request.query);
      return withImpact(
        'profession_id' in body
          ? await classes.addProfession(actor, request.params.id, body, options)
          : await classes.reorderProfessions(actor, request.params.id, body, options),
      );
    },
  );

  app.delete(
    '/classes/:id/professions/:professionId',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: ClassProfessionParamsSchema,
        response: { 200: withImpactSchema(ClassProfessionsResponseSchema) },
      },
    },
    async (request) =>
      withImpact(
        await classes.removeProfession(
          currentUser(request),
          request.params.id,
          request.params.professionId,
          writeOptions(request.query),
        ),
      ),
  );
};

export default classRoutes;
