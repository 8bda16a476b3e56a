import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  RequestResetSchema,
  ResetPasswordSchema,
  type RequestReset,
} from '@club/shared/contract/auth';
import { MessageSchema } from '@club/shared/contract/errors';
import { createMailer } from '../modules/mail/mailer';
import { createPasswordResetService } from '../modules/auth/password-reset.service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer(app.config, app.log);
  // Reset requests being worked on after their answer went out; finished before closing.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
    await mailer.close();
  });
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
      // The answer leaves before the address is even looked up, so a known address (a
      // token row, a mail) and an unknown one (nothing) take the same time to answer.
      onResponse: async (request, reply) => {
        // Refused requests (bad input, over the rate limit) are not worked on.
        if (reply.statusCode !== 200) return;
        const { email } = request.body as RequestReset;
        // On the next turn of the event loop: the answer's last bytes are out by then.
        const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => resets.requestReset(email))
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'password reset request failed after the answer'),
          )
          .finally(() => pending.delete(work));
        pending.add(work);
      },
    },
    async () => ({ message: AUTH_MESSAGES.resetRequested }),
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
