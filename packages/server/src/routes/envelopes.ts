import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EnvelopeSchema,
  EventEnvelopesResponseSchema,
  EventParamsSchema,
} from '@club/shared/contract/inventory';
import { currentUser } from '../plugins/app/auth';

const tags = ['inventory'];
const security = [{ bearerAuth: [] }];

/** An event's envelope at the gate: its rules (staff), and each arriving character's. */
const envelopeRoutes: FastifyPluginAsyncZod = async (app) => {
  const envelopes = app.services.envelopes;

  app.get(
    '/events/:id/envelope',
    {
      onRequest: app.requireSignupManager,
      schema: { tags, security, params: EventParamsSchema, response: { 200: EnvelopeSchema } },
    },
    async (request) => envelopes.get(currentUser(request), request.params.id),
  );

  app.put(
    '/events/:id/envelope',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        body: EnvelopeSchema,
        response: { 200: EnvelopeSchema },
      },
    },
    async (request) => envelopes.put(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/events/:id/envelopes',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        response: { 200: EventEnvelopesResponseSchema },
      },
    },
    async (request) => envelopes.list(currentUser(request), request.params.id),
  );
};

export default envelopeRoutes;
