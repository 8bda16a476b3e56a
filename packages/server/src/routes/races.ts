import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { currentUser } from '../plugins/app/auth';
import { readUploadedImage } from './avatar-upload';
import { browsingVisibility, creationVisibility } from '../modules/rules/class-visibility';
import { sendCached } from '../modules/rules/rules-cache';
import {
  createRace,
  deleteRace,
  getRaceClasses,
  getRacesClasses,
  setRaceClasses,
  setRaceImage,
  updateRace,
} from '../modules/rules/races.service';

const tags = ['rules'];

/** Races and the classes each allows (SPEC.md 2.7). Authentication runs before body parsing. */
const raceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/races-classes',
    { onRequest: app.requireUser, schema: { tags, response: { 200: RacesClassesResponseSchema } } },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await getRacesClasses(app.db, browsingVisibility(currentUser(request))),
      ),
  );

  app.get(
    '/races/:id/classes',
    {
      onRequest: app.requireUser,
      schema: { tags, params: IdParamsSchema, response: { 200: RaceClassesResponseSchema } },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await getRaceClasses(app.db, request.params.id, creationVisibility(currentUser(request))),
      ),
  );

  app.post(
    '/races',
    {
      onRequest: app.requireRulesEditor,
      schema: { tags, body: RaceCreateSchema, response: { 201: RaceWithClassesSchema } },
    },
    async (request, reply) => {
      const race = await createRace(app.db, currentUser(request), request.body);
      return reply.code(201).send(race);
    },
  );

  app.put(
    '/races/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: IdParamsSchema,
        body: RaceUpdateSchema,
        response: { 200: RaceWithClassesSchema },
      },
    },
    async (request) => updateRace(app.db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/races/:id/image',
    {
      onRequest: app.requireRulesEditor,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: RaceWithClassesSchema },
      },
    },
    async (request) => {
      const bytes = await readUploadedImage(request, RACE_IMAGE_FIELD);
      return setRaceImage(app.db, currentUser(request), request.params.id, bytes);
    },
  );

  app.post(
    '/races/:id/classes',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        params: IdParamsSchema,
        body: RaceClassesUpdateSchema,
        response: { 200: RaceWithClassesSchema },
      },
    },
    async (request) =>
      setRaceClasses(app.db, currentUser(request), request.params.id, request.body.classIds),
  );

  app.delete(
    '/races/:id',
    { onRequest: app.requireRulesEditor, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteRace(app.db, currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
};

export default raceRoutes;
