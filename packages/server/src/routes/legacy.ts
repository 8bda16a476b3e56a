import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCreateCharacter } from './characters';
import { registerRaceReads } from './races';

/**
 * The doubled `/api/api/...` paths the older character-creation screen calls (SPEC.md 7),
 * served as aliases of the current calls with the same answers.
 */
const legacyRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/api/races = GET /api/races-classes, and GET /api/api/races/{id}/classes =
  // GET /api/races/{id}/classes.
  registerRaceReads(app, { all: '/api/races', ofRace: '/api/races/:id/classes', tags: ['legacy'] });

  // POST /api/api/characters = POST /api/characters
  registerCreateCharacter(app, '/api/characters');
};

export default legacyRoutes;
