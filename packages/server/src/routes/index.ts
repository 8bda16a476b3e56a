import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import auth from './auth';
import password from './password';
import races from './races';
import classes from './classes';
import professions from './professions';
import abilities from './abilities';
import specialAbilities from './special-abilities';
import languages from './languages';
import documents from './documents';
import characters from './characters';
import print from './print';
import changeRequests from './change-requests';
import avatarUpload from './avatar-upload';
import users from './users';
import settings from './settings';
import legacy from './legacy';
import audit from './audit';
import rulesFile from './rules-file';
import events from './events';
import calendar from './calendar';

/** Every API route, mounted under `{base}api`. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(auth);
  await app.register(password);
  await app.register(races);
  await app.register(classes);
  await app.register(professions);
  await app.register(abilities);
  await app.register(specialAbilities);
  await app.register(languages);
  await app.register(documents);
  await app.register(characters);
  await app.register(print);
  await app.register(changeRequests);
  await app.register(avatarUpload);
  await app.register(users);
  await app.register(audit);
  await app.register(rulesFile);
  await app.register(settings);
  await app.register(events);
  await app.register(calendar);
  await app.register(legacy);
};

export default apiRoutes;
