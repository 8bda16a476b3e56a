import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActiveSpecialAbilitiesQuerySchema,
  ActiveSpecialAbilitiesResponseSchema,
  AllowUpdateSchema,
  CanRemoveProfessionResponseSchema,
  CharacterAbilitiesResponseSchema,
  CharacterCreateSchema,
  CharacterListResponseSchema,
  CharacterParamsSchema,
  CharacterProfessionsUpdateSchema,
  CharacterProfessionParamsSchema,
  CharacterSchema,
  CharacterUpdateSchema,
  OrganizerAbilitiesUpdateSchema,
  SaveAbilitiesResponseSchema,
  SaveAbilitiesSchema,
  XpAwardCreateSchema,
  XpAwardSchema,
  XpAwardsCreateSchema,
  XpAwardsResponseSchema,
  XpLedgerResponseSchema,
} from '@club/shared/contract/characters';
import { NeedsReviewResponseSchema, ReviewResolveSchema } from '@club/shared/contract/review';
import { currentUser } from '../plugins/app/auth';

const tags = ['characters'];
const security = [{ bearerAuth: [] }];

/**
 * POST /characters, also served at the old doubled path (POST /api/api/characters) by the
 * legacy routes.
 */
export function registerCreateCharacter(app: FastifyInstance, path: string): void {
  const characters = app.services.characters;
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      onRequest: app.requireUser,
      schema: { tags, security, body: CharacterCreateSchema, response: { 201: CharacterSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await characters.create(currentUser(request), request.body)),
  );
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const { characters, review } = app.services;
  const loggedIn = { onRequest: app.requireUser };
  const staff = { onRequest: app.requireUserManager };

  app.get(
    '/characters',
    { ...loggedIn, schema: { tags, security, response: { 200: CharacterListResponseSchema } } },
    async (request) => characters.list(currentUser(request)),
  );

  registerCreateCharacter(app, '/characters');

  // Registered before /characters/:id, which would otherwise read 'active' as an id.
  app.get(
    '/characters/active/special-abilities',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        querystring: ActiveSpecialAbilitiesQuerySchema,
        response: { 200: ActiveSpecialAbilitiesResponseSchema },
      },
    },
    async (request) => characters.activeSpecialAbilities(currentUser(request), request.query.type),
  );

  app.get(
    '/characters/needs-review',
    {
      ...staff,
      schema: { tags, security, response: { 200: NeedsReviewResponseSchema } },
    },
    async () => review.listNeedsReview(),
  );

  app.post(
    '/characters/:id/review',
    {
      ...staff,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        body: ReviewResolveSchema,
        response: { 200: CharacterSchema },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await review.resolve(actor, request.params.id, request.body);
      return characters.get(actor, request.params.id);
    },
  );

  app.post(
    '/xp-awards',
    {
      ...staff,
      schema: {
        tags,
        security,
        body: XpAwardsCreateSchema,
        response: { 201: XpAwardsResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await characters.awardXpMany(currentUser(request), request.body)),
  );

  app.get(
    '/characters/:id',
    {
      ...loggedIn,
      schema: { tags, security, params: CharacterParamsSchema, response: { 200: CharacterSchema } },
    },
    async (request) => characters.get(currentUser(request), request.params.id),
  );

  app.put(
    '/characters/:id',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        body: CharacterUpdateSchema,
        response: { 200: CharacterSchema },
      },
    },
    async (request) => characters.update(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/characters/:id/set-active',
    {
      ...loggedIn,
      schema: { tags, security, params: CharacterParamsSchema, response: { 200: CharacterSchema } },
    },
    async (request) => characters.setActive(currentUser(request), request.params.id),
  );

  app.put(
    '/characters/:id/professions',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        body: CharacterProfessionsUpdateSchema,
        response: { 200: CharacterSchema },
      },
    },
    async (request) =>
      characters.updateProfessions(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/characters/:id/professions/:professionId/can-remove',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        params: CharacterProfessionParamsSchema,
        response: { 200: CanRemoveProfessionResponseSchema },
      },
    },
    async (request) =>
      characters.canRemoveProfession(
        currentUser(request),
        request.params.id,
        request.params.professionId,
      ),
  );

  app.get(
    '/characters/:id/abilities',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        response: { 200: CharacterAbilitiesResponseSchema },
      },
    },
    async (request) => characters.abilities(currentUser(request), request.params.id),
  );

  app.post(
    '/characters/:id/abilities',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        body: SaveAbilitiesSchema,
        response: { 200: SaveAbilitiesResponseSchema },
      },
    },
    async (request) =>
      characters.saveAbilities(currentUser(request), request.params.id, request.body.abilities),
  );

  app.patch(
    '/characters/:id/allow-update',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        body: AllowUpdateSchema,
        response: { 200: CharacterSchema },
      },
    },
    async (request) =>
      characters.setAllowUpdate(currentUser(request), request.params.id, request.body.allow_update),
  );

  app.post(
    '/characters/:id/xp',
    {
      ...staff,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        body: XpAwardCreateSchema,
        response: { 201: XpAwardSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await characters.awardXp(currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/characters/:id/xp',
    {
      ...loggedIn,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        response: { 200: XpLedgerResponseSchema },
      },
    },
    async (request) => characters.xpLedger(currentUser(request), request.params.id),
  );

  app.put(
    '/characters/:id/organizer-abilities',
    {
      ...staff,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        body: OrganizerAbilitiesUpdateSchema,
        response: { 200: CharacterSchema },
      },
    },
    async (request) =>
      characters.setOrganizerAbilities(currentUser(request), request.params.id, request.body),
  );
};

export default routes;
