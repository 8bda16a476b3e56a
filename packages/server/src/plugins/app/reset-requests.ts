import fp from 'fastify-plugin';
import {
  createResetRequestQueue,
  type ResetRequestQueue,
} from '../../modules/auth/reset-request-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Reset requests waiting for the queue's next tick (reset-request-queue.ts); `drain()`
     * works on them now, e.g. before a test compares the database.
     */
    resetRequests: Pick<ResetRequestQueue, 'add' | 'drain'>;
  }
}

/** The reset request queue, worked on before the server closes (and its mailer with it). */
export default fp(
  async (app) => {
    const resets = app.services.passwordResets;
    const queue = createResetRequestQueue(
      (email) => resets.requestReset(email),
      (error) => app.log.error({ err: error }, 'password reset request failed'),
    );
    app.decorate('resetRequests', { add: queue.add, drain: queue.drain });
    // Requests still waiting are worked on; the mailer closes after every plugin (app.ts).
    app.addHook('onClose', async () => {
      await queue.close();
    });
  },
  { name: 'reset-requests', dependencies: ['db'] },
);
