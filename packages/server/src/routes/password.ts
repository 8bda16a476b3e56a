import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, RequestResetSchema, ResetPasswordSchema } from '@club/shared/contract/auth';
import { MessageSchema } from '@club/shared/contract/errors';
import { createMailer } from '../modules/mail/mailer';
import { createPasswordResetService } from '../modules/auth/password-reset.service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const resets = createPasswordResetService({
    db: app.db,
    mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };

  app.post(
    '/password/request-reset',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: RequestResetSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      await resets.requestReset(request.body.email);
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
