import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

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
  beforeAll(async () => {
    t = await buildTestApp();
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
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
  });
});
