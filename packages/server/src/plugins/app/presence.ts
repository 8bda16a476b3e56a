import fp from 'fastify-plugin';
import { startPresence, type Presence } from '../../modules/instances/presence';
import { dataReplaced } from './data-replaced';

declare module 'fastify' {
  interface FastifyInstance {
    presence: Presence;
  }
}

/**
 * The server's heartbeat in the database. On SQLite it also watches the data generation,
 * to learn of a restore; on PostgreSQL the change feed announces a restore like every
 * other change (see change-feed.ts).
 */
export default fp(
  async (app) => {
    const presence = await startPresence(app.db, {
      watchGeneration: app.dbHandle.engine !== 'postgres',
      onDataReplaced: () => dataReplaced(app),
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
