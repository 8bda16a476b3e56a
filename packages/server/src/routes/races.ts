import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  RaceClassesResponseSchema,
  RACE_IMAGE_FIELD,
  RaceClassesUpdateSchema,
  RaceCreateSchema,
  RaceUpdateSchema,
  RaceWithClassesSchema,
  RacesClassesResponseSchema,
} from '@club/shared/contract/rules';
import {
  DryRunQuerySchema,
  ImpactOnlySchema,
  withImpactSchema,
} from '@club/shared/contract/review';
import { currentUser } from '../plugins/app/auth';
import multipartForms from '../plugins/external/multipart';
import { readUploadedImage } from './avatar-upload';
import { impactOnly, withImpact, writeOptions } from './rules-write-answer';
import { browsingVisibility, creationVisibility } from '../modules/rules/class-visibility';
import { sendCached } from './send-cached';

const tags = ['rules'];

/** Races and the classes each allows (SPEC.md 2.7). Authentication runs before body parsing. */
const raceRoutes: FastifyPluginAsyncZod = async (app) => {
  const races = app.services.races;
  app.get(
    '/races-classes',
    { onRequest: app.requireUser, schema: { tags, response: { 200: RacesClassesResponseSchema } } },
    (request, reply) =>
      sendCached(request, reply, races.racesClasses(browsingVisibility(currentUser(request)))),
  );

  app.get(
    '/races/:id/classes',
    {
      onRequest: app.requireUser,
      schema: { tags, params: IdParamsSchema, response: { 200: RaceClassesResponseSchema } },
    },
    (request, reply) =>
      sendCached(
        request,
        reply,
        races.raceClasses(request.params.id, creationVisibility(currentUser(request))),
      ),
  );

  app.post(
    '/races',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        body: RaceCreateSchema,
        response: {
          200: withImpactSchema(RaceWithClassesSchema),
          201: withImpactSchema(RaceWithClassesSchema),
        },
      },
    },
    async (request, reply) => {
      const answer = await races.create(
        currentUser(request),
        request.body,
        writeOptions(request.query),
      );
      return reply.code(request.query.dry_run ? 200 : 201).send(withImpact(answer));
    },
  );

  app.put(
    '/races/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        body: RaceUpdateSchema,
        response: { 200: withImpactSchema(RaceWithClassesSchema) },
      },
    },
    async (request) =>
      withImpact(
        await races.update(
          currentUser(request),
          request.params.id,
          request.body,
          writeOptions(request.query),
        ),
      ),
  );

  // The image upload is a form: multipart is registered in a scope of its own, so the
  // cached reads above carry none of its hooks.
  await app.register(async (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    await forms.register(multipartForms);
    forms.post(
      '/races/:id/image',
      {
        onRequest: app.requireRulesEditor,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags,
          querystring: DryRunQuerySchema,
          params: IdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: withImpactSchema(RaceWithClassesSchema) },
        },
      },
      async (request) => {
        const bytes = await readUploadedImage(request, RACE_IMAGE_FIELD);
        return withImpact(
          await races.setImage(
            currentUser(request),
            request.params.id,
            bytes,
            writeOptions(request.query),
          ),
        );
      },
    );
  });

  app.post(
    '/races/:id/classes',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        body: RaceClassesUpdateSchema,
        response: { 200: withImpactSchema(RaceWithClassesSchema) },
      },
    },
    async (request) =>
      withImpact(
        await races.setClasses(
          currentUser(request),
          request.params.id,
          request.body.classIds,
          writeOptions(request.query),
        ),
      ),
  );

  app.delete(
    '/races/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        response: { 200: ImpactOnlySchema },
      },
    },
    async (request) =>
      impactOnly(
        await races.remove(currentUser(request), request.params.id, writeOptions(request.query)),
      ),
  );
};

export default raceRoutes;
