import type { FastifyInstance } from 'fastify';

/**
 * What a server does when a restore replaced the data under it, however it learns of it
 * (the change feed on PostgreSQL, the data generation poll on SQLite): the rules and
 * events caches and the session lookups are dropped. Sessions from before the restore end because the
 * restore moved every account's token version on.
 */
export function dataReplaced(app: FastifyInstance): void {
  app.services.rulesCache.invalidate();
  app.services.eventsCache.invalidate();
  app.dbHandle.writes.announce();
  app.log.warn('The data was replaced by a restore: caches dropped, earlier sessions ended');
}
