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
import { currentUser } from '../plugins/app/auth';
import { sendCached } from '../modules/rules/rules-cache';
import {
  createProfession,
  deleteProfession,
  getProfessionAbilities,
  getProfessions,
  setProfessionAbilities,
  updateProfession,
} from '../modules/rules/professions.service';

const tags = ['rules'];

/** Professions and their ordered abilities (SPEC.md 2.9, 2.11). */
const professionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/professions',
    { onRequest: app.requireUser, schema: { tags, response: { 200: ProfessionsResponseSchema } } },
    async (request, reply) => sendCached(request, reply, await getProfessions(app.db)),
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
    async (request, reply) =>
      sendCached(request, reply, await getProfessionAbilities(app.db, request.params.id)),
  );

  app.post(
    '/professions',
    {
      onRequest: app.requireRulesEditor,
      schema: { tags, body: ProfessionCreateSchema, response: { 201: ProfessionSchema } },
    },
    async (request, reply) => {
      const created = await createProfession(app.db, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/professions/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: IdParamsSchema,
        body: ProfessionUpdateSchema,
        response: { 200: ProfessionSchema },
      },
    },
    async (request) =>
      updateProfession(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/professions/:id',
    { onRequest: app.requireRulesEditor, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteProfession(app.db, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/professions/:id/abilities',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: IdParamsSchema,
        body: ProfessionAbilitiesUpdateSchema,
        response: { 200: ProfessionAbilitiesResponseSchema },
      },
    },
    async (request) =>
      setProfessionAbilities(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.ability_ids,
      ),
  );
};

export default professionRoutes;
