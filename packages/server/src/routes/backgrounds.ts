import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BACKGROUND_LIMITS,
  BackgroundReviewSchema,
  BackgroundSchema,
  BackgroundUpdateSchema,
  BackgroundsQuerySchema,
  BackgroundsResponseSchema,
  CharacterCommentCreateSchema,
  CharacterCommentResponseSchema,
  CharacterCommentsResponseSchema,
  CharacterThreadParamsSchema,
} from '@club/shared/contract/backgrounds';
import { currentUser } from '../plugins/app/auth';

const tags = ['characters'];
const security = [{ bearerAuth: [] }];
const params = CharacterThreadParamsSchema;

/**
 * A character's background and its comment thread. The service decides access (owner or
 * staff; someone else 403), so the routes need only a login.
 */
const backgroundRoutes: FastifyPluginAsyncZod = async (app) => {
  const backgrounds = app.services.backgrounds;

  app.get(
    '/characters/:id/background',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params, response: { 200: BackgroundSchema } },
    },
    async (request) => backgrounds.get(currentUser(request), request.params.id),
  );

  app.put(
    '/characters/:id/background',
    {
      onRequest: app.requireUser,
      bodyLimit: BACKGROUND_LIMITS.requestMaxBytes,
      schema: {
        tags,
        security,
        params,
        body: BackgroundUpdateSchema,
        response: { 200: BackgroundSchema },
      },
    },
    async (request) => backgrounds.update(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/characters/:id/background/submit',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params, response: { 200: BackgroundSchema } },
    },
    async (request) => backgrounds.submit(currentUser(request), request.params.id),
  );

  app.post(
    '/characters/:id/background/review',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags,
        security,
        params,
        body: BackgroundReviewSchema,
        response: { 200: BackgroundSchema },
      },
    },
    async (request) => backgrounds.review(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/backgrounds',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags,
        security,
        querystring: BackgroundsQuerySchema,
        response: { 200: BackgroundsResponseSchema },
      },
    },
    async (request) => backgrounds.list(currentUser(request), request.query.status),
  );

  app.get(
    '/characters/:id/comments',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params, response: { 200: CharacterCommentsResponseSchema } },
    },
    async (request) => backgrounds.comments(currentUser(request), request.params.id),
  );

  app.post(
    '/characters/:id/comments',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params,
        body: CharacterCommentCreateSchema,
        response: { 201: CharacterCommentResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        comment: await backgrounds.comment(currentUser(request), request.params.id, request.body),
      }),
  );
};

export default backgroundRoutes;
