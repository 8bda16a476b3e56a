import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, RequestResetSchema, ResetPasswordSchema } from '@club/shared/contract/auth';
import { MessageSchema } from '@club/shared/contract/errors';

const routes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };

  app.post(
    '/password/request-reset',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: RequestResetSchema, response: { 200: MessageSchema } },
    },
    // Known or unknown, the address is only queued: the lookup, the token row and the mail
    // happen at the queue's next tick, never on this request's time (reset-request-queue.ts).
    async (request) => {
      app.resetRequests.add(request.body.email);
      return { message: AUTH_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/password/reset',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: ResetPasswordSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await app.services.passwordResets.resetPassword(request.body);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};

export default routes;
