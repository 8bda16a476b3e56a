import fp from 'fastify-plugin';
import { createMailer } from '../../modules/mail/mailer';
import { sendPendingMails } from '../../modules/notifications/notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mails the notifications waiting for theirs now. Routes call it after a change that
     * notified someone has committed; a timer catches whatever is left (a write by another
     * server, a failed delivery).
     */
    mailNotifications: () => Promise<void>;
  }
}

const SWEEP_INTERVAL_MS = 60 * 1000;

export default fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log);
    let running: Promise<void> | null = null;
    let again = false;

    const run = async (): Promise<void> => {
      do {
        again = false;
        const sent = await sendPendingMails(app.db, { mailer, publicUrl: app.config.publicUrl });
        if (sent > 0) app.log.info({ sent }, 'Notification mails sent');
      } while (again);
    };

    const sweep = (): Promise<void> => {
      // A call while a sweep runs asks for one more pass, so nothing new waits a minute.
      if (running) {
        again = true;
        return running;
      }
      running = run()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'The notification mail sweep failed'),
        )
        .finally(() => {
          running = null;
        });
      return running;
    };

    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    app.decorate('mailNotifications', sweep);
    app.addHook('onReady', async () => {
      void sweep();
    });
    // Any write may have notified someone (an XP award, a rules change, settling): their
    // mails go out right after its answer. With nothing waiting this is one indexed read.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        void sweep();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await mailer.close();
    });
  },
  { name: 'notification-mails', dependencies: ['db'] },
);
