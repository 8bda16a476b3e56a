import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@club/shared/constants';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { createUser, type CreatedUser } from '../../test/factories';

function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the API docs UI at /api/docs', () => {
  let t: TestApp;
  let staff: CreatedUser;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a policy as strict as the app: own origin only, no upgrade to https', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const header = String(page.headers['content-security-policy']);
    const policy = directives(header);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // Over plain HTTP on a club's network, an upgrade would leave the page without its files.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(header).not.toMatch(/https:|http:|\*/);
  });

  it('loads only scripts and styles from its own origin that the policy allows', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      const html = page.body;
      // No inline script: 'self' would not allow it.
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\ssrc="/);
        expect(body!.trim()).toBe('');
      }
      const references = [
        ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<link[^>]*\shref="([^"]+)"/g)].map((m) => m[1]!),
      ];
      for (const reference of references) {
        const resolved = new URL(reference, `http://club.test${url}`);
        expect(resolved.origin, reference).toBe('http://club.test');
        const file = await t.app.inject({ method: 'GET', url: resolved.pathname });
        expect(file.statusCode, resolved.pathname).toBe(200);
        expect(String(file.headers['content-type'])).toMatch(
          /^(application\/javascript|text\/javascript|text\/css|image\/png)/,
        );
      }
    }
  });

  it('fetches its OpenAPI document from its own origin', async () => {
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).not.toMatch(/(url|src|href)\s*[:=]\s*['"]https?:/);
    const document = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: bearer(staff.token),
    });
    expect(document.statusCode).toBe(200);
  });

  it('sends the token of the user logged in to the app with its requests', async () => {
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain(
      `"requestInterceptor":function (request) {\n  var token = window.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});`,
    );
    expect(initializer.body).toContain("request.headers.Authorization = 'Bearer ' + token;");
    // The script is valid JavaScript as a whole.
    expect(() => new Function(initializer.body)).not.toThrow();
  });
});

describe('who may read the API documentation', () => {
  let t: TestApp;
  let open: TestApp;
  const people: Partial<Record<'user' | 'admin' | 'superadmin' | 'bestyrelse', CreatedUser>> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    open = await buildTestApp({ apiDocsPublic: true });
    for (const role of ['user', 'admin', 'superadmin', 'bestyrelse'] as const) {
      people[role] = await createUser(t.app, { role });
    }
  });
  afterAll(async () => {
    await t.close();
    await open.close();
  });

  const DOCUMENTS = ['/api/docs/json', '/api/docs/yaml', '/api/docs/json/'];

  it('is refused without a token (401) and to members (403), in the error format', async () => {
    for (const url of DOCUMENTS) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'errors.unauthorized' });
      const tampered = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer(`${people.admin!.token}x`),
      });
      expect(tampered.statusCode, url).toBe(401);
      const member = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer(people.user!.token),
      });
      expect(member.statusCode, url).toBe(403);
      expect(member.json()).toMatchObject({ code: 'errors.forbidden' });
    }
  });

  it('is sent to every user manager', async () => {
    for (const role of ['admin', 'superadmin', 'bestyrelse'] as const) {
      for (const url of DOCUMENTS) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: bearer(people[role]!.token),
        });
        expect(res.statusCode, `${role} ${url}`).toBe(200);
      }
    }
  });

  it('is sent to everyone when API_DOCS_PUBLIC is set', async () => {
    for (const url of DOCUMENTS) {
      expect((await open.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('keeps the UI page itself, which names no call, reachable for the browser', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/api/characters');
  });
});
