import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from './test/test-app';
import { createUser } from './test/factories';

describe('app foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers GET /api/health with ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with a 404 in the error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'errors.routeNotFound' });
    expect(typeof res.json().error).toBe('string');
  });

  it('answers a malformed URL and an overlong path segment with 400 in the error format', async () => {
    for (const url of ['/api/races/%ZZ/classes', `/api/races/${'9'.repeat(150)}/classes`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'errors.validation' });
    }
  });

  it('sends pages a strict Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/characters' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // https images (race pictures) and nothing else from other origins.
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('img-src')).toContain('https:');
    for (const [name, values] of directives) {
      if (name !== 'img-src') expect(values, name).not.toContain('https:');
    }
    expect(directives.get('img-src')).not.toContain('http:');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends API answers the headers a JSON answer needs, with a policy that loads nothing', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/api/races-classes']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      // Headers for documents only: a JSON answer goes without them.
      expect(res.headers['x-xss-protection'], url).toBeUndefined();
      expect(res.headers['origin-agent-cluster'], url).toBeUndefined();
    }
  });

  it('serves the OpenAPI document under /api/docs', async () => {
    const staff = await createUser(t.app, { role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: bearer(staff.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });
});
