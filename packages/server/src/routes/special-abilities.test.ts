import { describe, expect, it } from 'vitest';
import {
  SpecialAbilitiesResponseSchema,
  SpecialAbilitySchema,
  SpecialAbilityUpdateResponseSchema,
} from '@club/shared/contract/rules';
import { createAbility, createSpecialAbility, linkSpecialAbilities } from '../test/rules-factories';
import { auditRowsFor } from '../test/test-app';
import { useRulesTestApp } from '../test/rules-test-app';

const validSpecial = {
  name: 'Mandrake draught',
  effect: 'Sleep for an hour.',
  ingredients: 'Mandrake root, rain water',
  duration: '1 hour',
  mana_cost: 2,
  type: 'Alkymi',
  requirement: '',
  note: '',
  link: 'https://wiki.example.com/mandrake',
};

describe('special abilities', () => {
  const { t, get, write, characterWithAbility, describeEditorOnlyWrites } = useRulesTestApp({
    entity: 'special-ability',
  });

  const auditRows = (entity: string, entityId: number) => auditRowsFor(t.db, entity, entityId);

  describe('GET /api/special-abilities', () => {
    it('answers { abilities } with every field', async () => {
      const special = await createSpecialAbility(t.db, {
        name: 'Aaa nettle',
        mana_cost: 3,
        type: 'Urtekundskab',
      });
      const res = await get('/api/special-abilities', t.player);
      expect(res.statusCode).toBe(200);
      const body = SpecialAbilitiesResponseSchema.parse(res.json());
      expect(body.abilities.find((s) => s.id === special.id)).toEqual({
        id: special.id,
        name: 'Aaa nettle',
        effect: '',
        ingredients: '',
        duration: '',
        mana_cost: 3,
        type: 'Urtekundskab',
        requirement: '',
        note: '',
        link: '',
      });
    });

    it('refuses a request without a token with 401', async () => {
      expect((await get('/api/special-abilities', null)).statusCode).toBe(401);
    });

    it('answers 304 for a held ETag until a special ability changes', async () => {
      const special = await createSpecialAbility(t.db);
      const etag = String((await get('/api/special-abilities', t.player)).headers.etag);
      expect(
        (await get('/api/special-abilities', t.player, { 'if-none-match': etag })).statusCode,
      ).toBe(304);
      await write('PUT', `/api/special-abilities/${special.id}`, t.editor, { note: 'Changed' });
      expect(
        (await get('/api/special-abilities', t.player, { 'if-none-match': etag })).statusCode,
      ).toBe(200);
    });
  });

  describe('GET /api/abilities/{id}/special-abilities', () => {
    it('answers the linked special abilities in link order', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const [x, y] = await Promise.all([createSpecialAbility(t.db), createSpecialAbility(t.db)]);
      await linkSpecialAbilities(t.db, ability.id, [y.id, x.id]);
      const res = await get(`/api/abilities/${ability.id}/special-abilities`, t.player);
      expect(res.statusCode).toBe(200);
      expect(SpecialAbilitiesResponseSchema.parse(res.json()).abilities.map((s) => s.id)).toEqual([
        y.id,
        x.id,
      ]);
    });

    it('answers 404 for an unknown ability and 401 without a token', async () => {
      expect((await get('/api/abilities/999999/special-abilities', t.player)).statusCode).toBe(404);
      expect((await get('/api/abilities/1/special-abilities', null)).statusCode).toBe(401);
    });
  });

  describe('POST /api/special-abilities', () => {
    it('creates the special ability (201) and audits it', async () => {
      const res = await write('POST', '/api/special-abilities', t.editor, validSpecial);
      expect(res.statusCode).toBe(201);
      const body = SpecialAbilitySchema.parse(res.json());
      expect(body).toEqual({ id: body.id, ...validSpecial });
      expect((await auditRows('special-ability', body.id)).map((r) => r.action)).toEqual([
        'create',
      ]);
    });

    it.each([
      ['name', { ...validSpecial, name: '' }],
      ['type', { ...validSpecial, type: undefined }],
      ['type', { ...validSpecial, type: 'Magi' }],
      ['mana_cost', { ...validSpecial, mana_cost: -1 }],
      ['mana_cost', { ...validSpecial, mana_cost: 'two' }],
      ['link', { ...validSpecial, link: 'javascript:alert(1)' }],
    ])('refuses a bad %s with 400 naming it', async (field, payload) => {
      const res = await write('POST', '/api/special-abilities', t.editor, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    });
  });

  describe('PUT /api/special-abilities/{id}', () => {
    it('answers { ability } with the change and audits it', async () => {
      const special = await createSpecialAbility(t.db, { duration: 'A day' });
      const res = await write('PUT', `/api/special-abilities/${special.id}`, t.editor, {
        ...validSpecial,
        duration: 'A week',
      });
      expect(res.statusCode).toBe(200);
      const body = SpecialAbilityUpdateResponseSchema.parse(res.json());
      expect(body.ability).toMatchObject({ id: special.id, duration: 'A week' });
      const rows = await auditRows('special-ability', special.id);
      expect(JSON.parse(String(rows.at(-1)?.before)).duration).toBe('A day');
    });

    it('refuses a bad type with 400 and an unknown id with 404', async () => {
      const special = await createSpecialAbility(t.db);
      expect(
        (await write('PUT', `/api/special-abilities/${special.id}`, t.editor, { type: 'x' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await write('PUT', '/api/special-abilities/999999', t.editor, validSpecial)).statusCode,
      ).toBe(404);
    });
  });

  describe('DELETE /api/special-abilities/{id}', () => {
    it('deletes one nobody has chosen (200, with its impact), with its links', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      await linkSpecialAbilities(t.db, ability.id, [special.id]);
      expect(
        (await write('DELETE', `/api/special-abilities/${special.id}`, t.editor)).statusCode,
      ).toBe(200);
      expect(
        (await get(`/api/abilities/${ability.id}/special-abilities`, t.player)).json(),
      ).toEqual({
        abilities: [],
      });
    });

    it('refuses with 409 while chosen on a character', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      await characterWithAbility(ability.id, special.id);
      const res = await write('DELETE', `/api/special-abilities/${special.id}`, t.editor);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.inUse');
    });

    it('answers 404 for an unknown id', async () => {
      expect((await write('DELETE', '/api/special-abilities/999999', t.editor)).statusCode).toBe(
        404,
      );
    });
  });

  describe('POST /api/abilities/{id}/special-abilities', () => {
    it('replaces the links in the order sent and audits it', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const [x, y, z] = await Promise.all([
        createSpecialAbility(t.db),
        createSpecialAbility(t.db),
        createSpecialAbility(t.db),
      ]);
      await linkSpecialAbilities(t.db, ability.id, [x.id]);
      const res = await write('POST', `/api/abilities/${ability.id}/special-abilities`, t.editor, {
        special_ability_ids: [z.id, y.id],
      });
      expect(res.statusCode).toBe(200);
      expect(SpecialAbilitiesResponseSchema.parse(res.json()).abilities.map((s) => s.id)).toEqual([
        z.id,
        y.id,
      ]);
      const rows = await auditRows('ability', ability.id);
      expect(JSON.parse(String(rows.at(-1)?.before))).toEqual({ special_ability_ids: [x.id] });
    });

    it('refuses with 409 on an ability without has_special_ability', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 0 });
      const special = await createSpecialAbility(t.db);
      const res = await write('POST', `/api/abilities/${ability.id}/special-abilities`, t.editor, {
        special_ability_ids: [special.id],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.abilityWithoutSpecialAbilities');
    });

    it('refuses unknown and duplicate ids with 400 naming special_ability_ids', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      for (const ids of [[999999], [special.id, special.id]]) {
        const res = await write(
          'POST',
          `/api/abilities/${ability.id}/special-abilities`,
          t.editor,
          {
            special_ability_ids: ids,
          },
        );
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].field).toBe('special_ability_ids');
      }
    });

    it('unlinks a special ability characters chose, answering them as the impact', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      await linkSpecialAbilities(t.db, ability.id, [special.id]);
      const chooser = await characterWithAbility(ability.id, special.id);
      const res = await write('POST', `/api/abilities/${ability.id}/special-abilities`, t.editor, {
        special_ability_ids: [],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().abilities).toEqual([]);
      const impacted = res
        .json()
        .impact.characters.find((c: { id: number }) => c.id === chooser.id);
      expect(impacted.reasons.map((r: { code: string }) => r.code)).toContain(
        'review.specialAbilityNotLinked',
      );
    });

    it('answers 404 for an unknown ability', async () => {
      const res = await write('POST', '/api/abilities/999999/special-abilities', t.editor, {
        special_ability_ids: [],
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describeEditorOnlyWrites([
    { method: 'POST', url: '/api/special-abilities', payload: validSpecial },
    { method: 'PUT', url: '/api/special-abilities/1', payload: validSpecial },
    { method: 'DELETE', url: '/api/special-abilities/1' },
    {
      method: 'POST',
      url: '/api/abilities/1/special-abilities',
      payload: { special_ability_ids: [] },
    },
  ]);
});
