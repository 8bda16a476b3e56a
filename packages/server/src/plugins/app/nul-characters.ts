import fp from 'fastify-plugin';
import { badRequest } from '../../errors';

const NUL = '\u0000';
const MESSAGE = 'Must not contain the NUL character';

/**
 * The dotted path of the first string in `value` (a key or a value) that holds a NUL
 * character, or null. Walks with its own stack: a JSON body may nest deeper than the
 * call stack goes.
 */
export function findNulCharacter(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes(NUL)) return item.path;
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (key.includes(NUL)) return path;
        stack.push({ value: child, path });
      }
    }
  }
  return null;
}

/** Throws the 400 for a NUL character anywhere in `value`, naming the field under `context`. */
export function refuseNulCharacters(value: unknown, context: string): void {
  const path = findNulCharacter(value);
  if (path === null) return;
  const field = path || context;
  throw badRequest(`Invalid input: ${field}`, [{ field, message: MESSAGE }]);
}

/**
 * PostgreSQL text cannot hold a NUL character (SQLite would store it), so a NUL in a
 * body, a path parameter or a query string is refused as bad input on every route before
 * validation, the same on both engines, rather than failing in the database.
 *
 * Path parameters and the query string come from the URL, where a NUL can only arrive
 * percent-encoded (Node refuses a raw one), so a URL without `%00` and a request without
 * a body need no walk at all: most requests are such GETs. A callback hook, not an async
 * one: no promise per request.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.body === undefined && !request.url.includes('%00')) {
        done();
        return;
      }
      try {
        refuseNulCharacters(request.params, 'params');
        refuseNulCharacters(request.query, 'querystring');
        refuseNulCharacters(request.body, 'body');
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'nul-characters' },
);
