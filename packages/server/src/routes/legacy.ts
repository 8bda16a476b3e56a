import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  RaceClassesResponseSchema,
  RacesClassesResponseSchema,
} from '@club/shared/contract/rules';
import { currentUser } from '../plugins/app/auth';
import { browsingVisibility, creationVisibility } from '../modules/rules/class-visibility';
import { sendCached } from './send-cached';
import { registerCreateCharacter } from './characters';

const tags = ['legacy'];

/**
 * The doubled `/api/api/...` paths the older character-creation screen calls (SPEC.md 7),
 * served as aliases of the current calls with the same answers.
 */
const legacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const races = app.services.races;
  // GET /api/api/races = GET /api/races-classes
  app.get(
    '/api/races',
    { onRequest: app.requireUser, schema: { tags, response: { 200: RacesClassesResponseSchema } } },
    (request, reply) =>
      sendCached(request, reply, races.racesClasses(browsingVisibility(currentUser(request)))),
  );

  // GET /api/api/races/{id}/classes = GET /api/races/{id}/classes
  app.get(
    '/api/races/:id/classes',
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

  // POST /api/api/characters = POST /api/characters
  registerCreateCharacter(app, '/api/characters');
};

export default legacyRoutes;
