import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, ErrorBodySchema } from '@club/shared/contract/errors';
import { storageFailure } from '../db/storage-errors';

const HealthSchema = z.object({ status: z.literal('ok') });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without the plugins: this write must not count as a change of data (the session cache
  // drops its entries on every write).
  const db = app.db.withoutPlugins();

  /**
   * 200 once the database answers a read and takes a (one-row) write; 503 otherwise, and
   * while the server is stopping, so a proxy moves its traffic to another server.
   */
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: ErrorBodySchema } } },
    async (request, reply) => {
      if (app.draining) {
        return reply
          .code(503)
          .send({ error: 'This server is stopping', code: ERROR_CODES.serverStopping });
      }
      try {
        await sql`select 1`.execute(db);
        const now = new Date().toISOString();
        await db
          .insertInto('health_checks')
          .values({ id: 1, checked_at: now })
          .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: now }))
          .execute();
        return { status: 'ok' as const };
      } catch (error) {
        const failure = storageFailure(error) ?? {
          code: ERROR_CODES.databaseUnavailable,
          message: 'The database cannot be reached right now',
          cause: `the database check failed (${error instanceof Error ? error.message : String(error)})`,
        };
        request.log.error({ err: error }, `health check failed: ${failure.cause}`);
        return reply.code(503).send({ error: failure.message, code: failure.code });
      }
    },
  );
};

export default healthRoutes;
