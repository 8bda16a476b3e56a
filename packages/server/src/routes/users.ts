import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@club/shared/contract/errors';
import {
  UserCreateSchema,
  UserDetailSchema,
  UserParamsSchema,
  UsersQuerySchema,
  UsersResponseSchema,
  UserUpdateSchema,
} from '@club/shared/contract/users';
import { currentUser } from '../plugins/app/auth';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** User management: admin, superadmin and bestyrelse; roles are bestyrelse's alone. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.users;
  const managers = { onRequest: app.requireUserManager };

  app.get(
    '/users',
    {
      ...managers,
      schema: {
        tags,
        security,
        querystring: UsersQuerySchema,
        response: { 200: UsersResponseSchema },
      },
    },
    async (request) => users.list(request.query.q),
  );

  app.post(
    '/users',
    {
      ...managers,
      schema: {
        tags,
        security,
        body: UserCreateSchema,
        response: { 201: UserDetailSchema },
      },
    },
    async (request, reply) => {
      const created = await users.create(currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/users/:id/password-reset',
    {
      ...managers,
      schema: { tags, security, params: UserParamsSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await users.sendPasswordReset(currentUser(request), request.params.id);
      return { message: 'A password reset link has been sent' };
    },
  );

  app.get(
    '/users/:id',
    {
      ...managers,
      schema: { tags, security, params: UserParamsSchema, response: { 200: UserDetailSchema } },
    },
    async (request) => users.get(request.params.id),
  );

  app.put(
    '/users/:id',
    {
      ...managers,
      schema: {
        tags,
        security,
        params: UserParamsSchema,
        body: UserUpdateSchema,
        response: { 200: UserDetailSchema },
      },
    },
    async (request) => users.update(currentUser(request), request.params.id, request.body),
  );
};

export default routes;
