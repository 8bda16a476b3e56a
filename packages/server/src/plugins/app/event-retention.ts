import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** One retention sweep now (the timer runs one every hour). */
    sweepEventPersonalData: () => Promise<void>;
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Erases sign-ups' diets, allergies and emergency contacts EVENT_DATA_RETENTION_DAYS after
 * their event ended: once when the server is ready, then every hour, beside the reminder
 * sweep. Other servers sweep too; the service's claim keeps each erasure to one.
 */
export default fp(
  async (app) => {
    const retention = app.services.eventRetention;
    let running: Promise<void> | null = null;

    const sweep = (): Promise<void> => {
      running ??= retention
        .sweep()
        .then((done) => {
          // Event ids and counts only: what was erased is nobody's business in a log.
          if (done.eventIds.length > 0) {
            app.log.info(
              { events: done.eventIds, signups: done.signups },
              'Event personal data erased',
            );
          }
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'The event retention sweep failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };

    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    app.decorate('sweepEventPersonalData', sweep);
    app.addHook('onReady', async () => {
      void sweep();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'event-retention', dependencies: ['db'] },
);
