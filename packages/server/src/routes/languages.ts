import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  LANGUAGE_ERROR_CODES,
  LANGUAGE_FONT_FIELD,
  LanguageCreateSchema,
  LanguageSchema,
  LanguageUpdateSchema,
  LanguagesResponseSchema,
} from '@club/shared/contract/languages';
import { IdParamsSchema } from '@club/shared/contract/rules';
import { DryRunQuerySchema, withImpactSchema } from '@club/shared/contract/review';
import { UPLOAD_LIMITS } from '@club/shared/constants';
import {
  AppError,
  badRequest,
  invalidField,
  payloadTooLarge,
  unsupportedMediaType,
} from '../errors';
import { currentUser } from '../plugins/app/auth';
import multipartForms from '../plugins/external/multipart';
import { withImpact, writeOptions } from './rules-write-answer';
import { rulesDeleteRoute } from './rules-write-routes';
import { refuseNulCharacters } from '../plugins/app/nul-characters';
import { matchesEtag, sendCached } from './send-cached';
import type { FontUpload } from '../modules/languages/languages.service';

const tags = ['languages'];

const FONT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Validates a multipart or hand-read body the way the schema-validated routes are. */
function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseNulCharacters(input, 'body');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw badRequest(
    `Invalid input: ${[...new Set(details.map((d) => d.field))].join(', ')}`,
    details,
  );
}

/** The text fields and the font of a multipart language form. */
async function readLanguageForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; font: FontUpload | null }> {
  const fields: Record<string, string> = {};
  let font: FontUpload | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_LIMITS.fontMaxBytes, files: 1 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== LANGUAGE_FONT_FIELD) {
          part.file.resume();
          throw invalidField(part.fieldname, `Send the font in the "${LANGUAGE_FONT_FIELD}" field`);
        }
        font = { filename: part.filename, bytes: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(
        `The font must be at most ${UPLOAD_LIMITS.fontMaxBytes / (1024 * 1024)} MB`,
        LANGUAGE_ERROR_CODES.fontTooLarge,
      );
    }
    if (
      error instanceof AppError ||
      String((error as { code?: unknown }).code ?? '').startsWith('FST_')
    )
      throw error;
    // Busboy's own complaints (no boundary, a form cut short) are the client's malformed body.
    throw badRequest('The multipart form could not be read');
  }
  return { fields, font };
}

/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * bare, which the syntax does not allow. */
function extValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${extValue(filename)}`;
}

/** Languages and their fonts (SPEC.md 2.10). */
const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const languages = app.services.languages;
  // Creating and changing a language sends its font as a form; the language reads are not
  // on any screen's hot path, so the whole scope takes forms.
  await app.register(multipartForms);
  app.get(
    '/languages',
    { onRequest: app.requireUser, schema: { tags, response: { 200: LanguagesResponseSchema } } },
    (request, reply) => sendCached(request, reply, languages.list()),
  );

  app.get(
    '/languages/:id/download',
    { onRequest: app.requireUser, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      const font = await languages.font(request.params.id);
      return reply
        .header('content-type', font.format.contentType)
        .header('content-disposition', contentDisposition('attachment', font.filename))
        .header('cache-control', 'private, no-cache')
        .header('etag', font.etag)
        .send(font.bytes);
    },
  );

  /*
   * The same font inline, for the browser to render the script (FontFace from the bytes).
   * A font changes rarely: the browser keeps it a day, then revalidates with its ETag.
   */
  app.get(
    '/languages/:id/font',
    { onRequest: app.requireUser, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      const etag = await languages.fontEtag(request.params.id);
      reply
        .header('cache-control', `private, max-age=${FONT_MAX_AGE_SECONDS}`)
        .header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const font = await languages.font(request.params.id);
      return reply
        .header('etag', font.etag)
        .header('content-type', font.format.contentType)
        .header('content-disposition', contentDisposition('inline', font.filename))
        .send(font.bytes);
    },
  );

  app.post(
    '/languages',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        response: { 200: withImpactSchema(LanguageSchema), 201: withImpactSchema(LanguageSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw unsupportedMediaType('Send the language as multipart/form-data');
      }
      const { fields, font } = await readLanguageForm(request);
      const input = parseInput(LanguageCreateSchema, fields);
      const answer = await languages.create(
        currentUser(request),
        input,
        font,
        writeOptions(request.query),
      );
      return reply.code(request.query.dry_run ? 200 : 201).send(withImpact(answer));
    },
  );

  app.put(
    '/languages/:id',
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        response: { 200: withImpactSchema(LanguageSchema) },
      },
    },
    async (request) => {
      const form = request.isMultipart()
        ? await readLanguageForm(request)
        : { fields: request.body, font: null };
      const input = parseInput(LanguageUpdateSchema, form.fields);
      return withImpact(
        await languages.update(
          currentUser(request),
          request.params.id,
          input,
          form.font,
          writeOptions(request.query),
        ),
      );
    },
  );

  rulesDeleteRoute(app, { path: '/languages', tags, remove: languages.remove });
};

export default languageRoutes;
