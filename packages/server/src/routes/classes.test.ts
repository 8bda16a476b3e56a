import { describe, expect, it } from 'vitest';
import {
  ClassesResponseSchema,
  ClassProfessionsResponseSchema,
  ClassSchema,
  RULES_TEXT_LIMITS,
} from '@club/shared/contract/rules';
import { RulesFileSchema } from '@club/shared/contract/rules-export';
import {
  addClassProfession,
  createCharacterUsing,
  createClass,
  createProfession,
  createRace,
} from '../test/rules-factories';
import { useRulesTestApp } from '../test/rules-test-app';

describe('classes', () => {
  const { t, get, write, auditRows, describeEditorOnlyWrites } = useRulesTestApp({
    entity: 'class',
  });

  /** A class with `count` professions already in it (mandatory when asked). */
  async function classWithProfessions(count: number, mandatory = false) {
    const cls = await createClass(t.db);
    const professions = [];
    for (let i = 0; i < count; i += 1) {
      const profession = await createProfession(t.db);
      await addClassProfession(t.db, cls.id, profession.id, { mandatory, sortOrder: i });
      professions.push(profession);
    }
    return { cls, professions };
  }

  describe('GET /api/classes', () => {
    it('answers classes by name with numbers and 0/1 flags, hiding conflict classes from players', async () => {
      const open = await createClass(t.db, { name: 'Aaa healer', additional_professions: 2 });
      const secret = await createClass(t.db, { name: 'Aaa shadow', conflict: 1 });

      const res = await get('/api/classes', t.player);
      expect(res.statusCode).toBe(200);
      const body = ClassesResponseSchema.parse(res.json());
      expect(body.find((c) => c.id === open.id)).toEqual({
        id: open.id,
        name: 'Aaa healer',
        description: open.description,
        conflict: 0,
        additional_professions: 2,
      });
      expect(body.some((c) => c.id === secret.id)).toBe(false);
      expect(body.map((c) => c.name)).toEqual([...body.map((c) => c.name)].sort());

      const forAdmin = ClassesResponseSchema.parse((await get('/api/classes', t.admin)).json());
      expect(forAdmin.some((c) => c.id === secret.id)).toBe(false);
      const forEditor = ClassesResponseSchema.parse((await get('/api/classes', t.editor)).json());
      expect(forEditor.find((c) => c.id === secret.id)?.conflict).toBe(1);
    });

    it('refuses a request without a token with 401', async () => {
      expect((await get('/api/classes', null)).statusCode).toBe(401);
    });

    it('answers 304 for a held ETag until a class changes', async () => {
      const cls = await createClass(t.db);
      const first = await get('/api/classes', t.player);
      const etag = String(first.headers.etag);
      expect((await get('/api/classes', t.player, { 'if-none-match': etag })).statusCode).toBe(304);

      expect(
        (await write('PUT', `/api/classes/${cls.id}`, t.editor, { description: 'Changed' }))
          .statusCode,
      ).toBe(200);
      const after = await get('/api/classes', t.player, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(
        ClassesResponseSchema.parse(after.json()).find((c) => c.id === cls.id)?.description,
      ).toBe('Changed');
    });
  });

  describe('GET /api/classes/{id}', () => {
    it('answers the class with additional_professions', async () => {
      const cls = await createClass(t.db, { additional_professions: 5 });
      const res = await get(`/api/classes/${cls.id}`, t.player);
      expect(res.statusCode).toBe(200);
      expect(ClassSchema.parse(res.json())).toMatchObject({
        id: cls.id,
        additional_professions: 5,
      });
    });

    it('answers 404 for an unknown class and 401 without a token', async () => {
      expect((await get('/api/classes/999999', t.player)).statusCode).toBe(404);
      expect((await get('/api/classes/1', null)).statusCode).toBe(401);
    });
  });

  describe('GET /api/classes/{id}/professions', () => {
    it('answers mandatory and assigned (optional) professions, each by sort_order', async () => {
      const cls = await createClass(t.db);
      const [p1, p2, p3] = await Promise.all([
        createProfession(t.db, { name: 'Smith' }),
        createProfession(t.db, { name: 'Herbalist' }),
        createProfession(t.db, { name: 'Scribe' }),
      ]);
      await addClassProfession(t.db, cls.id, p1.id, { mandatory: true, sortOrder: 2 });
      await addClassProfession(t.db, cls.id, p2.id, { mandatory: false, sortOrder: 1 });
      await addClassProfession(t.db, cls.id, p3.id, { mandatory: false, sortOrder: 0 });

      const res = await get(`/api/classes/${cls.id}/professions`, t.player);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        mandatory: [{ id: p1.id, name: 'Smith', sort_order: 2 }],
        assigned: [
          { id: p3.id, name: 'Scribe', sort_order: 0 },
          { id: p2.id, name: 'Herbalist', sort_order: 1 },
        ],
      });
    });

    it('answers 404 for an unknown class', async () => {
      expect((await get('/api/classes/999999/professions', t.player)).statusCode).toBe(404);
    });
  });

  describe('POST /api/classes', () => {
    it('creates a class (201) and audits it', async () => {
      const res = await write('POST', '/api/classes', t.editor, {
        name: 'Witch hunter',
        description: 'Burns things.',
        conflict: 1,
        additional_professions: 3,
      });
      expect(res.statusCode).toBe(201);
      const body = ClassSchema.parse(res.json());
      expect(body).toMatchObject({ name: 'Witch hunter', conflict: 1, additional_professions: 3 });
      expect((await auditRows(body.id)).map((r) => r.action)).toEqual(['create']);
    });

    it('refuses a missing name and additional_professions above 6 with 400 naming the fields', async () => {
      const res = await write('POST', '/api/classes', t.editor, { additional_professions: 7 });
      expect(res.statusCode).toBe(400);
      const fields = res.json().details.map((d: { field: string }) => d.field);
      expect(fields).toEqual(expect.arrayContaining(['name', 'additional_professions']));
    });

    it('refuses a conflict flag other than 0 or 1 with 400', async () => {
      const res = await write('POST', '/api/classes', t.editor, { name: 'Odd', conflict: 2 });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('conflict');
    });
  });

  describe('PUT /api/classes/{id}', () => {
    it('updates the description and answers it, with an audit row holding before and after', async () => {
      const cls = await createClass(t.db, { description: 'Before.' });
      const res = await write('PUT', `/api/classes/${cls.id}`, t.editor, { description: 'After.' });
      expect(res.statusCode).toBe(200);
      expect(res.json().description).toBe('After.');
      const rows = await auditRows(cls.id);
      expect(JSON.parse(String(rows.at(-1)?.before)).description).toBe('Before.');
      expect(JSON.parse(String(rows.at(-1)?.after)).description).toBe('After.');
    });

    it('accepts a full edit of name, conflict and additional_professions', async () => {
      const cls = await createClass(t.db);
      const res = await write('PUT', `/api/classes/${cls.id}`, t.editor, {
        name: `${cls.name} renamed`,
        conflict: 1,
        additional_professions: 6,
      });
      expect(res.json()).toMatchObject({
        name: `${cls.name} renamed`,
        conflict: 1,
        additional_professions: 6,
      });
    });

    it('refuses a negative additional_professions with 400 and an unknown class with 404', async () => {
      const cls = await createClass(t.db);
      const bad = await write('PUT', `/api/classes/${cls.id}`, t.editor, {
        additional_professions: -1,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('additional_professions');
      expect(
        (await write('PUT', '/api/classes/999999', t.editor, { description: 'x' })).statusCode,
      ).toBe(404);
    });
  });

  describe('DELETE /api/classes/{id}', () => {
    it('deletes an unused class with its profession links (200, with its impact)', async () => {
      const { cls } = await classWithProfessions(2);
      const res = await write('DELETE', `/api/classes/${cls.id}`, t.editor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ impact: { characters: [] } });
      const links = await t.db
        .selectFrom('class_professions')
        .selectAll()
        .where('class_id', '=', cls.id)
        .execute();
      expect(links).toEqual([]);
      expect((await auditRows(cls.id)).map((r) => r.action)).toEqual(['delete']);
    });

    it('refuses with 409 while characters have the class', async () => {
      const cls = await createClass(t.db);
      const race = await createRace(t.db);
      await createCharacterUsing(t.db, { userId: t.player.id, raceId: race.id, classId: cls.id });
      const res = await write('DELETE', `/api/classes/${cls.id}`, t.editor);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.inUse');
    });

    it('answers 404 for an unknown class', async () => {
      expect((await write('DELETE', '/api/classes/999999', t.editor)).statusCode).toBe(404);
    });
  });

  describe('POST /api/classes/{id}/professions', () => {
    it('adds a profession at the end of its list and answers the lists', async () => {
      const { cls, professions } = await classWithProfessions(1);
      const added = await createProfession(t.db, { name: 'Zz added' });
      const res = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        profession_id: added.id,
        mandatory: 1,
      });
      expect(res.statusCode).toBe(200);
      const body = ClassProfessionsResponseSchema.parse(res.json());
      expect(body.mandatory).toEqual([{ id: added.id, name: 'Zz added', sort_order: 1 }]);
      expect(body.assigned.map((p) => p.id)).toEqual([professions[0]?.id]);
      expect((await auditRows(cls.id)).map((r) => r.action)).toEqual(['add-profession']);
    });

    it('adds a profession after one at the last allowed place in that place, and the rules still export', async () => {
      const { cls, professions } = await classWithProfessions(1);
      const [first] = professions.map((p) => p.id) as [number];
      const moved = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        mandatory: [],
        assigned: [{ id: first, order: RULES_TEXT_LIMITS.sortOrder }],
      });
      expect(moved.statusCode).toBe(200);
      const added = await createProfession(t.db, { name: 'Aa added at the limit' });
      const res = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        profession_id: added.id,
      });
      expect(res.statusCode).toBe(200);
      const body = ClassProfessionsResponseSchema.parse(res.json());
      expect(body.assigned).toEqual([
        { id: added.id, name: 'Aa added at the limit', sort_order: RULES_TEXT_LIMITS.sortOrder },
        expect.objectContaining({ id: first, sort_order: RULES_TEXT_LIMITS.sortOrder }),
      ]);
      const exported = await get('/api/rules/export', t.editor);
      expect(exported.statusCode).toBe(200);
      RulesFileSchema.parse(exported.json());
    });

    it('refuses a profession the class already has with 409', async () => {
      const { cls, professions } = await classWithProfessions(1);
      const res = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        profession_id: professions[0]?.id,
        mandatory: 0,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.professionAlreadyInClass');
    });

    it('refuses a seventh mandatory profession with 409', async () => {
      const { cls } = await classWithProfessions(6, true);
      const extra = await createProfession(t.db);
      const res = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        profession_id: extra.id,
        mandatory: 1,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.mandatoryProfessionsLimit');
    });

    it('refuses an unknown or malformed profession_id with 400 naming it', async () => {
      const cls = await createClass(t.db);
      const unknown = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        profession_id: 999999,
        mandatory: 0,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details[0].field).toBe('profession_id');
      const malformed = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        profession_id: 'x',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details[0].field).toBe('profession_id');
    });

    it('answers 404 for an unknown class', async () => {
      const profession = await createProfession(t.db);
      const res = await write('POST', '/api/classes/999999/professions', t.editor, {
        profession_id: profession.id,
        mandatory: 0,
      });
      expect(res.statusCode).toBe(404);
    });

    it('reorders and moves professions between the lists', async () => {
      const { cls, professions } = await classWithProfessions(3);
      const [a, b, c] = professions.map((p) => p.id) as [number, number, number];
      const res = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        mandatory: [{ id: c, order: 0, mandatory: 1 }],
        assigned: [
          { id: b, order: 0, mandatory: 0 },
          { id: a, order: 1, mandatory: 0 },
        ],
      });
      expect(res.statusCode).toBe(200);
      const body = ClassProfessionsResponseSchema.parse(res.json());
      expect(body.mandatory.map((p) => p.id)).toEqual([c]);
      expect(body.assigned.map((p) => p.id)).toEqual([b, a]);

      const again = ClassProfessionsResponseSchema.parse(
        (await get(`/api/classes/${cls.id}/professions`, t.player)).json(),
      );
      expect(again).toEqual(body);
      expect((await auditRows(cls.id)).map((r) => r.action)).toEqual(['reorder-professions']);
    });

    it('refuses a reorder naming a profession outside the class with 400', async () => {
      const { cls } = await classWithProfessions(1);
      const stranger = await createProfession(t.db);
      const res = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        mandatory: [],
        assigned: [{ id: stranger.id, order: 0, mandatory: 0 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('assigned');
    });

    it('refuses a reorder that makes more than 6 professions mandatory with 409', async () => {
      const { cls, professions } = await classWithProfessions(7);
      const res = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        mandatory: professions.map((p, order) => ({ id: p.id, order, mandatory: 1 })),
        assigned: [],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.mandatoryProfessionsLimit');
    });

    it('refuses a body of neither form with 400 naming the missing lists', async () => {
      const cls = await createClass(t.db);
      const res = await write('POST', `/api/classes/${cls.id}/professions`, t.editor, {
        order: [],
      });
      expect(res.statusCode).toBe(400);
      const fields = res.json().details.map((d: { field: string }) => d.field);
      expect(fields).toEqual(expect.arrayContaining(['assigned', 'mandatory']));
    });
  });

  describe('DELETE /api/classes/{id}/professions/{professionId}', () => {
    it('removes the profession from the class and answers the lists', async () => {
      const { cls, professions } = await classWithProfessions(2);
      const res = await write(
        'DELETE',
        `/api/classes/${cls.id}/professions/${professions[0]?.id}`,
        t.editor,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().assigned.map((p: { id: number }) => p.id)).toEqual([professions[1]?.id]);
      expect((await auditRows(cls.id)).map((r) => r.action)).toEqual(['remove-profession']);
    });

    it('answers 404 for a profession the class does not have and for an unknown class', async () => {
      const { cls } = await classWithProfessions(0);
      const stranger = await createProfession(t.db);
      expect(
        (await write('DELETE', `/api/classes/${cls.id}/professions/${stranger.id}`, t.editor))
          .statusCode,
      ).toBe(404);
      expect(
        (await write('DELETE', `/api/classes/999999/professions/${stranger.id}`, t.editor))
          .statusCode,
      ).toBe(404);
    });
  });

  describeEditorOnlyWrites([
    { method: 'POST', url: '/api/classes', payload: { name: 'Forbidden' } },
    { method: 'PUT', url: '/api/classes/1', payload: { description: 'x' } },
    { method: 'DELETE', url: '/api/classes/1' },
    {
      method: 'POST',
      url: '/api/classes/1/professions',
      payload: { profession_id: 1, mandatory: 0 },
    },
    { method: 'DELETE', url: '/api/classes/1/professions/1' },
  ]);
});
