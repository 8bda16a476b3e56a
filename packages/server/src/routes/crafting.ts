import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CharacterParamsSchema,
  CharacterRecipesSchema,
  CraftCreateSchema,
  CraftHeadersSchema,
  CraftResultSchema,
  RecipeResponseSchema,
  RecipeSchema,
  RecipeUpdateSchema,
  SpecialAbilityParamsSchema,
} from '@club/shared/contract/crafting';
import { currentUser } from '../plugins/app/auth';

const tags = ['crafting'];
const security = [{ bearerAuth: [] }];

/**
 * Crafting (contract/crafting.ts): the board's recipes on special abilities, what a
 * character can make, and crafting itself. The service decides who may do what.
 */
const craftingRoutes: FastifyPluginAsyncZod = async (app) => {
  const crafting = app.services.crafting;

  app.get(
    '/special-abilities/:id/recipe',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        security,
        params: SpecialAbilityParamsSchema,
        response: { 200: RecipeResponseSchema },
      },
    },
    async (request) => crafting.recipeOf(currentUser(request), request.params.id),
  );

  app.put(
    '/special-abilities/:id/recipe',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        security,
        params: SpecialAbilityParamsSchema,
        body: RecipeUpdateSchema,
        response: { 200: RecipeSchema },
      },
    },
    async (request) => crafting.saveRecipe(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/special-abilities/:id/recipe',
    {
      onRequest: app.requireRulesEditor,
      schema: { tags, security, params: SpecialAbilityParamsSchema },
    },
    async (request, reply) => {
      await crafting.removeRecipe(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/characters/:id/recipes',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        response: { 200: CharacterRecipesSchema },
      },
    },
    async (request) => crafting.knownRecipes(currentUser(request), request.params.id),
  );

  app.post(
    '/characters/:id/craft',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: CharacterParamsSchema,
        headers: CraftHeadersSchema,
        body: CraftCreateSchema,
        response: { 201: CraftResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await crafting.craft(
            currentUser(request),
            request.params.id,
            request.body,
            request.headers['idempotency-key'] ?? null,
          ),
        ),
  );
};

export default craftingRoutes;
