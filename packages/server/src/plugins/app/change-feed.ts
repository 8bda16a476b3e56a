import fp from 'fastify-plugin';
import { startChangeFeed } from '../../modules/instances/change-feed';
import { dataReplaced } from './data-replaced';

/**
 * On PostgreSQL, several servers (and the command line) may write the one database: the
 * change feed tells this server's caches what the others changed. While the feed is down
 * the caches keep nothing (every read goes to the database), so no answer is served that
 * a write made elsewhere has made stale; a restore is announced on it too. SQLite serves
 * one process per file: no feed (the presence plugin watches for a restore there).
 */
export default fp(
  async (app) => {
    if (app.dbHandle.engine !== 'postgres') return;
    const cache = app.services.rulesCache;
    const eventsCache = app.services.eventsCache;
    const writes = app.dbHandle.writes;
    // Until the first connection is made, nothing is known to be fresh.
    cache.hold(false);
    eventsCache.hold(false);
    writes.trusted = false;
    const feed = await startChangeFeed({
      url: app.config.databaseUrl,
      onRules: () => cache.invalidate(),
      onEvents: () => eventsCache.invalidate(),
      onSession: (userId) => (userId === null ? writes.announce() : writes.announceUser(userId)),
      onRestore: () => dataReplaced(app),
      onLive: (live) => {
        cache.hold(live);
        eventsCache.hold(live);
        writes.trusted = live;
        if (live) app.log.info('The change feed is listening');
        else app.log.warn('The change feed is down: caches bypassed until it is back');
      },
      onError: (error, message) => app.log.warn({ err: error }, message),
    });
    app.addHook('onClose', async () => {
      await feed.stop();
      cache.hold(true);
      eventsCache.hold(true);
      writes.trusted = true;
    });
  },
  { name: 'change-feed', dependencies: ['db'] },
);
