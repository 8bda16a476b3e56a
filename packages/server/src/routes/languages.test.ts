import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageSchema, LanguagesResponseSchema } from '@club/shared/contract/languages';
import { UPLOAD_LIMITS } from '@club/shared/constants';
import { bearer, buildTestApp, type TestApp, getAs, auditRowsFor } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createLanguage,
  multipartBody,
  sampleTrueTypeFont,
  sampleWoffFont,
} from '../test/rules-factories';

describe('languages', () => {
  let t: TestApp;
  let player: CreatedUser;
  let admin: CreatedUser;
  let editor: CreatedUser;
  const ttf = sampleTrueTypeFont();

  beforeAll(async () => {
    t = await buildTestApp();
    [player, admin, editor] = await Promise.all([
      createUser(t.app, { role: 'user' }),
      createUser(t.app, { role: 'admin' }),
      createUser(t.app, { role: 'superadmin' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user: CreatedUser | null, headers: Record<string, string> = {}) =>
    getAs(t.app, url, user, headers);

  function upload(
    method: 'POST' | 'PUT',
    url: string,
    user: CreatedUser | null,
    fields: Record<string, string>,
    file?: { bytes: Buffer; field?: string; filename?: string },
  ) {
    const body = multipartBody(
      fields,
      file && {
        field: file.field ?? 'font',
        filename: file.filename ?? 'runes.ttf',
        contentType: 'font/ttf',
        bytes: file.bytes,
      },
    );
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(user ? bearer(user.token) : {}) },
    });
  }

  const auditRows = (entityId: number) => auditRowsFor(t.db, 'language', entityId);

  describe('GET /api/languages', () => {
    it('answers each language with its external link, else its font download path, else null', async () => {
      const external = await createLanguage(t.db, {
        name: 'Elvish',
        link: 'https://files.example.com/elvish.ttf',
      });
      const uploaded = await createLanguage(t.db, {
        name: 'Dwarvish',
        font: ttf,
        sampleText: 'Sten og jern.',
      });
      const bare = await createLanguage(t.db, { name: 'Goblin' });

      const res = await get('/api/languages', player);
      expect(res.statusCode).toBe(200);
      const body = LanguagesResponseSchema.parse(res.json());
      const byId = new Map(body.map((l) => [l.id, l]));
      expect(byId.get(external.id)).toEqual({
        id: external.id,
        name: 'Elvish',
        sampleText: 'Lorem ipsum dolor sit amet.',
        link: 'https://files.example.com/elvish.ttf',
        has_font: 0,
      });
      expect(byId.get(uploaded.id)).toMatchObject({
        sampleText: 'Sten og jern.',
        link: `/api/languages/${uploaded.id}/download`,
        has_font: 1,
      });
      expect(byId.get(bare.id)).toMatchObject({ link: null, has_font: 0 });
      expect(body.map((l) => l.name)).toEqual(
        [...body.map((l) => l.name)].sort((a, b) => a.localeCompare(b)),
      );
    });

    it('refuses a request without a token with 401', async () => {
      expect((await get('/api/languages', null)).statusCode).toBe(401);
    });

    it('answers 304 for a held ETag and a fresh list after a language write', async () => {
      const first = await get('/api/languages', player);
      const etag = String(first.headers.etag);
      expect((await get('/api/languages', player, { 'if-none-match': etag })).statusCode).toBe(304);

      const created = await upload(
        'POST',
        '/api/languages',
        editor,
        { name: 'Orcish', sampleText: 'Grrr.' },
        { bytes: ttf },
      );
      expect(created.statusCode).toBe(201);

      const after = await get('/api/languages', player, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json().map((l: { name: string }) => l.name)).toContain('Orcish');
    });
  });

  describe('GET /api/languages/{id}/download', () => {
    it('sends the TrueType font as an attachment named for the language without spaces', async () => {
      const lang = await createLanguage(t.db, { name: 'Old Tongue', font: ttf });
      const res = await get(`/api/languages/${lang.id}/download`, player);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('font/ttf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="OldTongue\.ttf"/);
      expect(res.rawPayload.equals(ttf)).toBe(true);
    });

    it('keeps a non-ASCII name in filename* and a safe fallback in filename', async () => {
      const lang = await createLanguage(t.db, { name: 'Dværge mål', font: ttf });
      const res = await get(`/api/languages/${lang.id}/download`, player);
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toContain('filename="Dv_rgem_l.ttf"');
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Dværgemål.ttf')}`);
    });

    it('keeps quotes, line breaks and brackets of a name out of the header syntax', async () => {
      const lang = await createLanguage(t.db, { name: `Ork's "(tunge)"*\r\nX-Evil: 1`, font: ttf });
      const res = await get(`/api/languages/${lang.id}/download`, player);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-evil']).toBeUndefined();
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Ork_s__tunge___X-Evil_1.ttf"; filename*=UTF-8''Ork%27s%22%28tunge%29%22%2AX-Evil%3A1.ttf`,
      );
    });

    it('answers 404 for a language without a font and for an unknown language', async () => {
      const lang = await createLanguage(t.db, { link: 'https://files.example.com/x.ttf' });
      expect((await get(`/api/languages/${lang.id}/download`, player)).statusCode).toBe(404);
      expect((await get('/api/languages/999999/download', player)).statusCode).toBe(404);
    });

    it('refuses a request without a token with 401', async () => {
      const lang = await createLanguage(t.db, { font: ttf });
      expect((await get(`/api/languages/${lang.id}/download`, null)).statusCode).toBe(401);
    });
  });

  describe('GET /api/languages/{id}/font', () => {
    it('serves the font inline with a long cache and an ETag, and 304 when held', async () => {
      const lang = await createLanguage(t.db, { name: 'Runic', font: ttf });
      const res = await get(`/api/languages/${lang.id}/font`, player);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('font/ttf');
      expect(String(res.headers['content-disposition'])).toMatch(/^inline;/);
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
      expect(res.rawPayload.equals(ttf)).toBe(true);

      const again = await get(`/api/languages/${lang.id}/font`, player, {
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('changes its ETag when the font is replaced', async () => {
      const lang = await createLanguage(t.db, { font: ttf });
      const before = await get(`/api/languages/${lang.id}/font`, player);
      const put = await upload('PUT', `/api/languages/${lang.id}`, editor, {}, { bytes: ttf });
      expect(put.statusCode).toBe(200);
      const after = await get(`/api/languages/${lang.id}/font`, player, {
        'if-none-match': String(before.headers.etag),
      });
      expect(after.statusCode).toBe(200);
    });

    it('answers 404 for a language without a font', async () => {
      const lang = await createLanguage(t.db);
      expect((await get(`/api/languages/${lang.id}/font`, player)).statusCode).toBe(404);
    });

    it('refuses a request without a token with 401', async () => {
      const lang = await createLanguage(t.db, { font: ttf });
      expect((await get(`/api/languages/${lang.id}/font`, null)).statusCode).toBe(401);
    });
  });

  describe('POST /api/languages', () => {
    it('creates a language from a multipart form with a TrueType font (201) and audits it', async () => {
      const res = await upload(
        'POST',
        '/api/languages',
        editor,
        { name: 'High Elvish', sampleText: 'Aiya!', link: '' },
        { bytes: ttf, filename: 'high-elvish.ttf' },
      );
      expect(res.statusCode).toBe(201);
      const body = LanguageSchema.parse(res.json());
      expect(body).toEqual({
        id: body.id,
        name: 'High Elvish',
        sampleText: 'Aiya!',
        link: `/api/languages/${body.id}/download`,
        has_font: 1,
      });
      const stored = await t.db
        .selectFrom('languages')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(stored.font_data ?? []).equals(ttf)).toBe(true);
      expect(stored.font_filename).toBe('high-elvish.ttf');

      const rows = await auditRows(body.id);
      expect(rows.map((r) => r.action)).toEqual(['create']);
      expect(JSON.parse(String(rows[0]?.after))).toMatchObject({
        name: 'High Elvish',
        has_font: 1,
      });
    });

    it('creates a language with only an external link', async () => {
      const res = await upload('POST', '/api/languages', editor, {
        name: 'Sea Cant',
        sampleText: '',
        link: 'https://drive.example.com/sea-cant',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ link: 'https://drive.example.com/sea-cant', has_font: 0 });
    });

    it('refuses a WOFF web font and a text file with 415', async () => {
      const woff = await upload(
        'POST',
        '/api/languages',
        editor,
        { name: 'Web font' },
        { bytes: sampleWoffFont() },
      );
      expect(woff.statusCode).toBe(415);
      expect(woff.json().code).toBe('errors.notAFont');
      const text = await upload(
        'POST',
        '/api/languages',
        editor,
        { name: 'Text' },
        { bytes: Buffer.from('<script>alert(1)</script>'), filename: 'evil.ttf' },
      );
      expect(text.statusCode).toBe(415);
    });

    it('refuses a font larger than the limit with 413', async () => {
      const big = Buffer.concat([ttf, Buffer.alloc(UPLOAD_LIMITS.fontMaxBytes)]);
      const res = await upload('POST', '/api/languages', editor, { name: 'Huge' }, { bytes: big });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('errors.fontTooLarge');
    });

    it('refuses a missing name, a bad link and a missing font with 400 naming the field', async () => {
      const noName = await upload(
        'POST',
        '/api/languages',
        editor,
        { sampleText: 'x' },
        { bytes: ttf },
      );
      expect(noName.statusCode).toBe(400);
      expect(noName.json().details[0].field).toBe('name');

      const badLink = await upload('POST', '/api/languages', editor, {
        name: 'Linked',
        link: 'javascript:alert(1)',
      });
      expect(badLink.statusCode).toBe(400);
      expect(badLink.json().details[0].field).toBe('link');

      const noFont = await upload('POST', '/api/languages', editor, { name: 'Fontless' });
      expect(noFont.statusCode).toBe(400);
      expect(noFont.json().details[0].field).toBe('font');
    });

    it('refuses a malformed multipart body with 400', async () => {
      for (const [contentType, payload] of [
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
        ],
        ['multipart/form-data', 'no boundary at all'],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/languages',
          headers: { ...bearer(editor.token), 'content-type': String(contentType) },
          payload: String(payload),
        });
        expect(res.statusCode).toBe(400);
      }
    });

    it('refuses a JSON body with 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/languages',
        headers: bearer(editor.token),
        payload: { name: 'Json' },
      });
      expect(res.statusCode).toBe(415);
    });

    it('refuses a name another language has with 409', async () => {
      const existing = await createLanguage(t.db);
      const res = await upload(
        'POST',
        '/api/languages',
        editor,
        { name: existing.name },
        { bytes: ttf },
      );
      expect(res.statusCode).toBe(409);
    });
  });

  describe('PUT /api/languages/{id}', () => {
    it('updates text fields from JSON and keeps the font', async () => {
      const lang = await createLanguage(t.db, { font: ttf });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/languages/${lang.id}`,
        headers: bearer(editor.token),
        payload: { name: 'Renamed tongue', sampleText: 'New sample' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Renamed tongue',
        sampleText: 'New sample',
        has_font: 1,
      });
      const rows = await auditRows(lang.id);
      expect(JSON.parse(String(rows.at(-1)?.before)).name).toBe(lang.name);
      expect(JSON.parse(String(rows.at(-1)?.after)).name).toBe('Renamed tongue');
    });

    it('clears the external link with an empty one, falling back to the font download', async () => {
      const lang = await createLanguage(t.db, {
        font: ttf,
        link: 'https://files.example.com/a.ttf',
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/languages/${lang.id}`,
        headers: bearer(editor.token),
        payload: { link: '' },
      });
      expect(res.json().link).toBe(`/api/languages/${lang.id}/download`);
    });

    it('refuses a bad sampleText type with 400 and an unknown language with 404', async () => {
      const lang = await createLanguage(t.db);
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/languages/${lang.id}`,
        headers: bearer(editor.token),
        payload: { sampleText: 5 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('sampleText');
      const missing = await t.app.inject({
        method: 'PUT',
        url: '/api/languages/999999',
        headers: bearer(editor.token),
        payload: { name: 'Nobody' },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('refuses a new font that is not a font with 415', async () => {
      const lang = await createLanguage(t.db, { font: ttf });
      const res = await upload(
        'PUT',
        `/api/languages/${lang.id}`,
        editor,
        {},
        { bytes: Buffer.from('not a font') },
      );
      expect(res.statusCode).toBe(415);
    });
  });

  describe('DELETE /api/languages/{id}', () => {
    it('deletes the language (200, with its impact) and audits it', async () => {
      const lang = await createLanguage(t.db, { font: ttf });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/languages/${lang.id}`,
        headers: bearer(editor.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ impact: { characters: [] } });
      expect((await auditRows(lang.id)).map((r) => r.action)).toEqual(['delete']);
      expect((await get(`/api/languages/${lang.id}/download`, player)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown language', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/languages/999999',
        headers: bearer(editor.token),
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('writes', () => {
    it('refuse players and admins with 403 and anonymous callers with 401', async () => {
      const lang = await createLanguage(t.db);
      const attempts = [
        () => upload('POST', '/api/languages', null, { name: 'Nope' }, { bytes: ttf }),
        () => upload('PUT', `/api/languages/${lang.id}`, null, { name: 'Nope' }),
        () => t.app.inject({ method: 'DELETE', url: `/api/languages/${lang.id}` }),
      ];
      for (const attempt of attempts) expect((await attempt()).statusCode).toBe(401);

      for (const user of [player, admin]) {
        const post = await upload('POST', '/api/languages', user, { name: 'Nope' }, { bytes: ttf });
        const put = await upload('PUT', `/api/languages/${lang.id}`, user, { name: 'Nope' });
        const del = await t.app.inject({
          method: 'DELETE',
          url: `/api/languages/${lang.id}`,
          headers: bearer(user.token),
        });
        expect([post.statusCode, put.statusCode, del.statusCode]).toEqual([403, 403, 403]);
      }
    });
  });
});
