import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ends the guardianships of everyone who has come of age, now (a login runs it too). */
    endGuardianshipsAtMajority: () => Promise<void>;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Checked every hour: a birthday is noticed the hour it begins in any time zone. */
const SWEEP_INTERVAL_MS = DAY_MS / 24;

/**
 * Guardians' access ends when the person comes of age: once when the server is ready, then
 * every hour (the daily job, run often enough to catch the day), and at every login. Each
 * guardianship ends once even with several servers (household.service `endAtMajority`).
 */
export default fp(
  async (app) => {
    const household = app.services.household;
    let running: Promise<void> | null = null;

    const sweep = (): Promise<void> => {
      running ??= household
        .endAtMajority()
        .then((ended) => {
          // A count only: who came of age is nobody's business in a log.
          if (ended > 0) app.log.info({ guardianships: ended }, 'Guardianships ended at majority');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'The majority sweep failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };

    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    app.decorate('endGuardianshipsAtMajority', sweep);
    app.addHook('onReady', async () => {
      void sweep();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'household-majority', dependencies: ['db'] },
);
