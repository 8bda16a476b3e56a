import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('the web app under a base path', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'club-web-dist-'));
  const script = 'console.log("the club app");'.repeat(100);

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><base href="/" /><meta name="rules-url" content="" /><title>Klubben</title></head><body></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(
      path.join(dist, 'manifest.webmanifest'),
      '{"name":"Klubben","start_url":"./dashboard","scope":"./"}',
    );
    t = await buildTestApp({
      basePath: '/klub/',
      webDist: dist,
      rulesUrl: 'https://regler.example.org/bog?a=1&b=2',
    });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html with the configured base at the base path and any app route', async () => {
    for (const url of ['/klub/', '/klub/character/5/abilities', '/klub/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<base href="/klub/" />');
      expect(res.body).toContain(
        '<meta name="rules-url" content="https://regler.example.org/bog?a=1&amp;b=2" />',
      );
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('redirects the bare base path to the base with a slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/klub' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/klub/');
  });

  it('sends hashed assets pre-compressed with a long cache', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/klub/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves the service worker and the manifest under the base path, revalidated on each visit', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/klub/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/klub/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('manifest+json');
    // Relative to the manifest's own URL: the start and scope follow the base path.
    expect(
      new URL(manifest.json<{ scope: string }>().scope, 'http://x/klub/manifest.webmanifest')
        .pathname,
    ).toBe('/klub/');
  });

  it('does not serve build metadata', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/klub/.vite/manifest.json' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toBe('{}');
  });

  it('answers unknown API paths and non-GET requests with JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/klub/api/nothing'],
      ['POST', '/klub/somewhere'],
      ['GET', '/klub/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'errors.routeNotFound' });
    }
  });

  it('keeps the API under the base path', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/klub/api/health' })).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(404);
  });

  it('answers malformed JSON with a 400 in the error format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/klub/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'errors.malformedJson' });
  });
});
