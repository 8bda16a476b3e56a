import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarUrlSchema, EventParamsSchema } from '@club/shared/contract/events';
import { currentUser } from '../plugins/app/auth';

const tags = ['events'];
const security = [{ bearerAuth: [] }];

/**
 * The member's private calendar address and the iCalendar feed behind it. The feed takes
 * no login (a phone's calendar cannot log in): the token in the address is the key. A
 * malformed token is 404 like an unknown one, so the address gives nothing away.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = app.services.calendar;

  app.get(
    '/calendar',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The member’s private calendar address (made on first call)',
        response: { 200: CalendarUrlSchema },
      },
    },
    async (request) => calendar.address(currentUser(request)),
  );

  app.post(
    '/calendar/token',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'A new calendar address; the old one stops working',
        response: { 200: CalendarUrlSchema },
      },
    },
    async (request) => calendar.renew(currentUser(request)),
  );

  app.get(
    '/events/:id/calendar.ics',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'One event as an iCalendar file (text/calendar), to add to a calendar',
        params: EventParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await calendar.eventFile(currentUser(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-cache')
        .send(file.body);
    },
  );

  app.get(
    '/calendar/:token',
    {
      schema: {
        tags,
        summary: 'The iCalendar feed (text/calendar) behind a calendar address, no login',
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const body = await calendar.feed(request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(body);
    },
  );
};

export default calendarRoutes;
