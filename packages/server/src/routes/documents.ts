import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DocumentCreateSchema,
  DocumentSchema,
  DocumentsResponseSchema,
  DocumentUpdateSchema,
} from '@club/shared/contract/documents';
import { IdParamsSchema } from '@club/shared/contract/rules';
import { DOCUMENT_LIMITS } from '@club/shared/constants';
import { currentUser } from '../plugins/app/auth';

const tags = ['documents'];

/**
 * What a member may read depends on their active character, so answers are private and
 * revalidated on every use; an offline cache may keep the last one it saw.
 */
function personal(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-cache');
}

/** In-game documents written in a language: letters, maps and scrolls. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = app.services.documents;
  app.get(
    '/documents',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Every document the member sees, by title, with whether they can read it',
        response: { 200: DocumentsResponseSchema },
      },
    },
    async (request, reply) => {
      personal(reply);
      return documents.list(currentUser(request), null);
    },
  );

  app.get(
    '/languages/:id/documents',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The documents of a language, by title (hidden ones for staff only)',
        params: IdParamsSchema,
        response: { 200: DocumentsResponseSchema },
      },
    },
    async (request, reply) => {
      personal(reply);
      return documents.list(currentUser(request), request.params.id);
    },
  );

  app.post(
    '/languages/:id/documents',
    {
      onRequest: app.requireRulesEditor,
      bodyLimit: DOCUMENT_LIMITS.requestMaxBytes,
      schema: {
        tags,
        summary: 'Write a document in a language (superadmin, bestyrelse)',
        params: IdParamsSchema,
        body: DocumentCreateSchema,
        response: { 201: DocumentSchema },
      },
    },
    async (request, reply) => {
      const created = await documents.create(currentUser(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/documents/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "A document's body: for staff, and for members whose active character knows its language (else 403)",
        params: IdParamsSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request, reply) => {
      personal(reply);
      return documents.read(currentUser(request), request.params.id);
    },
  );

  app.put(
    '/documents/:id',
    {
      onRequest: app.requireRulesEditor,
      bodyLimit: DOCUMENT_LIMITS.requestMaxBytes,
      schema: {
        tags,
        summary: 'Change a document (superadmin, bestyrelse)',
        params: IdParamsSchema,
        body: DocumentUpdateSchema,
        response: { 200: DocumentSchema },
      },
    },
    async (request) => documents.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/documents/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        summary: 'Delete a document (superadmin, bestyrelse)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      await documents.remove(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default documentRoutes;
