import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document and its browsable UI at `{base}api/docs`. */
export default fp(
  async (app) => {
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
      routePrefix: `${app.config.basePath}api/docs`,
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
      uiConfig: { docExpansion: 'list', deepLinking: false },
    });
  },
  { name: 'swagger', dependencies: ['db'] },
);
