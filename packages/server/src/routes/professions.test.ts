import { describe, expect, it } from 'vitest';
import {
  ProfessionAbilitiesResponseSchema,
  ProfessionSchema,
  ProfessionsResponseSchema,
  RULES_TEXT_LIMITS,
} from '@club/shared/contract/rules';
import { RulesFileSchema } from '@club/shared/contract/rules-export';
import {
  createAbility,
  createCharacterUsing,
  createClass,
  createProfession,
  createRace,
  setProfessionAbilities,
} from '../test/rules-factories';
import { useRulesTestApp } from '../test/rules-test-app';

describe('professions', () => {
  const { t, get, write, auditRows, describeEditorOnlyWrites } = useRulesTestApp({
    entity: 'profession',
  });

  async function professionWithAbilities(count: number) {
    const profession = await createProfession(t.db);
    const abilities = [];
    for (let i = 0; i < count; i += 1) abilities.push(await createAbility(t.db));
    await setProfessionAbilities(
      t.db,
      profession.id,
      abilities.map((a) => a.id),
    );
    return { profession, abilityIds: abilities.map((a) => a.id) };
  }

  /** A character owning the given abilities through the profession. */
  async function characterOwning(professionId: number, abilityIds: number[]) {
    const [race, cls] = await Promise.all([createRace(t.db), createClass(t.db)]);
    return createCharacterUsing(t.db, {
      userId: t.player.id,
      raceId: race.id,
      classId: cls.id,
      professionIds: [professionId],
      abilities: abilityIds.map((abilityId) => ({ professionId, abilityId })),
    });
  }

  describe('GET /api/professions', () => {
    it('answers professions by sort_order then name, each with every field and its abilities in order', async () => {
      const later = await createProfession(t.db, { name: 'Aa later', sort_order: 5 });
      const first = await createProfession(t.db, {
        name: 'Zz first',
        sort_order: 0,
        requirements: 'Strong arms',
      });
      const [fire, ice] = await Promise.all([
        createAbility(t.db, {
          name: 'Fireball',
          xpcost: 3,
          type: 'Magisk effekt',
          has_special_ability: 1,
        }),
        createAbility(t.db, { name: 'Ice wall' }),
      ]);
      await setProfessionAbilities(t.db, first.id, [ice.id, fire.id]);

      const res = await get('/api/professions', t.player);
      expect(res.statusCode).toBe(200);
      const body = ProfessionsResponseSchema.parse(res.json());
      const ids = body.map((p) => p.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(later.id));

      const found = body.find((p) => p.id === first.id);
      expect(found).toMatchObject({
        name: 'Zz first',
        requirements: 'Strong arms',
        sort_order: 0,
      });
      expect(found?.abilities.map((a) => [a.id, a.order_learned, a.profession_id])).toEqual([
        [ice.id, 1, first.id],
        [fire.id, 2, first.id],
      ]);
      expect(found?.abilities[1]).toEqual({
        id: fire.id,
        name: 'Fireball',
        effect: fire.effect,
        xpcost: 3,
        bonus_hits: 0,
        type: 'Magisk effekt',
        bonus_kp: 0,
        bonus_rp: 0,
        bonus_mp: 0,
        duration: '',
        rite: '',
        cost_mana: 0,
        requirement: '',
        note: '',
        has_special_ability: 1,
        order_learned: 2,
        profession_id: first.id,
      });
    });

    it('refuses a request without a token with 401', async () => {
      expect((await get('/api/professions', null)).statusCode).toBe(401);
    });

    it('answers 304 for a held ETag, and a new answer after the abilities change', async () => {
      const { profession } = await professionWithAbilities(1);
      const first = await get('/api/professions', t.player);
      const etag = String(first.headers.etag);
      expect((await get('/api/professions', t.player, { 'if-none-match': etag })).statusCode).toBe(
        304,
      );

      const extra = await createAbility(t.db);
      const current = (
        await get(`/api/professions/${profession.id}/abilities`, t.player)
      ).json() as {
        id: number;
      }[];
      const post = await write('POST', `/api/professions/${profession.id}/abilities`, t.editor, {
        ability_ids: [...current.map((a) => a.id), extra.id],
      });
      expect(post.statusCode).toBe(200);

      const after = await get('/api/professions', t.player, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      const found = ProfessionsResponseSchema.parse(after.json()).find(
        (p) => p.id === profession.id,
      );
      expect(found?.abilities).toHaveLength(2);
    });
  });

  describe('GET /api/professions/{id}/abilities', () => {
    it("answers the profession's abilities by order_learned", async () => {
      const { profession, abilityIds } = await professionWithAbilities(3);
      const res = await get(`/api/professions/${profession.id}/abilities`, t.player);
      expect(res.statusCode).toBe(200);
      const body = ProfessionAbilitiesResponseSchema.parse(res.json());
      expect(body.map((a) => a.id)).toEqual(abilityIds);
      expect(body.map((a) => a.order_learned)).toEqual([1, 2, 3]);
    });

    it('answers 404 for an unknown profession and 401 without a token', async () => {
      expect((await get('/api/professions/999999/abilities', t.player)).statusCode).toBe(404);
      expect((await get('/api/professions/1/abilities', null)).statusCode).toBe(401);
    });
  });

  describe('POST /api/professions', () => {
    it('creates a profession after the last one (201) and audits it', async () => {
      const res = await write('POST', '/api/professions', t.editor, {
        name: 'Alchemist',
        description: 'Mixes.',
        requirements: 'None',
        notes: '',
        characteristics: 'Smells of sulphur',
      });
      expect(res.statusCode).toBe(201);
      const body = ProfessionSchema.parse(res.json());
      expect(body).toMatchObject({
        name: 'Alchemist',
        characteristics: 'Smells of sulphur',
        abilities: [],
      });
      const max = await t.db
        .selectFrom('professions')
        .select((eb) => eb.fn.max('sort_order').as('max'))
        .executeTakeFirstOrThrow();
      expect(body.sort_order).toBe(Number(max.max));
      expect((await auditRows(body.id)).map((r) => r.action)).toEqual(['create']);
    });

    it('adds a profession after one at the last allowed place in that place, and the rules still export', async () => {
      const last = await write('POST', '/api/professions', t.editor, {
        name: 'Zz at the limit',
        sort_order: RULES_TEXT_LIMITS.sortOrder,
      });
      expect(last.statusCode).toBe(201);
      for (const name of ['Zz after the limit', 'Zz after that']) {
        const res = await write('POST', '/api/professions', t.editor, { name });
        expect(res.statusCode).toBe(201);
        expect(ProfessionSchema.parse(res.json()).sort_order).toBe(RULES_TEXT_LIMITS.sortOrder);
      }
      const listed = ProfessionsResponseSchema.parse(
        (await get('/api/professions', t.player)).json(),
      );
      expect(listed.slice(-3).map((p) => p.name)).toEqual([
        'Zz after that',
        'Zz after the limit',
        'Zz at the limit',
      ]);
      const exported = await get('/api/rules/export', t.editor);
      expect(exported.statusCode).toBe(200);
      const file = RulesFileSchema.parse(exported.json());
      expect(Math.max(...file.professions.map((p) => p.sort_order))).toBe(
        RULES_TEXT_LIMITS.sortOrder,
      );
    });

    it('refuses a missing name with 400 naming it', async () => {
      const res = await write('POST', '/api/professions', t.editor, { description: 'Nameless' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('name');
    });
  });

  describe('PUT /api/professions/{id}', () => {
    it('updates the description and answers it with an audit row', async () => {
      const profession = await createProfession(t.db, { description: 'Old.' });
      const res = await write('PUT', `/api/professions/${profession.id}`, t.editor, {
        description: 'New.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().description).toBe('New.');
      const rows = await auditRows(profession.id);
      expect(JSON.parse(String(rows.at(-1)?.before)).description).toBe('Old.');
      expect(JSON.parse(String(rows.at(-1)?.after)).description).toBe('New.');
    });

    it('refuses a wrong type with 400 and an unknown profession with 404', async () => {
      const profession = await createProfession(t.db);
      const bad = await write('PUT', `/api/professions/${profession.id}`, t.editor, {
        notes: ['x'],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('notes');
      expect(
        (await write('PUT', '/api/professions/999999', t.editor, { description: 'x' })).statusCode,
      ).toBe(404);
    });
  });

  describe('DELETE /api/professions/{id}', () => {
    it('deletes an unused profession (200, with its impact)', async () => {
      const { profession } = await professionWithAbilities(2);
      const res = await write('DELETE', `/api/professions/${profession.id}`, t.editor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ impact: { characters: [] } });
      expect((await auditRows(profession.id)).map((r) => r.action)).toEqual(['delete']);
      expect((await get(`/api/professions/${profession.id}/abilities`, t.player)).statusCode).toBe(
        404,
      );
    });

    it('refuses with 409 while characters have the profession', async () => {
      const profession = await createProfession(t.db);
      await characterOwning(profession.id, []);
      const res = await write('DELETE', `/api/professions/${profession.id}`, t.editor);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.inUse');
    });

    it('answers 404 for an unknown profession', async () => {
      expect((await write('DELETE', '/api/professions/999999', t.editor)).statusCode).toBe(404);
    });
  });

  describe('POST /api/professions/{id}/abilities', () => {
    it('replaces the ordered list (order_learned = index + 1) and audits it', async () => {
      const { profession, abilityIds } = await professionWithAbilities(3);
      const reordered = [abilityIds[2], abilityIds[0]] as number[];
      const res = await write('POST', `/api/professions/${profession.id}/abilities`, t.editor, {
        ability_ids: reordered,
      });
      expect(res.statusCode).toBe(200);
      const body = ProfessionAbilitiesResponseSchema.parse(res.json().items);
      expect(res.json().impact).toEqual({ characters: [] });
      expect(body.map((a) => [a.id, a.order_learned])).toEqual([
        [reordered[0], 1],
        [reordered[1], 2],
      ]);
      const rows = await auditRows(profession.id);
      expect(rows.at(-1)?.action).toBe('set-abilities');
      expect(JSON.parse(String(rows.at(-1)?.before))).toEqual({ ability_ids: abilityIds });
      expect(JSON.parse(String(rows.at(-1)?.after))).toEqual({ ability_ids: reordered });
    });

    it('refuses a seventh ability with 409 and the profession abilities limit code', async () => {
      const { profession } = await professionWithAbilities(0);
      const abilities = await Promise.all(Array.from({ length: 7 }, () => createAbility(t.db)));
      const res = await write('POST', `/api/professions/${profession.id}/abilities`, t.editor, {
        ability_ids: abilities.map((a) => a.id),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'errors.professionAbilitiesLimit',
        error: 'A profession can have at most 6 abilities',
      });
    });

    it('refuses duplicates and unknown ids with 400 naming ability_ids', async () => {
      const { profession, abilityIds } = await professionWithAbilities(1);
      const twice = await write('POST', `/api/professions/${profession.id}/abilities`, t.editor, {
        ability_ids: [abilityIds[0], abilityIds[0]],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().details[0].field).toBe('ability_ids');
      const unknown = await write('POST', `/api/professions/${profession.id}/abilities`, t.editor, {
        ability_ids: [999999],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details[0].field).toBe('ability_ids');
      const malformed = await write(
        'POST',
        `/api/professions/${profession.id}/abilities`,
        t.editor,
        {
          ability_ids: 'all',
        },
      );
      expect(malformed.statusCode).toBe(400);
    });

    it('drops or moves an ability characters own, answering them as the impact', async () => {
      const { profession, abilityIds } = await professionWithAbilities(3);
      const [a, b, c] = abilityIds as [number, number, number];
      const owner = await characterOwning(profession.id, [a, b]);
      const reasonsOf = (res: {
        json: () => { impact: { characters: { id: number; reasons: { code: string }[] }[] } };
      }) =>
        res
          .json()
          .impact.characters.find((ch) => ch.id === owner.id)
          ?.reasons.map((r) => r.code);

      // Dry runs: the answer names the reason; nothing changes.
      const dropped = await write(
        'POST',
        `/api/professions/${profession.id}/abilities?dry_run=true`,
        t.editor,
        { ability_ids: [a] },
      );
      expect(dropped.statusCode).toBe(200);
      expect(reasonsOf(dropped)).toEqual(['review.abilityNotOffered']);
      const moved = await write(
        'POST',
        `/api/professions/${profession.id}/abilities?dry_run=true`,
        t.editor,
        { ability_ids: [c, a, b] },
      );
      expect(reasonsOf(moved)).toEqual(['review.abilityMovedLevel']);

      // Levels nobody owns change without putting anyone under review.
      const extra = await createAbility(t.db);
      const allowed = await write('POST', `/api/professions/${profession.id}/abilities`, t.editor, {
        ability_ids: [a, b, extra.id, c],
      });
      expect(allowed.statusCode).toBe(200);
      expect(reasonsOf(allowed)).toBeUndefined();
    });

    it('answers 404 for an unknown profession', async () => {
      const res = await write('POST', '/api/professions/999999/abilities', t.editor, {
        ability_ids: [],
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describeEditorOnlyWrites([
    { method: 'POST', url: '/api/professions', payload: { name: 'Forbidden' } },
    { method: 'PUT', url: '/api/professions/1', payload: { description: 'x' } },
    { method: 'DELETE', url: '/api/professions/1' },
    { method: 'POST', url: '/api/professions/1/abilities', payload: { ability_ids: [] } },
  ]);
});
