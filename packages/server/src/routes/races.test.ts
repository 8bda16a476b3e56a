import { describe, expect, it } from 'vitest';
import { RacesClassesResponseSchema, RaceWithClassesSchema } from '@club/shared/contract/rules';
import {
  allowClasses,
  createCharacterUsing,
  createClass,
  createRace,
} from '../test/rules-factories';
import { bearer } from '../test/test-app';
import type { CreatedUser } from '../test/factories';
import { createUser } from '../test/factories';
import { useRulesTestApp } from '../test/rules-test-app';

describe('races', () => {
  const { t, get, write, auditRows, describeEditorOnlyWrites } = useRulesTestApp({
    entity: 'race',
  });

  describe('GET /api/races-classes', () => {
    it('answers every race with its allowed classes, numbers as numbers', async () => {
      const race = await createRace(t.db, {
        name: 'Dwarves of the deep',
        base_hits: 3,
        base_mana: 0,
        image_path: 'dwarfs.svg',
      });
      const warrior = await createClass(t.db, { name: 'Axe warrior', additional_professions: 4 });
      await allowClasses(t.db, race.id, [warrior.id]);

      const res = await get('/api/races-classes', t.player);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = RacesClassesResponseSchema.parse(res.json());
      const found = body.find((r) => r.id === race.id);
      expect(found).toEqual({
        id: race.id,
        name: 'Dwarves of the deep',
        singular_name: '',
        description: race.description,
        image_path: 'dwarfs.svg',
        base_hits: 3,
        base_mana: 0,
        allowed_classes: [
          {
            id: warrior.id,
            name: 'Axe warrior',
            description: warrior.description,
            conflict: 0,
            additional_professions: 4,
          },
        ],
      });
    });

    it('hides conflict classes from players and admins but shows them to rules editors', async () => {
      const race = await createRace(t.db);
      const open = await createClass(t.db);
      const secret = await createClass(t.db, { conflict: 1 });
      await allowClasses(t.db, race.id, [open.id, secret.id]);

      const classIdsFor = async (user: CreatedUser) => {
        const res = await get('/api/races-classes', user);
        return RacesClassesResponseSchema.parse(res.json())
          .find((r) => r.id === race.id)
          ?.allowed_classes.map((c) => c.id);
      };
      expect(await classIdsFor(t.player)).toEqual([open.id]);
      expect(await classIdsFor(t.admin)).toEqual([open.id]);
      expect((await classIdsFor(t.editor))?.sort()).toEqual([open.id, secret.id].sort());
      expect((await classIdsFor(t.superadmin))?.sort()).toEqual([open.id, secret.id].sort());
    });

    it('refuses a request without a token with 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/races-classes' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('errors.unauthorized');
    });

    it('sends an ETag with private, no-cache and answers 304 when the client holds it', async () => {
      const first = await get('/api/races-classes', t.player);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const again = await get('/api/races-classes', t.player, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    });

    it('gives players and rules editors different ETags when a conflict class exists', async () => {
      const forPlayer = await get('/api/races-classes', t.player);
      const forEditor = await get('/api/races-classes', t.editor);
      expect(forPlayer.headers.etag).not.toBe(forEditor.headers.etag);
      const stale = await get('/api/races-classes', t.editor, {
        'if-none-match': String(forPlayer.headers.etag),
      });
      expect(stale.statusCode).toBe(200);
    });

    it('serves fresh data and a new ETag after a rules write', async () => {
      const race = await createRace(t.db);
      const before = await get('/api/races-classes', t.player);
      const etag = String(before.headers.etag);

      const put = await write('PUT', `/api/races/${race.id}`, t.editor, {
        description: 'Rewritten by the board.',
      });
      expect(put.statusCode).toBe(200);

      const after = await get('/api/races-classes', t.player, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      const found = RacesClassesResponseSchema.parse(after.json()).find((r) => r.id === race.id);
      expect(found?.description).toBe('Rewritten by the board.');
    });
  });

  describe('GET /api/races/{id}/classes', () => {
    it("answers the race's allowed classes without conflict classes for players", async () => {
      const race = await createRace(t.db);
      const open = await createClass(t.db, { name: 'Ranger of the north' });
      const secret = await createClass(t.db, { conflict: 1 });
      await allowClasses(t.db, race.id, [open.id, secret.id]);

      const res = await get(`/api/races/${race.id}/classes`, t.player);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: open.id,
          name: 'Ranger of the north',
          description: open.description,
          conflict: 0,
          additional_professions: 3,
        },
      ]);
      const forEditor = await get(`/api/races/${race.id}/classes`, t.editor);
      expect(
        forEditor
          .json()
          .map((c: { id: number }) => c.id)
          .sort(),
      ).toEqual([open.id, secret.id].sort());
    });

    it('shows conflict classes to a player who was granted conflict_allowed', async () => {
      const race = await createRace(t.db);
      const secret = await createClass(t.db, { conflict: 1 });
      await allowClasses(t.db, race.id, [secret.id]);
      const allowed = await createUser(t.app, { role: 'user', conflictAllowed: true });

      const res = await get(`/api/races/${race.id}/classes`, allowed);
      expect(res.json().map((c: { id: number }) => c.id)).toEqual([secret.id]);
    });

    it('answers 404 for an unknown race and 400 for a malformed id', async () => {
      const missing = await get('/api/races/999999/classes', t.player);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('errors.notFound');
      const malformed = await get('/api/races/abc/classes', t.player);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details[0].field).toBe('id');
    });

    it('refuses a request without a token with 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/races/1/classes' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /api/races/{id}', () => {
    it('updates the description, answers it and writes an audit row with before and after', async () => {
      const race = await createRace(t.db, { description: 'Old words.' });
      const res = await write('PUT', `/api/races/${race.id}`, t.superadmin, {
        description: 'New words.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().description).toBe('New words.');
      RaceWithClassesSchema.parse(res.json());

      const rows = await auditRows(race.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'update', actor_id: t.superadmin.id });
      expect(JSON.parse(String(rows[0]?.before)).description).toBe('Old words.');
      expect(JSON.parse(String(rows[0]?.after)).description).toBe('New words.');
    });

    it('refuses a body without any field, and a wrong type, with 400 naming the field', async () => {
      const race = await createRace(t.db);
      const empty = await write('PUT', `/api/races/${race.id}`, t.editor, {});
      expect(empty.statusCode).toBe(400);
      const wrong = await write('PUT', `/api/races/${race.id}`, t.editor, { description: 42 });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details[0].field).toBe('description');
    });

    it('refuses malformed JSON with 400', async () => {
      const race = await createRace(t.db);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/races/${race.id}`,
        headers: { ...bearer(t.editor.token), 'content-type': 'application/json' },
        payload: '{"description": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('errors.malformedJson');
    });

    it('answers 404 for an unknown race', async () => {
      const res = await write('PUT', '/api/races/999999', t.editor, { description: 'x' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('POST /api/races/{id}/classes', () => {
    it('replaces the allowed classes and answers the race with them', async () => {
      const race = await createRace(t.db);
      const [a, b, c] = await Promise.all([
        createClass(t.db),
        createClass(t.db),
        createClass(t.db),
      ]);
      await allowClasses(t.db, race.id, [a.id]);

      const res = await write('POST', `/api/races/${race.id}/classes`, t.editor, {
        classIds: [b.id, c.id],
      });
      expect(res.statusCode).toBe(200);
      const body = RaceWithClassesSchema.parse(res.json());
      expect(body.allowed_classes.map((x) => x.id).sort()).toEqual([b.id, c.id].sort());

      const rows = await auditRows(race.id);
      expect(rows.at(-1)?.action).toBe('set-classes');
      expect(JSON.parse(String(rows.at(-1)?.before))).toEqual({ classIds: [a.id] });
    });

    it('refuses unknown class ids with 400 naming classIds', async () => {
      const race = await createRace(t.db);
      const res = await write('POST', `/api/races/${race.id}/classes`, t.editor, {
        classIds: [999999],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('classIds');
    });

    it('refuses a missing or malformed classIds with 400', async () => {
      const race = await createRace(t.db);
      const missing = await write('POST', `/api/races/${race.id}/classes`, t.editor, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details[0].field).toBe('classIds');
      const strings = await write('POST', `/api/races/${race.id}/classes`, t.editor, {
        classIds: ['one'],
      });
      expect(strings.statusCode).toBe(400);
    });

    it('disallows a class that characters of the race have, answering them as the impact', async () => {
      const race = await createRace(t.db);
      const used = await createClass(t.db);
      await allowClasses(t.db, race.id, [used.id]);
      const hero = await createCharacterUsing(t.db, {
        userId: t.player.id,
        raceId: race.id,
        classId: used.id,
      });

      const res = await write('POST', `/api/races/${race.id}/classes`, t.editor, { classIds: [] });
      expect(res.statusCode).toBe(200);
      expect(res.json().allowed_classes).toEqual([]);
      const impacted = res.json().impact.characters.find((c: { id: number }) => c.id === hero.id);
      expect(impacted.reasons).toEqual([
        {
          code: 'review.classNotAllowedForRace',
          params: { race_id: race.id, class_id: used.id },
          subject: used.name,
        },
      ]);
    });

    it('answers 404 for an unknown race', async () => {
      const res = await write('POST', '/api/races/999999/classes', t.editor, { classIds: [] });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('POST /api/races', () => {
    it('creates a race with its classes (201) and audits it', async () => {
      const cls = await createClass(t.db);
      const res = await write('POST', '/api/races', t.editor, {
        name: 'Sea folk',
        description: 'They sail.',
        base_hits: 2,
        base_mana: 2,
        classIds: [cls.id],
      });
      expect(res.statusCode).toBe(201);
      const body = RaceWithClassesSchema.parse(res.json());
      expect(body).toMatchObject({
        name: 'Sea folk',
        image_path: null,
        base_hits: 2,
        base_mana: 2,
      });
      expect(body.allowed_classes.map((c) => c.id)).toEqual([cls.id]);
      expect(await auditRows(body.id)).toHaveLength(1);
    });

    it("keeps the name of one of the race's folk, and changes it", async () => {
      const res = await write('POST', '/api/races', t.editor, {
        name: 'Dværge',
        singular_name: ' Dværg ',
        base_hits: 2,
        base_mana: 2,
      });
      expect(res.statusCode).toBe(201);
      const race = RaceWithClassesSchema.parse(res.json());
      expect(race).toMatchObject({ name: 'Dværge', singular_name: 'Dværg' });
      const changed = await write('PUT', `/api/races/${race.id}`, t.editor, {
        singular_name: 'Bjergdværg',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<{ singular_name: string }>().singular_name).toBe('Bjergdværg');
      const tooLong = await write('PUT', `/api/races/${race.id}`, t.editor, {
        singular_name: 'x'.repeat(500),
      });
      expect(tooLong.statusCode).toBe(400);
    });

    it('refuses a missing name and negative hits with 400 naming the fields', async () => {
      const res = await write('POST', '/api/races', t.editor, {
        description: '',
        base_hits: -1,
        base_mana: 0,
      });
      expect(res.statusCode).toBe(400);
      const fields = res.json().details.map((d: { field: string }) => d.field);
      expect(fields).toEqual(expect.arrayContaining(['name', 'base_hits']));
    });

    it('refuses a name another race has with 409', async () => {
      const existing = await createRace(t.db);
      const res = await write('POST', '/api/races', t.editor, {
        name: existing.name,
        base_hits: 1,
        base_mana: 1,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.nameTaken');
    });
  });

  describe('DELETE /api/races/{id}', () => {
    it('deletes an unused race (200, with its impact) and audits it', async () => {
      const race = await createRace(t.db);
      const res = await write('DELETE', `/api/races/${race.id}`, t.editor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ impact: { characters: [] } });
      expect(
        await t.db.selectFrom('races').select('id').where('id', '=', race.id).executeTakeFirst(),
      ).toBeUndefined();
      const rows = await auditRows(race.id);
      expect(rows.map((r) => r.action)).toEqual(['delete']);
      expect(JSON.parse(String(rows[0]?.before)).name).toBe(race.name);
    });

    it('refuses with 409 while characters are of that race', async () => {
      const race = await createRace(t.db);
      const cls = await createClass(t.db);
      await createCharacterUsing(t.db, { userId: t.player.id, raceId: race.id, classId: cls.id });
      const res = await write('DELETE', `/api/races/${race.id}`, t.editor);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.inUse');
    });

    it('answers 404 for an unknown race', async () => {
      const res = await write('DELETE', '/api/races/999999', t.editor);
      expect(res.statusCode).toBe(404);
    });
  });

  describeEditorOnlyWrites([
    { method: 'PUT', url: '/api/races/1', payload: { description: 'x' } },
    { method: 'POST', url: '/api/races/1/classes', payload: { classIds: [] } },
    {
      method: 'POST',
      url: '/api/races',
      payload: { name: 'Forbidden folk', base_hits: 1, base_mana: 1 },
    },
    { method: 'DELETE', url: '/api/races/1' },
  ]);
});
