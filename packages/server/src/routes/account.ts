import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  AccountDeleteSchema,
  AccountExportSchema,
  EmailChangeSchema,
  EmailConfirmSchema,
  MeResponseSchema,
  MeUpdateSchema,
  PasswordChangeResponseSchema,
  PasswordChangeSchema,
} from '@club/shared/contract/account';
import { MessageSchema } from '@club/shared/contract/errors';
import { currentUser } from '../plugins/app/auth';

const tags = ['account'];
const security = [{ bearerAuth: [] }];

/** The member's own account: their data, name, email, password, and leaving. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = app.services.account;
  // Password checks cost an argon2 verification each: the auth routes' limit applies.
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };

  app.get(
    '/me/export',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: AccountExportSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await account.exportData(user.id);
      return reply
        .header('content-disposition', `attachment; filename="mine-data-${user.id}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.put(
    '/me',
    {
      onRequest: app.requireUser,
      schema: { tags, security, body: MeUpdateSchema, response: { 200: MeResponseSchema } },
    },
    async (request) => account.rename(currentUser(request).id, request.body.name),
  );

  app.post(
    '/me/email',
    {
      onRequest: app.requireUser,
      config: { rateLimit },
      schema: { tags, security, body: EmailChangeSchema, response: { 202: MessageSchema } },
    },
    async (request, reply) => {
      await account.requestEmailChange(currentUser(request).id, request.body);
      return reply.code(202).send({ message: ACCOUNT_MESSAGES.emailChangeRequested });
    },
  );

  app.post(
    '/me/email/confirm',
    {
      config: { rateLimit },
      schema: { tags, body: EmailConfirmSchema, response: { 200: MeResponseSchema } },
    },
    async (request) => account.confirmEmail(request.body),
  );

  app.post(
    '/me/password',
    {
      onRequest: app.requireUser,
      config: { rateLimit },
      schema: {
        tags,
        security,
        body: PasswordChangeSchema,
        response: { 200: PasswordChangeResponseSchema },
      },
    },
    async (request) => account.changePassword(currentUser(request).id, request.body),
  );

  app.delete(
    '/me',
    {
      onRequest: app.requireUser,
      config: { rateLimit },
      schema: { tags, security, body: AccountDeleteSchema },
    },
    async (request, reply) => {
      await account.deleteAccount(currentUser(request).id, request.body);
      return reply.code(204).send();
    },
  );
};

export default accountRoutes;
