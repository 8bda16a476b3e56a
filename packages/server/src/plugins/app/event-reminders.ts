import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** One sweep of due event reminders now (the timer runs one every hour). */
    sweepEventReminders: () => Promise<void>;
  }
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Mails the event reminders EVENT_REMINDER_DAYS before each start: once when the server
 * is ready, then every hour. Other servers on the same database sweep too; the claim in
 * the service keeps each reminder to one mail. The timer stops when the server closes.
 */
export default fp(
  async (app) => {
    const reminders = app.services.eventReminders;
    let running: Promise<void> | null = null;

    const sweep = (): Promise<void> => {
      running ??= reminders
        .sendDue()
        .then((sent) => {
          if (sent > 0) app.log.info({ sent }, 'Event reminders sent');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'The event reminder sweep failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };

    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    app.decorate('sweepEventReminders', sweep);
    app.addHook('onReady', async () => {
      void sweep();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'event-reminders', dependencies: ['db'] },
);
