import fp from 'fastify-plugin';
import { startPresence, type Presence } from '../../modules/instances/presence';
import { eventsCacheFor } from '../../modules/events/events-cache';
import { rulesCacheFor } from '../../modules/rules/rules-cache';

declare module 'fastify' {
  interface FastifyInstance {
    presence: Presence;
  }
}

/**
 * The server's heartbeat in the database, and what happens when a restore replaced the
 * data under it: the rules cache and the session lookups are dropped. Sessions from before
 * the restore end because the restore moved every account's token version on.
 */
export default fp(
  async (app) => {
    const presence = await startPresence(app.db, {
      onDataReplaced: () => {
        rulesCacheFor(app.db).invalidate();
        eventsCacheFor(app.db).invalidate();
        app.dbHandle.writes.announce();
        app.log.warn('The data was replaced by a restore: caches dropped, earlier sessions ended');
      },
      onError: (error) => app.log.warn({ err: error }, 'The server heartbeat could not be written'),
    });
    app.decorate('presence', presence);
    app.addHook('onClose', async () => {
      try {
        await presence.stop();
      } catch (error) {
        app.log.warn({ err: error }, 'The server heartbeat could not be removed');
      }
    });
  },
  { name: 'presence', dependencies: ['db'] },
);
