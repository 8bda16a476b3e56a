import type { FastifyInstance } from 'fastify';
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
import { DryRunQuerySchema, withImpactSchema } from '@club/shared/contract/review';
import { currentUser } from '../plugins/app/auth';
import multipartForms from '../plugins/external/multipart';
import { readUploadedImage } from './avatar-upload';
import { withImpact, writeOptions } from './rules-write-answer';
import { rulesWriteRoutes } from './rules-write-routes';
import { browsingVisibility, creationVisibility } from '../modules/rules/class-visibility';
import { sendCached } from './send-cached';

const tags = ['rules'];

/**
 * GET every race with the classes it allows, and GET one race's classes; also served at the
 * old doubled paths by the legacy routes.
 */
export function registerRaceReads(
  app: FastifyInstance,
  paths: { all: string; ofRace: string; tags: string[] },
): void {
  const races = app.services.races;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    paths.all,
    {
      onRequest: app.requireUser,
      schema: { tags: paths.tags, response: { 200: RacesClassesResponseSchema } },
    },
    (request, reply) =>
      sendCached(request, reply, races.racesClasses(browsingVisibility(currentUser(request)))),
  );
  routes.get(
    paths.ofRace,
    {
      onRequest: app.requireUser,
      schema: {
        tags: paths.tags,
        params: IdParamsSchema,
        response: { 200: RaceClassesResponseSchema },
      },
    },
    (request, reply) =>
      sendCached(
        request,
        reply,
        races.raceClasses(request.params.id, creationVisibility(currentUser(request))),
      ),
  );
}

/** Races and the classes each allows (SPEC.md 2.7). Authentication runs before body parsing. */
const raceRoutes: FastifyPluginAsyncZod = async (app) => {
  const races = app.services.races;
  registerRaceReads(app, { all: '/races-classes', ofRace: '/races/:id/classes', tags });

  rulesWriteRoutes(app, {
    path: '/races',
    tags,
    create: { body: RaceCreateSchema, answer: RaceWithClassesSchema, write: races.create },
    update: { body: RaceUpdateSchema, answer: RaceWithClassesSchema, write: races.update },
    remove: races.remove,
  });

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
};

export default raceRoutes;
