import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationsQuerySchema,
  NotificationsReadResponseSchema,
  NotificationsReadSchema,
  NotificationsResponseSchema,
  PreferencesSchema,
  PreferencesUpdateSchema,
} from '@club/shared/contract/notifications';
import { currentUser } from '../plugins/app/auth';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** The member's inbox and which kinds of news also come by mail. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.services.notifications;

  app.get(
    '/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsResponseSchema },
      },
    },
    async (request) => notifications.list(currentUser(request).id, request.query.limit),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: NotificationsReadSchema,
        response: { 200: NotificationsReadResponseSchema },
      },
    },
    async (request) => notifications.markRead(currentUser(request).id, request.body),
  );

  app.get(
    '/me/preferences',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: PreferencesSchema } },
    },
    async (request) => notifications.preferences(currentUser(request).id),
  );

  app.put(
    '/me/preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: PreferencesUpdateSchema,
        response: { 200: PreferencesSchema },
      },
    },
    async (request) => notifications.savePreferences(currentUser(request).id, request.body),
  );
};

export default notificationRoutes;
