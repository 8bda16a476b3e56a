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
import { currentUser } from '../plugins/app/auth';
import { browsingVisibility } from '../modules/rules/class-visibility';
import { sendCached } from '../modules/rules/rules-cache';
import {
  addClassProfession,
  createClass,
  deleteClass,
  getClass,
  getClassProfessions,
  getClasses,
  removeClassProfession,
  reorderClassProfessions,
  updateClass,
} from '../modules/rules/classes.service';

const tags = ['rules'];

/** Classes and their mandatory and optional professions (SPEC.md 2.8, 2.11). */
const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/classes',
    { onRequest: app.requireUser, schema: { tags, response: { 200: ClassesResponseSchema } } },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await getClasses(app.db, browsingVisibility(currentUser(request))),
      ),
  );

  app.get(
    '/classes/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, params: IdParamsSchema, response: { 200: ClassSchema } },
    },
    async (request, reply) => sendCached(request, reply, await getClass(app.db, request.params.id)),
  );

  app.get(
    '/classes/:id/professions',
    {
      onRequest: app.requireUser,
      schema: { tags, params: IdParamsSchema, response: { 200: ClassProfessionsResponseSchema } },
    },
    async (request, reply) =>
      sendCached(request, reply, await getClassProfessions(app.db, request.params.id)),
  );

  app.post(
    '/classes',
    {
      onRequest: app.requireRulesEditor,
      schema: { tags, body: ClassCreateSchema, response: { 201: ClassSchema } },
    },
    async (request, reply) => {
      const created = await createClass(app.db, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/classes/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: IdParamsSchema,
        body: ClassUpdateSchema,
        response: { 200: ClassSchema },
      },
    },
    async (request) => updateClass(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/classes/:id',
    { onRequest: app.requireRulesEditor, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteClass(app.db, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/classes/:id/professions',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: IdParamsSchema,
        body: ClassProfessionsWriteSchema,
        response: { 200: ClassProfessionsResponseSchema },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const body = request.body;
      return 'profession_id' in body
        ? addClassProfession(app.db, actor, request.params.id, body)
        : reorderClassProfessions(app.db, actor, request.params.id, body);
    },
  );

  app.delete(
    '/classes/:id/professions/:professionId',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: ClassProfessionParamsSchema,
        response: { 200: ClassProfessionsResponseSchema },
      },
    },
    async (request) =>
      removeClassProfession(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.professionId,
      ),
  );
};

export default classRoutes;
