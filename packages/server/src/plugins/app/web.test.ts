import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@club/shared/contract/errors';
import { buildTestApp, type TestApp } from '../../test/test-app';

const script = 'console.log("the club app");'.repeat(100);
const robots = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../../web/public/robots.txt'),
  'utf8',
);

const preload = (file: string) => `<link rel="modulepreload" crossorigin href="./${file}">`;
const ENTRY_SCRIPT = '<script type="module" crossorigin src="./assets/index-1.js"></script>';
const STYLESHEET = '<link rel="stylesheet" crossorigin href="./assets/index-1.css">';
const SHELL_STYLE = '.club-page{display:flex}';
const EARLY_SCRIPT = 'window.clubEarlyRequests={answers:new Map,listener:null};';

/** A web build as Vite writes it: index.html, hashed assets with gzip and brotli beside them. */
function fakeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'club-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html><head><base href="/" /><meta name="rules-url" content="" /><title>Klubben</title>',
      `    ${ENTRY_SCRIPT}`,
      `    ${STYLESHEET}`,
      `    ${preload('assets/messages-1.js')}`,
      `    ${preload('assets/auth-screen-1.js')}`,
      '  </head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(
    path.join(dist, 'assets', 'crest-1234.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(
    path.join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      firstScreen: ['assets/messages-1.js', 'assets/auth-screen-1.js'],
      routes: [
        {
          path: '/character/:id/abilities',
          files: ['assets/messages-1.js', 'assets/frame-1.js', 'assets/sheet-1.js'],
          styles: ['assets/sheet-1.css'],
        },
        {
          path: '/events',
          files: ['assets/messages-1.js', 'assets/frame-1.js', 'assets/events-1.js'],
        },
      ],
      shell: '<div class="club-page">Klubben</div>',
      shellStyle: SHELL_STYLE,
      earlyScript: EARLY_SCRIPT,
    }),
  );
  fs.writeFileSync(path.join(dist, 'robots.txt'), robots);
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    '{"name":"Klubben","start_url":"./dashboard","scope":"./"}',
  );
  return dist;
}

/** An answer's text, decoded from the coding it was sent in. */
function textOf(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (coding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

/** What a browser, curl, a monitor and a proxy send: every one must get the page. */
const ENCODINGS: (Record<string, string> | undefined)[] = [
  undefined,
  { 'accept-encoding': 'identity' },
  { 'accept-encoding': '' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'br;q=0, gzip;q=0' },
];

describe('the web app at the root', () => {
  let t: TestApp;
  const dist = fakeWebBuild();

  beforeAll(async () => {
    t = await buildTestApp({ webDist: dist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers GET and HEAD / with the page whatever encodings the client accepts', async () => {
    for (const headers of ENCODINGS) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: '/', headers });
        const label = `${method} / ${JSON.stringify(headers)}`;
        expect(res.statusCode, label).toBe(200);
        expect(res.headers['content-type'], label).toContain('text/html');
        if (method === 'GET') expect(textOf(res), label).toContain('<title>Klubben</title>');
      }
    }
  });

  it('sends the page compressed in the coding the client takes, and plain otherwise', async () => {
    const cases = [
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{ 'accept-encoding': 'br;q=0, gzip;q=0' }, undefined],
      [undefined, undefined],
    ] as const;
    for (const url of ['/auth', '/character/5/abilities']) {
      const plain = await t.app.inject({ method: 'GET', url });
      for (const [headers, coding] of cases) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        const label = `${url} ${JSON.stringify(headers)}`;
        expect(res.headers['content-encoding'], label).toBe(coding);
        expect(res.headers.vary, label).toContain('accept-encoding');
        expect(textOf(res), label).toBe(plain.body);
      }
    }
  });

  it('answers a directory of the build with the page, not a refusal', async () => {
    for (const headers of ENCODINGS) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(textOf(res)).toContain('<title>Klubben</title>');
    }
  });

  it('prefers the pre-compressed file the client accepts, and sends it plain otherwise', async () => {
    const cases = [
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{ 'accept-encoding': 'identity' }, undefined],
      [undefined, undefined],
    ] as const;
    for (const [headers, encoding] of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(res.rawPayload)
          : encoding === 'gzip'
            ? zlib.gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(body.toString()).toBe(script);
    }
  });

  it('serves a real robots.txt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(robots);
    expect(res.body).toMatch(/^User-agent: \*$/m);
  });

  it('answers a missing file with a 404 in the error format, an app route with the page', async () => {
    for (const url of ['/nope.js', '/assets/nope.css', '/favicon.ico', '/character/5/x.map']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'errors.routeNotFound' });
    }
    for (const url of ['/dashboard', '/character/5/abilities', '/reset-password?token=a.b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Klubben</title>');
    }
  });

  it("preloads a page's own chunks in place of the login screen's on the pages the build named", async () => {
    for (const url of ['/character/5/abilities', '/character/5/abilities/', '/events']) {
      const { body } = await t.app.inject({ method: 'GET', url });
      expect(body, url).toContain(preload('assets/messages-1.js'));
      expect(body, url).toContain(preload('assets/frame-1.js'));
      expect(body, url).not.toContain(preload('assets/auth-screen-1.js'));
      expect(body.split(preload('assets/messages-1.js')).length, url).toBe(2);
      expect(body, url).toContain('<div id="root"><div class="club-page">Klubben</div></div>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/events' })).body).toContain(
      preload('assets/events-1.js'),
    );
  });

  it("fetches a page's own stylesheet beside its chunks, without applying it", async () => {
    const stylePreload = '<link rel="preload" as="style" crossorigin href="./assets/sheet-1.css">';
    const sheet = (await t.app.inject({ method: 'GET', url: '/character/5/abilities' })).body;
    expect(sheet).toContain(stylePreload);
    expect(sheet).not.toContain('<link rel="stylesheet" crossorigin href="./assets/sheet-1.css">');
    expect((await t.app.inject({ method: 'GET', url: '/events' })).body).not.toContain(
      'sheet-1.css',
    );
  });

  it('paints the startup shell with its own inline styles, the stylesheet only preloaded', async () => {
    for (const url of ['/character/5/abilities', '/events']) {
      const { body } = await t.app.inject({ method: 'GET', url });
      // The shell's own styles come before the stylesheet, which keeps the last word.
      const style = body.indexOf(`<style>${SHELL_STYLE}</style>`);
      const stylesheet = body.indexOf(
        '<link rel="preload" as="style" crossorigin href="./assets/index-1.css" data-app-styles>',
      );
      expect(style, url).toBeGreaterThan(0);
      expect(stylesheet, url).toBeGreaterThan(style);
      expect(body, url).not.toContain(STYLESHEET);
    }
    // The login screen has no shell to paint: its page is index.html as built.
    const { body } = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(body).toContain(ENTRY_SCRIPT);
    expect(body).toContain(STYLESHEET);
    expect(body).not.toContain('<style>');
    for (const url of [
      '/auth',
      '/',
      '/events/3/check-in',
      '/character/5',
      '/character/5/abilities/x',
    ]) {
      const { body } = await t.app.inject({ method: 'GET', url });
      expect(body, url).toContain(preload('assets/auth-screen-1.js'));
      expect(body, url).not.toContain(preload('assets/frame-1.js'));
      expect(body, url).toContain('<div id="root"></div>');
    }
  });
});

describe("the pages' own early requests", () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fakeWebBuild();
    t = await buildTestApp({ webDist: dist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('runs the early data script inline on the pages the build named, before the app', async () => {
    for (const url of ['/character/5/abilities', '/events']) {
      const { body } = await t.app.inject({ method: 'GET', url });
      const inline = body.indexOf(`<script>${EARLY_SCRIPT}</script>`);
      expect(inline, url).toBeGreaterThan(body.indexOf('<base href="/" />'));
      expect(body.indexOf(ENTRY_SCRIPT), url).toBeGreaterThan(inline);
    }
    const { body } = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(body).not.toContain(EARLY_SCRIPT);
  });

  it('allows exactly that script by its hash, and no other inline script', async () => {
    const hash = createHash('sha256').update(EARLY_SCRIPT, 'utf8').digest('base64');
    for (const url of ['/character/5/abilities', '/events', '/auth']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = String(res.headers['content-security-policy']);
      const scripts = /script-src ([^;]*)/.exec(policy)?.[1];
      // 'wasm-unsafe-eval' compiles our own WebAssembly (the gate's QR reader), no JavaScript.
      expect(scripts, url).toBe(`'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
      expect(policy, url).toContain("default-src 'self'");
    }
    // An API answer keeps its own, stricter policy.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('the web app under a base path', () => {
  let t: TestApp;
  const dist = fakeWebBuild();

  beforeAll(async () => {
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

  it("preloads a page's own chunks under the base path too", async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/klub/character/5/abilities' });
    expect(body).toContain('<base href="/klub/" />');
    expect(body).toContain(preload('assets/sheet-1.js'));
    expect(body).not.toContain(preload('assets/auth-screen-1.js'));
    const auth = await t.app.inject({ method: 'GET', url: '/klub/auth' });
    expect(auth.body).toContain(preload('assets/auth-screen-1.js'));
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
    // Never revalidated under its name, so no validators or ranges to spend bytes on.
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/klub/assets/app-9999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ code: string }>().code).toBe(ERROR_CODES.routeNotFound);
  });

  it("sends a script only the headers that mean something on a file, an SVG the page's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/klub/assets/app-1234.js' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    // Opened on its own, an SVG is a document: it keeps the page's policy.
    const svg = await t.app.inject({ method: 'GET', url: '/klub/assets/crest-1234.svg?v=1' });
    expect(svg.statusCode).toBe(200);
    expect(String(svg.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(svg.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the service worker and the manifest under the base path, revalidated on each visit', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/klub/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    // Asked about on every visit: an unchanged worker is answered with a 304.
    const again = await t.app.inject({
      method: 'GET',
      url: '/klub/sw.js',
      headers: { 'if-none-match': String(worker.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
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
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe('{}');
  });

  it('answers the base path with the page for a client that accepts no compression', async () => {
    for (const headers of ENCODINGS) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: '/klub/', headers });
        expect(res.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
      }
    }
  });

  it('serves robots.txt and refuses missing files under the base path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/klub/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(robots);
    for (const url of ['/klub/nope.js', '/klub/assets/nope.css']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ code: 'errors.routeNotFound' });
    }
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
