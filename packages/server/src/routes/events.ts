import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttendanceUpdateSchema,
  EventDefaultsSchema,
  EventMessageCreateSchema,
  EventMessageResponseSchema,
  EventMessagesResponseSchema,
  EventThreadsResponseSchema,
  PaymentCreateSchema,
  PaymentResponseSchema,
  PaymentsResponseSchema,
  SignupMessageCreateSchema,
  SignupMessageResponseSchema,
  SignupMessagesResponseSchema,
  EventCreateSchema,
  EventParamsSchema,
  EventSchema,
  EventUpdateSchema,
  EventsResponseSchema,
  SettleResponseSchema,
  SignupCreateSchema,
  SignupParamsSchema,
  SignupResponseSchema,
  SignupUpdateSchema,
  StaffSignupsResponseSchema,
  TicketParamsSchema,
  EventListsSchema,
  EventListFileParamsSchema,
  type EventListKind,
  TicketResponseSchema,
  EVENT_LIMITS,
  WalkInCreateSchema,
  FamilyPaidSchema,
  FamilySignupCreateSchema,
  FamilySignupSchema,
} from '@club/shared/contract/events';
import { sendCoded, type CodedAnswer } from '../http/coded-answer';
import { currentUser } from '../plugins/app/auth';

const tags = ['events'];

const security = [{ bearerAuth: [] }];

/**
 * Sends an answer serialized (and checked against the response schema) when it was built:
 * a kept one at once, in the turn that read the request (decision 014), one being built
 * when it is ready. The schema stays on the route for the API's description.
 */
function sendSoon(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CodedAnswer | Promise<CodedAnswer>,
): Promise<void> | undefined {
  if (!(answer instanceof Promise)) {
    sendCoded(request, reply, answer);
    return undefined;
  }
  return answer.then((built) => sendCoded(request, reply, built));
}

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = app.services.events;

  app.get(
    '/events',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: EventsResponseSchema } },
    },
    (request, reply) => {
      return sendSoon(request, reply, events.list(currentUser(request)));
    },
  );

  app.post(
    '/events',
    {
      onRequest: app.requireEventPlanner,
      schema: { tags, security, body: EventCreateSchema, response: { 201: EventSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await events.create(currentUser(request), request.body)),
  );

  app.get(
    '/events/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: EventParamsSchema, response: { 200: EventSchema } },
    },
    async (request) => events.get(currentUser(request), request.params.id),
  );

  app.put(
    '/events/:id',
    {
      onRequest: app.requireEventPlanner,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        body: EventUpdateSchema,
        response: { 200: EventSchema },
      },
    },
    async (request) => events.update(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/events/:id/signups',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        body: SignupCreateSchema,
        response: { 201: SignupResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        signup: await events.signUp(currentUser(request), request.params.id, request.body),
      }),
  );

  app.post(
    '/events/:id/family-signups',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        body: FamilySignupCreateSchema,
        response: { 201: FamilySignupSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await events.signUpFamily(currentUser(request), request.params.id, request.body.signups),
        ),
  );

  app.post(
    '/events/:id/signups/:signupId/family-paid',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        params: SignupParamsSchema,
        body: FamilyPaidSchema,
        response: { 200: FamilySignupSchema },
      },
    },
    async (request) =>
      events.markFamilyPaid(
        currentUser(request),
        request.params.id,
        request.params.signupId,
        request.body.note,
      ),
  );

  app.get(
    '/events/:id/signups',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        response: { 200: StaffSignupsResponseSchema },
      },
    },
    (request, reply) =>
      sendSoon(request, reply, events.listSignups(currentUser(request), request.params.id)),
  );

  app.get(
    '/events/:id/tickets/:code',
    {
      onRequest: app.requireSignupManager,
      // Counted per staff member, after the login is known: codes are short, so trying
      // them one after another is held back (a club at an event shares one address).
      config: {
        rateLimit: {
          max: EVENT_LIMITS.ticketLookupsPerMinute,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `user:${currentUser(request).id}`,
        },
      },
      schema: {
        tags,
        security,
        params: TicketParamsSchema,
        response: { 200: TicketResponseSchema },
      },
    },
    async (request) => events.ticket(currentUser(request), request.params.id, request.params.code),
  );

  app.post(
    '/events/:id/walk-ins',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        summary: 'Sign up and check in a member or a guest who turns up at the gate (staff)',
        params: EventParamsSchema,
        body: WalkInCreateSchema,
        response: { 200: SignupResponseSchema, 201: SignupResponseSchema },
      },
    },
    async (request, reply) => {
      const { signup, replayed } = await events.walkIn(
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(replayed ? 200 : 201).send({ signup });
    },
  );

  app.get(
    '/events/:id/lists',
    {
      onRequest: app.requireSignupManager,
      schema: { tags, security, params: EventParamsSchema, response: { 200: EventListsSchema } },
    },
    async (request) => events.lists(currentUser(request), request.params.id),
  );

  app.get(
    '/events/:id/lists/:file',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        summary: 'One of the organizers’ lists as a CSV file (UTF-8 with a BOM, ; separated)',
        params: EventListFileParamsSchema,
      },
    },
    async (request, reply) => {
      const kind = request.params.file.replace(/\.csv$/, '') as EventListKind;
      const file = await events.listFile(currentUser(request), request.params.id, kind);
      // Diets, allergies and contacts: no cache along the way keeps a copy.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', file.disposition)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.patch(
    '/events/:id/signups/:signupId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: SignupParamsSchema,
        body: SignupUpdateSchema,
        response: { 200: SignupResponseSchema },
      },
    },
    async (request) => ({
      signup: await events.changeSignup(
        currentUser(request),
        request.params.id,
        request.params.signupId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/events/:id/signups/:signupId',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: SignupParamsSchema },
    },
    async (request, reply) => {
      await events.cancelSignup(currentUser(request), request.params.id, request.params.signupId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/events/:id/signups/:signupId/payments',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The money received and refunded for a sign-up (its member, staff)',
        params: SignupParamsSchema,
        response: { 200: PaymentsResponseSchema },
      },
    },
    async (request) =>
      events.listPayments(currentUser(request), request.params.id, request.params.signupId),
  );

  app.post(
    '/events/:id/signups/:signupId/payments',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        summary: 'Record money received, or refunded as a negative amount (staff)',
        params: SignupParamsSchema,
        body: PaymentCreateSchema,
        response: { 201: PaymentResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await events.recordPayment(
            currentUser(request),
            request.params.id,
            request.params.signupId,
            request.body,
          ),
        ),
  );

  app.get(
    '/events/:id/signups/:signupId/messages',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The sign-up’s thread with the organizers (its member, staff)',
        params: SignupParamsSchema,
        response: { 200: SignupMessagesResponseSchema },
      },
    },
    async (request) =>
      events.thread(currentUser(request), request.params.id, request.params.signupId),
  );

  app.post(
    '/events/:id/signups/:signupId/messages',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The member writes to the organizers, or staff answer',
        params: SignupParamsSchema,
        body: SignupMessageCreateSchema,
        response: { 201: SignupMessageResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: await events.writeInThread(
          currentUser(request),
          request.params.id,
          request.params.signupId,
          request.body.body,
        ),
      }),
  );

  app.get(
    '/events/:id/messages',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        summary: 'What staff wrote to the event’s participants, newest first',
        params: EventParamsSchema,
        response: { 200: EventMessagesResponseSchema },
      },
    },
    async (request) => events.sent(currentUser(request), request.params.id),
  );

  app.post(
    '/events/:id/messages',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        summary: 'Write to the event’s participants: all, players, crew or the unpaid',
        params: EventParamsSchema,
        body: EventMessageCreateSchema,
        response: { 201: EventMessageResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: await events.send(currentUser(request), request.params.id, request.body),
      }),
  );

  app.get(
    '/event-threads',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        summary: 'Members’ threads with the organizers waiting for an answer',
        response: { 200: EventThreadsResponseSchema },
      },
    },
    async (request) => events.waitingThreads(currentUser(request)),
  );

  app.get(
    '/me/event-defaults',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The member’s usual diet, allergies and emergency contact',
        response: { 200: EventDefaultsSchema },
      },
    },
    async (request) => events.readDefaults(currentUser(request)),
  );

  app.put(
    '/me/event-defaults',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: EventDefaultsSchema,
        response: { 200: EventDefaultsSchema },
      },
    },
    async (request) => events.saveDefaults(currentUser(request), request.body),
  );

  app.put(
    '/events/:id/signups/:signupId/attendance',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        params: SignupParamsSchema,
        body: AttendanceUpdateSchema,
        response: { 200: SignupResponseSchema },
      },
    },
    async (request) => ({
      signup: await events.recordAttendance(
        currentUser(request),
        request.params.id,
        request.params.signupId,
        request.body,
      ),
    }),
  );

  app.post(
    '/events/:id/settle',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        response: { 200: SettleResponseSchema },
      },
    },
    async (request) => events.settle(currentUser(request), request.params.id),
  );
};

export default eventRoutes;
