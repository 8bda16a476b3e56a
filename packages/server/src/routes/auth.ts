import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  AuthCheckResponseSchema,
  AuthResponseSchema,
  LoginSchema,
  SignupSchema,
} from '@club/shared/contract/auth';
import { MessageSchema } from '@club/shared/contract/errors';
import { AppError } from '../errors';
import { currentUser } from '../plugins/app/auth';

const routes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  // Counted per client address and per route; a club at an event shares one address.
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };

  app.post(
    '/auth/login',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) => {
      try {
        // request.ip is the client's address as TRUST_PROXY lets us see it.
        const answer = await auth.login(request.body, request.ip);
        // A guardian logging in on a ward's 18th birthday finds their access ended.
        await app.endGuardianshipsAtMajority();
        return answer;
      } catch (error) {
        // A locked email says when to come back, as the per-address limit does.
        const minutes = error instanceof AppError ? error.params?.minutes : undefined;
        if (minutes !== undefined) void reply.header('retry-after', String(minutes * 60));
        throw error;
      }
    },
  );

  app.post(
    '/auth/signup',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: SignupSchema, response: { 201: AuthResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await auth.signup(request.body)),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireUser,
      schema: { tags: ['auth'], security: [{ bearerAuth: [] }], response: { 200: MessageSchema } },
    },
    async (request) => {
      await auth.logout(currentUser(request).id);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/auth/check',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: AuthCheckResponseSchema },
      },
    },
    async (request) => auth.check(currentUser(request)),
  );
};

export default routes;
