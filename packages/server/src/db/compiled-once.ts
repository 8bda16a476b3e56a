import {
  PostgresAdapter,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type QueryResult,
  type Transaction,
} from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

const SLOT = '\u0000slot:';

/** A value standing for the named slot while a statement is built. */
export function slot<T = never>(name: string): T {
  return `${SLOT}${name}` as T;
}

interface Template {
  query: CompiledQuery;
  /** For each parameter, the slot whose value it takes, or the constant Kysely bound. */
  parameters: readonly ({ slot: string } | { value: unknown })[];
}

function toTemplate(query: CompiledQuery): Template {
  return {
    query,
    parameters: query.parameters.map((p) =>
      typeof p === 'string' && p.startsWith(SLOT) ? { slot: p.slice(SLOT.length) } : { value: p },
    ),
  };
}

/**
 * A statement Kysely builds and compiles once per engine (and per `variant`, such as a
 * number of rows), and that each run only binds values to. Building and compiling the same
 * queries on every save was about a quarter of its CPU. Values are given by slot name, so
 * the order Kysely binds them in never has to be known; a slot left unfilled is an error.
 */
export function compiledOnce<R>(build: (db: Db, variant: number) => Compilable<R>) {
  const templates = new Map<string, Template>();
  return (
    db: Db,
    values: Readonly<Record<string, unknown>>,
    variant = 0,
  ): Promise<QueryResult<R>> => {
    const key = `${db.getExecutor().adapter instanceof PostgresAdapter ? 'pg' : 'sqlite'}:${variant}`;
    let template = templates.get(key);
    if (!template) {
      template = toTemplate(build(db, variant).compile());
      templates.set(key, template);
    }
    const parameters = template.parameters.map((p) => {
      if (!('slot' in p)) return p.value;
      if (!(p.slot in values)) throw new Error(`No value for the statement's slot ${p.slot}`);
      return values[p.slot];
    });
    return db.executeQuery<R>({ ...(template.query as CompiledQuery<R>), parameters });
  };
}
