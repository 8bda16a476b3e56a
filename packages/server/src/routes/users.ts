import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UserDetailSchema,
  UserParamsSchema,
  UsersQuerySchema,
  UsersResponseSchema,
  UserUpdateSchema,
} from '@club/shared/contract/users';
import { currentUser } from '../plugins/app/auth';
import { createUsersService } from '../modules/users/users.service';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** User management: admin, superadmin and bestyrelse; roles are bestyrelse's alone. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService(app.db);
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
