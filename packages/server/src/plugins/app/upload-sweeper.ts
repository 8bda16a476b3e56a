import fp from 'fastify-plugin';
import { UPLOAD_LIMITS } from '@club/shared/constants';

declare module 'fastify' {
  interface FastifyInstance {
    /** One sweep of unused uploads now (the timer runs one every hour). */
    sweepUploads: () => Promise<void>;
  }
}

/**
 * Deletes uploaded images no character has used for UPLOAD_GRACE_HOURS: once when the
 * server is ready, then every hour. The timer stops when the server closes.
 */
export default fp(
  async (app) => {
    const uploads = app.services.uploads;
    let running: Promise<void> | null = null;

    const sweep = (): Promise<void> => {
      running ??= uploads
        .sweep()
        .then((deleted) => {
          if (deleted.length > 0)
            app.log.info({ deleted: deleted.length }, 'Unused uploads deleted');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'The upload sweep failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };

    const timer = setInterval(() => void sweep(), UPLOAD_LIMITS.sweepIntervalMs);
    timer.unref();
    app.decorate('sweepUploads', sweep);
    app.addHook('onReady', async () => {
      void sweep();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'upload-sweeper', dependencies: ['db'] },
);
