import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** The path under the API root, with its query string: 'races/3/classes'. */
  path: string;
  body: unknown;
}

// Kept beside the calls, not in them, so tests that compare whole calls stay as they are.
const sentHeaders = new WeakMap<ApiCall, Record<string, string>>();

/** The headers a call was sent with, names in lower case. */
export function headersOf(call: ApiCall | undefined): Record<string, string> {
  return (call && sentHeaders.get(call)) ?? {};
}

type Handler = (call: ApiCall) => unknown | Response | Promise<unknown | Response>;

/**
 * Replaces fetch with a fake server: routes are 'METHOD path' (path under /api/, query
 * string included) and answer JSON, or a Response for anything else. Unknown routes
 * answer 404 as the real server does. Returns the calls made, in order.
 */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const path = `${url.pathname.replace(/^.*?\/api\//, '')}${url.search}`;
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const headers = Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      );
      const call = { method, path, body };
      sentHeaders.set(call, headers);
      calls.push(call);
      const handler = routes[`${method} ${path}`];
      if (!handler) return json({ error: 'Not found', code: 'errors.routeNotFound' }, 404);
      const answer = await handler(call);
      return answer instanceof Response ? answer : json(answer);
    }),
  );
  return calls;
}

export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** A refusal as the server sends it. */
export function apiError(
  status: number,
  code: string,
  error: string,
  params?: Record<string, number>,
): Response {
  return json(params ? { error, code, params } : { error, code }, status);
}
