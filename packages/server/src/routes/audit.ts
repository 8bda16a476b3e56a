import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageSchema, AuditQuerySchema } from '@club/shared/contract/audit';
import { currentUser } from '../plugins/app/auth';

/**
 * The audit log, read only: there is deliberately no route that changes or deletes a row,
 * so every other method on /audit answers 404 in the error format.
 */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      onRequest: app.requireAuditReader,
      schema: {
        tags: ['audit'],
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.services.audit.read(currentUser(request), request.query);
    },
  );
};

export default auditRoutes;
