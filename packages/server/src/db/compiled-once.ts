import { PostgresAdapter, type Compilable, type CompiledQuery, type QueryResult } from 'kysely';
import type { Database, Db } from './schema';

const SLOT = '\u0000slot:';
const ROW_SLOT = '\u0000row:';

/** A value standing for the named slot while a statement is built. */
export function slot<T = never>(name: string): T {
  return `${SLOT}${name}` as T;
}

/** A value standing for one column of the `index`th of the `rows` given to a run. */
export function rowSlot<T = never>(index: number, column: string): T {
  return `${ROW_SLOT}${index}:${column}` as T;
}

/** The values of one run: named slots, and the rows that row slots take their columns from. */
export type SlotValues = Readonly<Record<string, unknown>> & {
  rows?: readonly object[];
};

type Parameter = { slot: string } | { row: number; column: string } | { value: unknown };

interface Template {
  query: CompiledQuery;
  /** For each parameter, the slot whose value it takes, or the constant Kysely bound. */
  parameters: readonly Parameter[];
}

function toParameter(p: unknown): Parameter {
  if (typeof p !== 'string') return { value: p };
  if (p.startsWith(SLOT)) return { slot: p.slice(SLOT.length) };
  if (!p.startsWith(ROW_SLOT)) return { value: p };
  const [index, column] = p.slice(ROW_SLOT.length).split(':') as [string, string];
  return { row: Number(index), column };
}

function bind(p: Parameter, values: SlotValues): unknown {
  if ('value' in p) return p.value;
  if ('slot' in p) {
    if (!(p.slot in values)) throw new Error(`No value for the statement's slot ${p.slot}`);
    return values[p.slot];
  }
  const row = values.rows?.[p.row] as Readonly<Record<string, unknown>> | undefined;
  if (!row || !(p.column in row)) {
    throw new Error(`No value for the statement's row ${p.row}, column ${p.column}`);
  }
  return row[p.column];
}

/**
 * A statement Kysely builds and compiles once per engine (and per `variant`, such as a
 * number of rows), and that each run only binds values to. Building and compiling the same
 * queries on every save was about a quarter of its CPU. Values are given by slot name (and
 * rows of values by position and column, so a many-row insert binds plain objects), so the
 * order Kysely binds them in never has to be known; a slot left unfilled is an error.
 */
export function compiledOnce<R>(build: (db: Db, variant: number) => Compilable<R>) {
  const templates = new Map<string, Template>();
  return (db: Db, values: SlotValues, variant = 0): Promise<QueryResult<R>> => {
    const key = `${db.getExecutor().adapter instanceof PostgresAdapter ? 'pg' : 'sqlite'}:${variant}`;
    let template = templates.get(key);
    if (!template) {
      const query = build(db, variant).compile();
      template = { query, parameters: query.parameters.map(toParameter) };
      templates.set(key, template);
    }
    const parameters = template.parameters.map((p) => bind(p, values));
    return db.executeQuery<R>({ ...(template.query as CompiledQuery<R>), parameters });
  };
}

type Row = Readonly<Record<string, unknown>>;

/**
 * The columns a row gives values for (Kysely leaves out those undefined), or null when a
 * value is an expression, which Kysely writes into the statement rather than binding.
 */
function columnsOf(row: Row): string[] | null {
  const columns: string[] = [];
  for (const [column, value] of Object.entries(row)) {
    if (value === undefined) continue;
    if (typeof value === 'object' && value !== null && 'toOperationNode' in value) return null;
    columns.push(column);
  }
  return columns;
}

/**
 * An insert of plain rows into `table`, compiled once per engine, set of columns and
 * number of rows, answering with the `returning` columns. Rows whose columns differ, or
 * that hold an expression, are inserted as Kysely builds them, each time.
 */
export function compiledInsert<R = Row>(table: keyof Database, returning: readonly string[] = []) {
  const statements = new Map<string, ReturnType<typeof compiledOnce<R>>>();
  return async (db: Db, rows: readonly Row[]): Promise<R[]> => {
    if (rows.length === 0) return [];
    const columns = columnsOf(rows[0] ?? {});
    const shape = columns === null ? null : columns.join(',');
    const build = (db: Db, values: readonly Row[]) => {
      const insert = db.insertInto(table).values(values as never);
      return (returning.length > 0 ? insert.returning(returning as never) : insert) as never;
    };
    if (
      columns === null ||
      shape === null ||
      rows.some((row) => columnsOf(row)?.join(',') !== shape)
    ) {
      return (await db.executeQuery<R>(build(db, rows) as Compilable<R>)).rows;
    }
    let statement = statements.get(shape);
    if (!statement) {
      statement = compiledOnce<R>((db, count) =>
        build(
          db,
          Array.from({ length: count }, (_, index) =>
            Object.fromEntries(columns.map((column) => [column, rowSlot(index, column)])),
          ),
        ),
      );
      statements.set(shape, statement);
    }
    return (await statement(db, { rows }, rows.length)).rows;
  };
}
