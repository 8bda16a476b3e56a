import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@club/shared/contract/errors';
import { EventParamsSchema } from '@club/shared/contract/events';
import {
  ConsentUpdateSchema,
  EventConsentsSchema,
  GuardianInviteSchema,
  GuardiansResponseSchema,
  HOUSEHOLD_MESSAGES,
  HouseholdPersonCreateSchema,
  HouseholdPersonParamsSchema,
  HouseholdPersonResponseSchema,
  HouseholdPersonUpdateSchema,
  HouseholdSchema,
  InvitationAcceptSchema,
  OwnLoginClaimSchema,
} from '@club/shared/contract/household';
import { UserParamsSchema } from '@club/shared/contract/users';
import type { FastifyRequest } from 'fastify';
import type { ConsentCaller } from '../modules/household/consents.service';
import { currentUser } from '../plugins/app/auth';

const tags = ['household'];
const security = [{ bearerAuth: [] }];

/** A member's household: the people they are guardian of (contract/household.ts). */
const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const household = app.services.household;

  app.get(
    '/household',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: HouseholdSchema } },
    },
    async (request) => household.list(currentUser(request).id),
  );

  app.post(
    '/household',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: HouseholdPersonCreateSchema,
        response: { 201: HouseholdPersonResponseSchema },
      },
    },
    async (request, reply) => {
      const person = await household.add(currentUser(request).id, request.body);
      return reply.code(201).send({ person });
    },
  );

  app.put(
    '/household/:personId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: HouseholdPersonParamsSchema,
        body: HouseholdPersonUpdateSchema,
        response: { 200: HouseholdPersonResponseSchema },
      },
    },
    async (request) => ({
      person: await household.update(
        currentUser(request).id,
        request.params.personId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/household/:personId',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: HouseholdPersonParamsSchema },
    },
    async (request, reply) => {
      await household.remove(currentUser(request).id, request.params.personId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/household/:personId/guardians',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: HouseholdPersonParamsSchema,
        body: GuardianInviteSchema,
        response: { 202: MessageSchema },
      },
    },
    async (request, reply) => {
      await household.inviteGuardian(
        currentUser(request),
        request.params.personId,
        request.body.email,
      );
      return reply.code(202).send({ message: HOUSEHOLD_MESSAGES.invitationSent });
    },
  );

  app.post(
    '/household/invitations/accept',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: InvitationAcceptSchema,
        response: { 200: HouseholdPersonResponseSchema },
      },
    },
    async (request) => ({
      person: await household.acceptInvitation(currentUser(request).id, request.body),
    }),
  );

  app.post(
    '/household/:personId/login',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: HouseholdPersonParamsSchema,
        body: GuardianInviteSchema,
        response: { 202: MessageSchema },
      },
    },
    async (request, reply) => {
      await household.inviteToOwnLogin(
        currentUser(request),
        request.params.personId,
        request.body.email,
      );
      return reply.code(202).send({ message: HOUSEHOLD_MESSAGES.invitationSent });
    },
  );

  app.post(
    '/household/own-login',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: 60_000 } },
      schema: { tags, body: OwnLoginClaimSchema },
    },
    async (request, reply) => {
      await household.claimOwnLogin(request.body);
      return reply.code(204).send();
    },
  );

  const consents = app.services.consents;
  const caller = (request: FastifyRequest): ConsentCaller => ({
    person: currentUser(request),
    guardian: request.actingGuardian,
    language: request.headers['accept-language']?.startsWith('en') ? 'en' : 'da',
  });

  app.get(
    '/events/:id/consents',
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: EventParamsSchema, response: { 200: EventConsentsSchema } },
    },
    async (request) => consents.get(caller(request), request.params.id),
  );

  app.put(
    '/events/:id/consents',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: EventParamsSchema,
        body: ConsentUpdateSchema,
        response: { 200: EventConsentsSchema },
      },
    },
    async (request) => consents.decide(caller(request), request.params.id, request.body),
  );

  // Staff see who a member's guardians are (and the phone each gave).
  app.get(
    '/users/:id/guardians',
    {
      onRequest: app.requireSignupManager,
      schema: {
        tags,
        security,
        params: UserParamsSchema,
        response: { 200: GuardiansResponseSchema },
      },
    },
    async (request) => ({
      guardians: (await household.guardiansOf([request.params.id])).get(request.params.id) ?? [],
    }),
  );
};

export default householdRoutes;
