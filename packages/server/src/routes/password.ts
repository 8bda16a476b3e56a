import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, RequestResetSchema, ResetPasswordSchema } from '@club/shared/contract/auth';
import { MessageSchema } from '@club/shared/contract/errors';
import { createMailer } from '../modules/mail/mailer';
import { createPasswordResetService } from '../modules/auth/password-reset.service';
import { createResetRequestQueue } from '../modules/auth/reset-request-queue';

const routes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.config, app.log);
  const resets = createPasswordResetService({
    db: app.db,
    mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const queue = createResetRequestQueue(
    (email) => resets.requestReset(email),
    (error) => app.log.error({ err: error }, 'password reset request failed'),
  );
  // Requests still waiting are worked on before the mailer closes.
  app.addHook('onClose', async () => {
    await queue.close();
    await mailer.close();
  });
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
      queue.add(request.body.email);
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
      await resets.resetPassword(request.body);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};

export default routes;
