import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RaceWithClassesSchema } from '@club/shared/contract/rules';
import { auditRowsFor, bearer, buildTestApp, type TestApp, writeAs } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  addClassProfession,
  createClass,
  createLanguage,
  createProfession,
  createRace,
  multipartBody,
  sampleTrueTypeFont,
} from '../test/rules-factories';

/**
 * The board edits every field of every rules entity (races, classes, professions,
 * languages): each edit is validated as on create, keeps names unique, answers the updated
 * object and leaves one audit row with before and after. Players and admins are refused.
 */
describe('editing the rules data', () => {
  let t: TestApp;
  let player: CreatedUser;
  let admin: CreatedUser;
  let board: CreatedUser;
  let superadmin: CreatedUser;
  const ttf = sampleTrueTypeFont();

  beforeAll(async () => {
    t = await buildTestApp();
    [player, admin, board, superadmin] = await Promise.all([
      createUser(t.app, { role: 'user' }),
      createUser(t.app, { role: 'admin' }),
      createUser(t.app, { role: 'bestyrelse' }),
      createUser(t.app, { role: 'superadmin' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (url: string, user: CreatedUser | null, payload: unknown) =>
    writeAs(t.app, 'PUT', url, user, payload);

  /** The one audit row the edit left, parsed. */
  async function onlyAuditRow(entity: string, id: number) {
    const rows = await auditRowsFor(t.db, entity, id);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    return {
      ...row,
      before: JSON.parse(String(row.before)) as Record<string, unknown>,
      after: JSON.parse(String(row.after)) as Record<string, unknown>,
    };
  }

  async function expectRefusedForOthers(url: string, payload: unknown) {
    for (const user of [player, admin]) {
      const res = await put(url, user, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('errors.forbidden');
    }
    expect((await put(url, null, payload)).statusCode).toBe(401);
  }

  describe('races', () => {
    it('changes name, description, base hits, base mana and an https image in one edit', async () => {
      const race = await createRace(t.db, { name: 'Old folk', base_hits: 2, base_mana: 1 });
      const change = {
        name: 'Elder folk',
        description: 'They remember.',
        base_hits: 5,
        base_mana: 3,
        image_path: 'https://images.example.org/elder.webp',
      };
      const res = await put(`/api/races/${race.id}`, board, change);
      expect(res.statusCode).toBe(200);
      expect(RaceWithClassesSchema.parse(res.json())).toMatchObject(change);

      const row = await onlyAuditRow('race', race.id);
      expect(row).toMatchObject({ action: 'update', actor_id: board.id });
      expect(row.before).toMatchObject({ name: 'Old folk', base_hits: 2, base_mana: 1 });
      expect(row.after).toMatchObject(change);
    });

    it('refuses an http image address with a 400 that says to use https', async () => {
      const race = await createRace(t.db);
      const res = await put(`/api/races/${race.id}`, board, {
        image_path: 'http://images.example.org/a.png',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'image_path' });
      expect(res.json().details[0].message).toMatch(/https/);
      for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'a"onerror=x.svg']) {
        expect((await put(`/api/races/${race.id}`, board, { image_path: bad })).statusCode).toBe(
          400,
        );
      }
      expect(await auditRowsFor(t.db, 'race', race.id)).toHaveLength(0);
    });

    it('refuses negative hits, an empty name and a taken name, writing nothing', async () => {
      const taken = await createRace(t.db);
      const race = await createRace(t.db, { name: 'Untouched', base_hits: 2 });
      const negative = await put(`/api/races/${race.id}`, board, { base_hits: -1 });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().details[0].field).toBe('base_hits');
      expect((await put(`/api/races/${race.id}`, board, { name: '  ' })).statusCode).toBe(400);
      const clash = await put(`/api/races/${race.id}`, board, { name: taken.name });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('errors.nameTaken');
      const stored = await t.db
        .selectFrom('races')
        .selectAll()
        .where('id', '=', race.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: 'Untouched', base_hits: 2 });
      expect(await auditRowsFor(t.db, 'race', race.id)).toHaveLength(0);
    });

    it('refuses players, admins and anonymous callers', async () => {
      const race = await createRace(t.db);
      await expectRefusedForOthers(`/api/races/${race.id}`, { base_hits: 9 });
    });

    it('re-encodes an uploaded image to WebP, serves it and audits the new path', async () => {
      const race = await createRace(t.db, { image_path: 'elves.svg' });
      const png = await sharp({
        create: { width: 900, height: 600, channels: 3, background: '#335522' },
      })
        .png()
        .toBuffer();
      const body = multipartBody(
        {},
        { field: 'image', filename: 'forest.png', contentType: 'image/png', bytes: png },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/races/${race.id}/image`,
        headers: { ...bearer(superadmin.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      const imagePath = String(res.json().image_path);
      expect(imagePath).toMatch(/^\/uploads\/[\w-]+\.webp$/);

      const served = await t.app.inject({ method: 'GET', url: imagePath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);

      const row = await onlyAuditRow('race', race.id);
      expect(row.before.image_path).toBe('elves.svg');
      expect(row.after.image_path).toBe(imagePath);
    });

    it('refuses an upload that is not an image with 415 and keeps the old picture', async () => {
      const race = await createRace(t.db, { image_path: 'orc.svg' });
      const body = multipartBody(
        {},
        {
          field: 'image',
          filename: 'x.png',
          contentType: 'image/png',
          bytes: Buffer.from('<svg onload=alert(1)>'),
        },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/races/${race.id}/image`,
        headers: { ...bearer(board.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(415);
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/races/${race.id}/image`,
        headers: { ...bearer(player.token), ...body.headers },
        payload: body.payload,
      });
      expect(refused.statusCode).toBe(403);
      expect(await auditRowsFor(t.db, 'race', race.id)).toHaveLength(0);
    });
  });

  describe('classes', () => {
    it('changes name, description and the conflict flag, and audits before and after', async () => {
      const cls = await createClass(t.db, { name: 'Open guard', conflict: 0 });
      const res = await put(`/api/classes/${cls.id}`, board, {
        name: 'Shadow guard',
        description: 'Plays against the others.',
        conflict: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Shadow guard', conflict: 1 });
      const row = await onlyAuditRow('class', cls.id);
      expect(row.before).toMatchObject({ name: 'Open guard', conflict: 0 });
      expect(row.after).toMatchObject({ name: 'Shadow guard', conflict: 1 });
    });

    it('accepts additional_professions that fill six with the mandatory ones', async () => {
      const cls = await createClass(t.db, { additional_professions: 4 });
      for (const mandatory of [true, true, false]) {
        const profession = await createProfession(t.db);
        await addClassProfession(t.db, cls.id, profession.id, { mandatory });
      }
      const res = await put(`/api/classes/${cls.id}`, superadmin, { additional_professions: 4 });
      expect(res.statusCode).toBe(200);
      const wrong = await put(`/api/classes/${cls.id}`, superadmin, { additional_professions: 5 });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({
        code: 'errors.classProfessionCount',
        params: { mandatory: 2, needed: 4 },
      });
      expect(wrong.json().details[0].field).toBe('additional_professions');
      expect(await auditRowsFor(t.db, 'class', cls.id)).toHaveLength(1);
    });

    it('refuses a conflict flag of 2, a taken name, and other roles', async () => {
      const other = await createClass(t.db);
      const cls = await createClass(t.db);
      expect((await put(`/api/classes/${cls.id}`, board, { conflict: 2 })).statusCode).toBe(400);
      const clash = await put(`/api/classes/${cls.id}`, board, { name: other.name });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('errors.nameTaken');
      await expectRefusedForOthers(`/api/classes/${cls.id}`, { conflict: 1 });
      expect(await auditRowsFor(t.db, 'class', cls.id)).toHaveLength(0);
    });
  });

  describe('professions', () => {
    it('changes every text field and sort_order, and audits before and after', async () => {
      const profession = await createProfession(t.db, { name: 'Hunter', sort_order: 3 });
      const change = {
        name: 'Master hunter',
        description: 'Tracks anything.',
        requirements: 'Must own a bow.',
        notes: 'Popular in the north.',
        characteristics: 'Patient.',
        sort_order: 7,
      };
      const res = await put(`/api/professions/${profession.id}`, board, change);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject(change);
      const row = await onlyAuditRow('profession', profession.id);
      expect(row.before).toMatchObject({ name: 'Hunter', sort_order: 3, requirements: '' });
      expect(row.after).toMatchObject(change);
    });

    it('refuses a negative sort_order, a too long text, a taken name and other roles', async () => {
      const other = await createProfession(t.db);
      const profession = await createProfession(t.db);
      const url = `/api/professions/${profession.id}`;
      const negative = await put(url, board, { sort_order: -1 });
      expect(negative.json().details[0].field).toBe('sort_order');
      const long = await put(url, board, { requirements: 'x'.repeat(10_001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().details[0].field).toBe('requirements');
      expect((await put(url, board, { name: other.name })).statusCode).toBe(409);
      await expectRefusedForOthers(url, { notes: 'x' });
      expect(await auditRowsFor(t.db, 'profession', profession.id)).toHaveLength(0);
    });
  });

  describe('languages', () => {
    function multipartPut(
      id: number,
      user: CreatedUser,
      fields: Record<string, string>,
      font?: Buffer,
    ) {
      const body = multipartBody(
        fields,
        font && { field: 'font', filename: 'new runes.ttf', contentType: 'font/ttf', bytes: font },
      );
      return t.app.inject({
        method: 'PUT',
        url: `/api/languages/${id}`,
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      });
    }

    it('replaces the font with a new one from a multipart form and audits the file names', async () => {
      const lang = await createLanguage(t.db, { font: ttf });
      const res = await multipartPut(lang.id, board, { sampleText: 'Fresh runes' }, ttf);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ has_font: 1, sampleText: 'Fresh runes' });
      const row = await onlyAuditRow('language', lang.id);
      expect(row.before.font_filename).toBe('font.ttf');
      expect(row.after.font_filename).toBe('new runes.ttf');
    });

    it('removes the font of a language that has a link, and refuses it when nothing would be left', async () => {
      const linked = await createLanguage(t.db, {
        font: ttf,
        link: 'https://files.example.org/tongue.ttf',
      });
      const res = await put(`/api/languages/${linked.id}`, board, { removeFont: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        has_font: 0,
        link: 'https://files.example.org/tongue.ttf',
      });
      const row = await onlyAuditRow('language', linked.id);
      expect(row.before.has_font).toBe(1);
      expect(row.after.has_font).toBe(0);
      const font = await t.app.inject({
        method: 'GET',
        url: `/api/languages/${linked.id}/font`,
        headers: bearer(board.token),
      });
      expect(font.statusCode).toBe(404);

      const alone = await createLanguage(t.db, { font: ttf });
      const refused = await multipartPut(alone.id, board, { removeFont: 'true' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details[0].field).toBe('removeFont');
      expect(await auditRowsFor(t.db, 'language', alone.id)).toHaveLength(0);
    });

    it('renames, refuses a taken name and other roles', async () => {
      const other = await createLanguage(t.db);
      const lang = await createLanguage(t.db, { font: ttf });
      const clash = await put(`/api/languages/${lang.id}`, board, { name: other.name });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('errors.nameTaken');
      await expectRefusedForOthers(`/api/languages/${lang.id}`, { name: 'Mine now' });
      const renamed = await put(`/api/languages/${lang.id}`, superadmin, { name: 'Deep tongue' });
      expect(renamed.json().name).toBe('Deep tongue');
      expect(await auditRowsFor(t.db, 'language', lang.id)).toHaveLength(1);
    });
  });
});
