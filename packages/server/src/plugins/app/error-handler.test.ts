import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, ERROR_CODES } from '@club/shared/contract/errors';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** Errors Fastify raises itself, before any route runs, answer like every other refusal. */

let t: TestApp;
const codes = new Set<string>(Object.values(ERROR_CODES));

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

function expectErrorFormat(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
  code: string,
  label: string,
) {
  expect(res.statusCode, label).toBe(status);
  expect(String(res.headers['content-type']), label).toContain('application/json');
  const body = ErrorBodySchema.strict().parse(res.json());
  expect(body.code, label).toBe(code);
  expect(codes.has(body.code), label).toBe(true);
}

describe('errors the framework raises', () => {
  it('answers a method no route takes with a 404 in the error format', async () => {
    for (const method of ['OPTIONS', 'TRACE', 'PROPFIND', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/health' });
      expectErrorFormat(res, 404, ERROR_CODES.routeNotFound, method);
    }
  });

  it('answers a content type no route reads with 415', async () => {
    for (const type of ['text/xml', 'application/x-www-form-urlencoded', 'nonsense']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'a=b',
      });
      expectErrorFormat(res, 415, ERROR_CODES.unsupportedMediaType, type);
    }
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expectErrorFormat(res, 413, ERROR_CODES.payloadTooLarge, '2 MB');
  });

  it('answers malformed and empty JSON, and a bad URL, with 400', async () => {
    for (const payload of ['{"email": ', '', '{"a":1}x', '\u0000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectErrorFormat(res, 400, ERROR_CODES.malformedJson, JSON.stringify(payload));
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/classes/%E0%A4%A' });
    expectErrorFormat(res, 400, ERROR_CODES.validation, 'bad percent-encoding');
  });

  it('answers a JSON body with a charset it cannot read with 415 or 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: '{}',
    });
    expect([400, 415]).toContain(res.statusCode);
    ErrorBodySchema.strict().parse(res.json());
  });
});
