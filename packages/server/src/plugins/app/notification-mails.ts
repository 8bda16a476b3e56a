import fp from 'fastify-plugin';
import type { onRequestHookHandler, onResponseHookHandler } from 'fastify';
import { mailsQueued } from '../../modules/notifications/mail-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Mails the notifications waiting for theirs now. Routes call it after a change that
     * notified someone has committed; a timer catches whatever is left (a write by another
     * server, a failed delivery).
     */
    mailNotifications: () => Promise<void>;
  }
  interface FastifyRequest {
    /** For a write: how many mails this process had queued as the request began. */
    mailsQueuedAtStart: number;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The hooks each write route gets. A write that notified someone (an XP award, a rules
 * change, settling) has its mails sent right after its answer: it sees the count of queued
 * mails move while it ran. A count moved by another request costs a sweep that finds
 * little. Reads, and writes that notify nobody (a sheet saved), never look for mail.
 */
export function mailSweepHooks(sweep: () => Promise<void>): {
  markStart: onRequestHookHandler;
  sweepIfQueued: onResponseHookHandler;
} {
  return {
    markStart: (request, _reply, done) => {
      request.mailsQueuedAtStart = mailsQueued();
      done();
    },
    sweepIfQueued: (request, _reply, done) => {
      if (mailsQueued() !== request.mailsQueuedAtStart) void sweep();
      done();
    },
  };
}

const SWEEP_INTERVAL_MS = 60 * 1000;

export default fp(
  async (app) => {
    const notifications = app.services.notifications;
    let running: Promise<void> | null = null;
    let again = false;

    const run = async (): Promise<void> => {
      do {
        again = false;
        const sent = await notifications.sendPendingMails();
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
    app.decorateRequest('mailsQueuedAtStart', 0);
    const { markStart, sweepIfQueued } = mailSweepHooks(sweep);
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().some((method) => WRITE_METHODS.has(method))) return;
      route.onRequest = [markStart, ...[route.onRequest ?? []].flat()];
      route.onResponse = [...[route.onResponse ?? []].flat(), sweepIfQueued];
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'notification-mails', dependencies: ['db'] },
);
