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
import { currentUser } from '../plugins/app/auth';
import { sendCached } from '../modules/rules/rules-cache';
import {
  createSpecialAbility,
  deleteSpecialAbility,
  getAbilitySpecialAbilities,
  getSpecialAbilities,
  setAbilitySpecialAbilities,
  updateSpecialAbility,
} from '../modules/rules/special-abilities.service';

const tags = ['rules'];

/** Special abilities and their links to abilities (SPEC.md 2.11). */
const specialAbilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/special-abilities',
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: SpecialAbilitiesResponseSchema } },
    },
    async (request, reply) => sendCached(request, reply, await getSpecialAbilities(app.db)),
  );

  app.post(
    '/special-abilities',
    {
      onRequest: app.requireRulesEditor,
      schema: { tags, body: SpecialAbilityCreateSchema, response: { 201: SpecialAbilitySchema } },
    },
    async (request, reply) => {
      const created = await createSpecialAbility(app.db, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/special-abilities/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: IdParamsSchema,
        body: SpecialAbilityUpdateSchema,
        response: { 200: SpecialAbilityUpdateResponseSchema },
      },
    },
    async (request) => ({
      ability: await updateSpecialAbility(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/special-abilities/:id',
    { onRequest: app.requireRulesEditor, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteSpecialAbility(app.db, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/abilities/:id/special-abilities',
    {
      onRequest: app.requireUser,
      schema: { tags, params: IdParamsSchema, response: { 200: SpecialAbilitiesResponseSchema } },
    },
    async (request, reply) =>
      sendCached(request, reply, await getAbilitySpecialAbilities(app.db, request.params.id)),
  );

  app.post(
    '/abilities/:id/special-abilities',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: IdParamsSchema,
        body: AbilitySpecialAbilitiesUpdateSchema,
        response: { 200: SpecialAbilitiesResponseSchema },
      },
    },
    async (request) =>
      setAbilitySpecialAbilities(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.special_ability_ids,
      ),
  );
};

export default specialAbilityRoutes;
