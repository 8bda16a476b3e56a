import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CharacterThreadParamsSchema } from '@club/shared/contract/backgrounds';
import { EventParamsSchema } from '@club/shared/contract/events';
import {
  ReportDraftResponseSchema,
  ReportDraftWriteSchema,
  ReportParamsSchema,
  ReportResponseSchema,
  ReportReviewSchema,
  ReportWriteSchema,
  ReportsQuerySchema,
  ReportsResponseSchema,
} from '@club/shared/contract/reports';
import { BACKGROUND_LIMITS } from '@club/shared/contract/backgrounds';
import { currentUser } from '../plugins/app/auth';

const tags = ['events'];
const security = [{ bearerAuth: [] }];

/** After-event reports and a character's story. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.reports;

  app.get(
    '/events/:id/reports',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        response: { 200: ReportsResponseSchema },
      },
    },
    async (request) => reports.listForEvent(currentUser(request), request.params.id),
  );

  app.post(
    '/events/:id/reports',
    {
      onRequest: app.requireUser,
      bodyLimit: BACKGROUND_LIMITS.requestMaxBytes,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        body: ReportWriteSchema,
        response: { 201: ReportResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        report: await reports.write(currentUser(request), request.params.id, request.body),
      }),
  );

  app.get(
    '/events/:id/reports/draft',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        response: { 200: ReportDraftResponseSchema },
      },
    },
    async (request) => reports.draft(currentUser(request), request.params.id),
  );

  app.put(
    '/events/:id/reports/draft',
    {
      onRequest: app.requireUser,
      bodyLimit: BACKGROUND_LIMITS.requestMaxBytes,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        body: ReportDraftWriteSchema,
        response: { 200: ReportDraftResponseSchema },
      },
    },
    async (request) => reports.saveDraft(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/events/:id/reports/draft',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: EventParamsSchema },
    },
    async (request, reply) => {
      await reports.discardDraft(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/events/:id/reports/:reportId',
    {
      onRequest: app.requireUser,
      bodyLimit: BACKGROUND_LIMITS.requestMaxBytes,
      schema: {
        tags,
        security,
        params: ReportParamsSchema,
        body: ReportWriteSchema,
        response: { 200: ReportResponseSchema },
      },
    },
    async (request) => ({
      report: await reports.rewrite(
        currentUser(request),
        request.params.id,
        request.params.reportId,
        request.body,
      ),
    }),
  );

  app.post(
    '/events/:id/reports/:reportId/review',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags,
        security,
        params: ReportParamsSchema,
        body: ReportReviewSchema,
        response: { 200: ReportResponseSchema },
      },
    },
    async (request) => ({
      report: await reports.review(
        currentUser(request),
        request.params.id,
        request.params.reportId,
        request.body,
      ),
    }),
  );

  app.get(
    '/reports',
    {
      onRequest: app.requireUserManager,
      schema: {
        tags,
        security,
        querystring: ReportsQuerySchema,
        response: { 200: ReportsResponseSchema },
      },
    },
    async (request) => reports.listByStatus(currentUser(request), request.query.status),
  );

  app.get(
    '/characters/:id/story',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['characters'],
        security,
        params: CharacterThreadParamsSchema,
        response: { 200: ReportsResponseSchema },
      },
    },
    async (request) => reports.story(currentUser(request), request.params.id),
  );
};

export default reportRoutes;
