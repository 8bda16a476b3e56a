import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DbHandle } from '../../db/connect';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dbHandle: DbHandle;
  }
}

/** Makes the database and config reachable from every route; closes the pool on shutdown. */
export default fp<{ handle: DbHandle; config: Config; ownsHandle: boolean }>(
  async (app, { handle, config, ownsHandle }) => {
    app.decorate('config', config);
    app.decorate('db', handle.db);
    app.decorate('dbHandle', handle);
    if (ownsHandle) app.addHook('onClose', async () => handle.db.destroy());
  },
  { name: 'db' },
);
