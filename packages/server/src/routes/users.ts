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
import { createUsersService } from '../modules/users/users.service';
import { createMailer } from '../modules/mail/mailer';
import { createPasswordResetService } from '../modules/auth/password-reset.service';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** User management: admin, superadmin and bestyrelse; roles are bestyrelse's alone. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const links = createPasswordResetService({
    db: app.db,
    mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const users = createUsersService(app.db, links);
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
