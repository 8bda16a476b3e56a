import type pg from 'pg';

/** Distinct statements a connection keeps prepared; texts beyond it run unprepared. */
export const PREPARED_PER_CONNECTION = 300;

let counter = 0;

/**
 * Kysely sends every query as an unnamed statement, which PostgreSQL parses and plans
 * anew each time: on a character save that is most of the database's work. A named
 * statement is parsed once per connection and its plan reused. Each connection names at
 * most PREPARED_PER_CONNECTION texts (a list of ids of every length would be a new text
 * each time); the rest run as before. PostgreSQL drops them with the connection.
 */
export function withPreparedStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const names = new Map<string, string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (
      text: unknown,
      values?: unknown,
      ...rest: unknown[]
    ) => {
      if (typeof text !== 'string' || !Array.isArray(values) || rest.length > 0) {
        return query(text, values, ...rest);
      }
      let name = names.get(text);
      if (name === undefined && names.size < PREPARED_PER_CONNECTION) {
        counter += 1;
        name = `club_${counter}`;
        names.set(text, name);
      }
      return name === undefined ? query(text, values) : query({ name, text, values });
    };
  });
  return pool;
}
