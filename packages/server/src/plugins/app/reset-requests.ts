import fp from 'fastify-plugin';
import { createMailer } from '../../modules/mail/mailer';
import { createPasswordResetService } from '../../modules/auth/password-reset.service';
import {
  createResetRequestQueue,
  type ResetRequestQueue,
} from '../../modules/auth/reset-request-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password resets: the reset itself, and the links mailed for a request. */
    passwordResets: ReturnType<typeof createPasswordResetService>;
    /**
     * Reset requests waiting for the queue's next tick (reset-request-queue.ts); `drain()`
     * works on them now, e.g. before a test compares the database.
     */
    resetRequests: Pick<ResetRequestQueue, 'add' | 'drain'>;
  }
}

/** The reset service and its request queue, worked on before the server closes. */
export default fp(
  async (app) => {
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
    app.decorate('passwordResets', resets);
    app.decorate('resetRequests', { add: queue.add, drain: queue.drain });
    // Requests still waiting are worked on before the mailer closes.
    app.addHook('onClose', async () => {
      await queue.close();
      await mailer.close();
    });
  },
  { name: 'reset-requests', dependencies: ['db'] },
);
