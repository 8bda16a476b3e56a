import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { STORAGE_KEYS } from '@club/shared/constants';

/**
 * Sends the token the web app keeps for a logged-in user with every request the docs UI
 * makes, so staff who are logged in can read the document (and try calls) in a browser,
 * which cannot send a bearer header by itself. Swagger UI's initializer script writes a
 * function option out as its source text, so this is that text.
 */
const BEARER_FROM_STORAGE = `function (request) {
  var token = window.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});
  if (token) request.headers.Authorization = 'Bearer ' + token;
  return request;
}`;

type RequestInterceptor = NonNullable<
  NonNullable<FastifySwaggerUiOptions['uiConfig']>['requestInterceptor']
>;

/** A function option for the UI's script: only its source text is used. */
function browserInterceptor(source: string): RequestInterceptor {
  const passThrough: RequestInterceptor = (request) => request;
  return Object.assign(passThrough, { toString: () => source });
}

/**
 * The OpenAPI document and its browsable UI at `{base}api/docs`.
 *
 * The document (`/json`, `/yaml`) describes every call, so it is for user managers only
 * (401 without a token, 403 for other roles) unless API_DOCS_PUBLIC is set. The UI page and
 * its static files are Swagger UI's own and tell nothing about the API; the page loads the
 * document with the token of the user logged in to the app.
 */
export default fp(
  async (app) => {
    const prefix = `${app.config.basePath}api/docs`;
    if (!app.config.apiDocsPublic) {
      const documents = new Set([`${prefix}/json`, `${prefix}/yaml`]);
      app.addHook('onRoute', (route) => {
        if (!documents.has(route.url)) return;
        const existing = route.onRequest ? [route.onRequest].flat() : [];
        route.onRequest = [app.requireUserManager, ...existing];
      });
    }
    const requestInterceptor = browserInterceptor(BEARER_FROM_STORAGE);
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Club API',
          description: 'Rules data, characters and accounts of the LARP club app.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: prefix,
      // The UI's own policy, as strict as the app's: everything from this origin, nothing
      // from elsewhere, and no upgrade to https, which would leave the page blank when a
      // club serves it over plain HTTP on its own network.
      staticCSP: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
      uiConfig: { docExpansion: 'list', deepLinking: false, requestInterceptor },
    });
  },
  { name: 'swagger', dependencies: ['db', 'auth'] },
);
