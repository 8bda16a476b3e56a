import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema } from '@club/shared/contract/rules';
import {
  DryRunQuerySchema,
  ImpactOnlySchema,
  withImpactSchema,
  type DryRunQuery,
} from '@club/shared/contract/review';
import type { RulesWrite } from '../modules/rules/rules-write';
import { currentUser } from '../plugins/app/auth';
import { impactOnly, writeOptions } from './rules-write-answer';

/**
 * The writes every rules entity has, as every one of them answers them (SPEC.md section 4
 * "Character sheet lock"): POST `{path}` creates, PUT `{path}/:id` changes and DELETE
 * `{path}/:id` deletes, for rules editors only. Each takes `?dry_run=true` (answer as if,
 * change nothing) and answers its own answer with the `impact` beside it: the characters
 * the write puts under review. A new rules entity's writes are one call of
 * `rulesWriteRoutes`; an entity whose create and update are not plain JSON (a language,
 * whose font comes as a form) takes the delete alone.
 */

type AnswerSchema = z.ZodObject<z.ZodRawShape>;

interface WriteRoute<Body extends z.ZodType, Answer extends AnswerSchema, Result> {
  body: Body;
  /** What the write answers besides the impact. */
  answer: Answer;
  /** The answer made from the write's result; the result itself when absent. */
  present?: (result: Result) => z.output<Answer>;
}

export interface RulesWriteRoutes<
  CreateBody extends z.ZodType,
  UpdateBody extends z.ZodType,
  Created extends AnswerSchema,
  Updated extends AnswerSchema,
  CreateResult,
  UpdateResult,
> {
  /** The collection's path, `/races`. */
  path: string;
  tags: string[];
  create: WriteRoute<CreateBody, Created, CreateResult> & {
    write: RulesWrite<[z.output<CreateBody>], CreateResult>;
  };
  update: WriteRoute<UpdateBody, Updated, UpdateResult> & {
    write: RulesWrite<[number, z.output<UpdateBody>], UpdateResult>;
  };
  remove: RulesWrite<[number], void>;
}

interface Request {
  query: DryRunQuery;
  params: { id: number };
  body: unknown;
}

function answered<Result>(present: ((result: Result) => object) | undefined, result: Result) {
  return present ? present(result) : (result as object);
}

/** POST `{path}`, PUT `{path}/:id`, DELETE `{path}/:id`: create, change, delete. */
export function rulesWriteRoutes<
  CreateBody extends z.ZodType,
  UpdateBody extends z.ZodType,
  Created extends AnswerSchema,
  Updated extends AnswerSchema,
  CreateResult,
  UpdateResult,
>(
  app: FastifyInstance,
  spec: RulesWriteRoutes<CreateBody, UpdateBody, Created, Updated, CreateResult, UpdateResult>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { path, tags, create, update } = spec;

  routes.post(
    path,
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        body: create.body,
        response: { 200: withImpactSchema(create.answer), 201: withImpactSchema(create.answer) },
      },
    },
    async (request, reply) => {
      const { query, body } = request as Request;
      const answer = await create.write(
        currentUser(request),
        body as z.output<CreateBody>,
        writeOptions(query),
      );
      const sent = { ...answered(create.present, answer.result), impact: answer.impact };
      return reply.code(query.dry_run ? 200 : 201).send(sent);
    },
  );

  routes.put(
    `${path}/:id`,
    {
      onRequest: app.requireRulesEditor,
      schema: {
        tags,
        querystring: DryRunQuerySchema,
        params: IdParamsSchema,
        body: update.body,
        response: { 200: withImpactSchema(update.answer) },
      },
    },
    async (request) => {
      const { query, params, body } = request as Request;
      const answer = await update.write(
        currentUser(request),
        params.id,
        body as z.output<UpdateBody>,
        writeOptions(query),
      );
      return { ...answered(update.present, answer.result), impact: answer.impact };
    },
  );

  rulesDeleteRoute(app, { path, tags, remove: spec.remove });
}

/** DELETE `{path}/:id`: the impact alone. */
export function rulesDeleteRoute(
  app: FastifyInstance,
  { path, tags, remove }: { path: string; tags: string[]; remove: RulesWrite<[number], void> },
): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    `${path}/:id`,
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
        await remove(currentUser(request), request.params.id, writeOptions(request.query)),
      ),
  );
}
