import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  characterBody,
  createCharacterViaApi,
  createCharacterWorld,
} from '../test/character-factories';

let t: TestApp;
let user: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----club${crypto.randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  app: TestApp['app'],
  token: string,
  body: ReturnType<typeof multipart>,
  url = '/api/avatar-upload',
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** A real PNG of 1024×600 carrying EXIF text that must not survive. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1024, height: 600, channels: 3, background: '#7a1f1f' } })
    .withExif({ IFD0: { Copyright: 'Secret location 55.67N 12.56E' } })
    .png()
    .toBuffer();
}

describe('POST /api/avatar-upload', () => {
  it('re-encodes a PNG to a WebP of at most 512×512 without metadata and serves it', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(
      t.app,
      user.token,
      multipart('avatar', 'me.png', 'image/png', original),
    );
    expect(response.statusCode).toBe(201);
    const { path } = response.json() as { path: string };
    expect(path).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 300 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret location'))).toBe(false);
  });

  it('lets the uploaded image be a character avatar', async () => {
    const world = await createCharacterWorld(t.db);
    const response = await upload(
      t.app,
      user.token,
      multipart('avatar', 'me.png', 'image/png', await photo()),
    );
    const { path } = response.json() as { path: string };
    const character = await createCharacterViaApi(t.app, user.token, world, { avatar_path: path });
    expect(character.avatar_path).toBe(path);
  });

  it("refuses another member's upload as an avatar, on create and on update", async () => {
    const world = await createCharacterWorld(t.db);
    const owner = await createUser(t.app);
    const uploaded = await upload(
      t.app,
      owner.token,
      multipart('avatar', 'mine.png', 'image/png', await photo()),
    );
    const { path } = uploaded.json() as { path: string };
    const taker = await createUser(t.app);
    const refused = { code: 'characters.invalidAvatar' };

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/characters',
      headers: bearer(taker.token),
      payload: characterBody(world, { avatar_path: path }),
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject(refused);

    const own = await createCharacterViaApi(t.app, taker.token, world, { avatar_path: 'elves' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/characters/${own.id}`,
      headers: bearer(taker.token),
      payload: { avatar_path: path },
    });
    expect(updated.statusCode).toBe(409);
    expect(updated.json()).toMatchObject(refused);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/characters/${own.id}`,
      headers: bearer(taker.token),
    });
    expect(after.json()).toMatchObject({ avatar_path: 'elves' });

    // The owner may use it, of course.
    const mine = await createCharacterViaApi(t.app, owner.token, world, { avatar_path: path });
    expect(mine.avatar_path).toBe(path);
  });

  it('refuses a file that is not an image with 415 and SPEC text', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const response = await upload(
      t.app,
      user.token,
      multipart('avatar', 'me.png', 'image/png', script),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'characters.avatarNotImage',
      error: 'Please upload an image file',
    });
  });

  it('refuses an SVG, which would be parsed and rendered on the server', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
    );
    const response = await upload(
      t.app,
      user.token,
      multipart('avatar', 'me.svg', 'image/svg+xml', svg),
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413 and SPEC text', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
    const response = await upload(
      t.app,
      user.token,
      multipart('avatar', 'big.png', 'image/png', big),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'characters.avatarTooLarge',
      error: 'Image size should be less than 5MB',
    });
    const count = await t.db.selectFrom('uploads').select('path').execute();
    expect(count.every((row) => row.path.endsWith('.webp'))).toBe(true);
  });

  it('answers 400 for another field, 415 for a body that is not multipart, 401 without a token', async () => {
    const wrongField = await upload(
      t.app,
      user.token,
      multipart('picture', 'me.png', 'image/png', await photo()),
    );
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/avatar-upload',
      headers: bearer(user.token),
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/avatar-upload',
      ...multipart('avatar', 'me.png', 'image/png', await photo()),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 in the error format for a multipart body that is cut short or garbled', async () => {
    const boundary = 'cut';
    for (const payload of [
      `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\x89PNG`,
      'junk',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/avatar-upload',
        headers: {
          ...bearer(user.token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String), code: 'errors.validation' });
    }
  });
});

describe('GET /uploads/{file}', () => {
  it('answers 404 for a name that was never stored', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/nothing.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'errors.notFound' });
  });

  it('lives under the base path', async () => {
    const based = await buildTestApp({ basePath: '/klub/' });
    try {
      const member = await createUser(based.app);
      const response = await upload(
        based.app,
        member.token,
        multipart('avatar', 'me.png', 'image/png', await photo()),
        '/klub/api/avatar-upload',
      );
      const { path } = response.json() as { path: string };
      const served = await based.app.inject({ method: 'GET', url: `/klub${path}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    } finally {
      await based.close();
    }
  });
});
