import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMITS } from '@club/shared/constants';
import { EXIT, runCli } from '../../cli';
import { createCharacterViaApi, createCharacterWorld } from '../../test/character-factories';
import { createUser, type CreatedUser } from '../../test/factories';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { insertUpload } from './uploads.repository';
import { createUploadsService } from './uploads.service';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let image: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f5d3a' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

/** The uploads service on a clock the test moves by hand. */
function onClock(start: number) {
  const clock = { now: start };
  const service = createUploadsService({ db: t.db, graceHours: 24, clock: () => clock.now });
  return { clock, service };
}

const stored = async (path: string) =>
  (await t.db.selectFrom('uploads').select('id').where('path', '=', path).executeTakeFirst()) !==
  undefined;

const served = async (path: string) =>
  (await t.app.inject({ method: 'GET', url: path })).statusCode;

describe('unused uploads', () => {
  it('are deleted once the grace period has passed, not before', async () => {
    const owner = await createUser(t.app);
    const start = Date.now();
    const { clock, service } = onClock(start);
    const { path } = await service.storeAvatar(owner.id, image);
    expect(await served(path)).toBe(200);

    clock.now = start + 24 * HOUR - 1;
    expect(await service.sweep()).toEqual([]);
    expect(await stored(path)).toBe(true);

    clock.now = start + 24 * HOUR + 1;
    expect(await service.sweep()).toEqual([path]);
    expect(await stored(path)).toBe(false);
    expect(await served(path)).toBe(404);
  });

  it('keep an avatar a character uses; a replaced one goes a grace period after it was let go', async () => {
    const owner = await createUser(t.app);
    const world = await createCharacterWorld(t.db);
    // Both images were uploaded two days ago.
    const now = Date.now();
    const { clock, service } = onClock(now - 48 * HOUR);
    const first = (await service.storeAvatar(owner.id, image)).path;
    const second = (await service.storeAvatar(owner.id, image)).path;
    const character = await createCharacterViaApi(t.app, owner.token, world, {
      avatar_path: first,
    });
    // The character took it two days ago.
    await t.db
      .updateTable('uploads')
      .set({ touched_at: new Date(now - 48 * HOUR).toISOString() })
      .where('path', '=', first)
      .execute();

    clock.now = now + HOUR;
    // The second is two days old and unused; the first is in use.
    expect(await service.sweep()).toEqual([second]);
    expect(await stored(first)).toBe(true);

    const third = (await service.storeAvatar(owner.id, image)).path;
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/characters/${character.id}`,
      headers: bearer(owner.token),
      payload: { avatar_path: third },
    });
    expect(replaced.statusCode).toBe(200);

    // Replaced just now: the first is kept for its grace period, though it is old.
    clock.now = now + 23 * HOUR;
    expect(await service.sweep()).toEqual([]);
    expect(await stored(first)).toBe(true);

    clock.now = now + 25 * HOUR;
    expect(await service.sweep()).toEqual([first]);
    expect(await stored(third)).toBe(true);
    expect(await served(third)).toBe(200);
  });

  it('an image shared by two characters stays while either uses it', async () => {
    const owner = await createUser(t.app);
    const world = await createCharacterWorld(t.db);
    const now = Date.now();
    const { clock, service } = onClock(now - 48 * HOUR);
    const shared = (await service.storeAvatar(owner.id, image)).path;
    const one = await createCharacterViaApi(t.app, owner.token, world, { avatar_path: shared });
    await createCharacterViaApi(t.app, owner.token, world, { avatar_path: shared });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/characters/${one.id}`,
      headers: bearer(owner.token),
      payload: { avatar_path: 'human' },
    });
    expect(changed.statusCode).toBe(200);
    clock.now = now + 48 * HOUR;
    expect(await service.sweep()).not.toContain(shared);
    expect(await stored(shared)).toBe(true);
  });

  it('are swept by the command line with UPLOAD_GRACE_HOURS', async () => {
    const owner = await createUser(t.app);
    const start = Date.now();
    const { service } = onClock(start);
    const { path } = await service.storeAvatar(owner.id, image);
    const out: string[] = [];
    const cli = (hoursLater: number) =>
      runCli(['uploads', 'sweep'], {
        env: {
          DATABASE_URL: t.testDb.url,
          DATA_DIR: t.testDb.dataDir,
          UPLOAD_GRACE_HOURS: '2',
        },
        now: () => start + hoursLater * HOUR,
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      });
    expect(await cli(1)).toBe(EXIT.ok);
    expect(await stored(path)).toBe(true);
    expect(await cli(3)).toBe(EXIT.ok);
    expect(out.at(-1)).toMatch(
      /^Deleted \d+ uploaded images? no character has used for 2 hours\.$/,
    );
    expect(await stored(path)).toBe(false);
  });
});

describe('per-user upload limits', () => {
  let member: CreatedUser;
  beforeAll(async () => {
    member = await createUser(t.app);
  });

  function upload(token: string) {
    const boundary = `----club${crypto.randomBytes(8).toString('hex')}`;
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`;
    return t.app.inject({
      method: 'POST',
      url: '/api/avatar-upload',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  }

  const fill = async (userId: number, count: number, bytes: number) => {
    for (let i = 0; i < count; i += 1) {
      await insertUpload(t.db, {
        path: `/uploads/${crypto.randomBytes(16).toString('base64url')}.webp`,
        userId,
        contentType: 'image/webp',
        data: Buffer.alloc(bytes, 1),
        createdAt: new Date().toISOString(),
      });
    }
  };

  it('refuse one image more than the count allows with 409 and its own code', async () => {
    await fill(member.id, UPLOAD_LIMITS.avatarsPerUser - 1, 10);
    expect((await upload(member.token)).statusCode).toBe(201);
    const refused = await upload(member.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'characters.avatarTooMany',
      params: { max: UPLOAD_LIMITS.avatarsPerUser },
    });
    // Another member is not affected.
    const other = await createUser(t.app);
    expect((await upload(other.token)).statusCode).toBe(201);
  });

  it('refuse an image that would pass the total size with 413 and its own code', async () => {
    const heavy = await createUser(t.app);
    await fill(heavy.id, 1, UPLOAD_LIMITS.avatarBytesPerUser - 8);
    const refused = await upload(heavy.token);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'characters.avatarStorageFull',
      params: { maxMb: UPLOAD_LIMITS.avatarBytesPerUser / (1024 * 1024) },
    });
    expect(
      await t.db.selectFrom('uploads').select('id').where('user_id', '=', heavy.id).execute(),
    ).toHaveLength(1);
  });
});

describe('the server', () => {
  it('sweeps on a timer that stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const app = await buildTestApp();
      const owner = await createUser(app.app);
      await insertUpload(app.db, {
        path: '/uploads/old.webp',
        userId: owner.id,
        contentType: 'image/webp',
        data: Buffer.from('x'),
        createdAt: new Date(Date.now() - 25 * HOUR).toISOString(),
      });
      expect(vi.getTimerCount()).toBeGreaterThanOrEqual(2);
      await vi.advanceTimersByTimeAsync(UPLOAD_LIMITS.sweepIntervalMs);
      await app.app.sweepUploads();
      expect(
        await app.db
          .selectFrom('uploads')
          .select('id')
          .where('path', '=', '/uploads/old.webp')
          .execute(),
      ).toEqual([]);
      await app.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
