import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AbilitiesResponseSchema, AbilitySchema } from '@club/shared/contract/rules';
import {
  createAbility,
  createProfession,
  createSpecialAbility,
  linkSpecialAbilities,
  setProfessionAbilities,
} from '../test/rules-factories';
import { bearer } from '../test/test-app';
import { useRulesTestApp } from '../test/rules-test-app';

const validAbility = {
  name: 'Healing touch',
  xpcost: 2,
  effect: 'Heals one hit.',
  bonus_hits: 0,
  type: 'Evne',
  duration: 'Instant',
  rite: '',
  cost_mana: 1,
  requirement: '',
  note: '',
  has_special_ability: 0,
  bonus_kp: 0,
  bonus_rp: 1,
  bonus_mp: 0,
};

describe('abilities', () => {
  const { t, get, write, auditRows, characterWithAbility, describeEditorOnlyWrites } =
    useRulesTestApp({
      entity: 'ability',
      editorRole: 'superadmin',
    });

  describe('GET /api/abilities', () => {
    it('answers every ability with every field, by name', async () => {
      const ability = await createAbility(t.db, {
        name: 'Aaa first',
        xpcost: 4,
        bonus_kp: 2,
        has_special_ability: 1,
      });
      await createAbility(t.db, { name: 'Zzz last' });
      const res = await get('/api/abilities', t.player);
      expect(res.statusCode).toBe(200);
      const body = AbilitiesResponseSchema.parse(res.json());
      expect(body[0]).toEqual({
        id: ability.id,
        name: 'Aaa first',
        effect: ability.effect,
        xpcost: 4,
        bonus_hits: 0,
        type: 'Evne',
        bonus_kp: 2,
        bonus_rp: 0,
        bonus_mp: 0,
        duration: '',
        rite: '',
        cost_mana: 0,
        requirement: '',
        note: '',
        has_special_ability: 1,
      });
      expect(body.map((a) => a.name)).toEqual([...body.map((a) => a.name)].sort());
    });

    it('refuses a request without a token with 401', async () => {
      expect((await get('/api/abilities', null)).statusCode).toBe(401);
    });

    it('answers 304 for a held ETag, and the new ability after a create', async () => {
      const first = await get('/api/abilities', t.player);
      const etag = String(first.headers.etag);
      expect((await get('/api/abilities', t.player, { 'if-none-match': etag })).statusCode).toBe(
        304,
      );
      expect(
        (await write('POST', '/api/abilities', t.editor, { ...validAbility, name: 'Fresh one' }))
          .statusCode,
      ).toBe(201);
      const after = await get('/api/abilities', t.player, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json().map((a: { name: string }) => a.name)).toContain('Fresh one');
    });
    it('sends the list gzipped to a client that accepts gzip, with its own ETag that revalidates', async () => {
      await Promise.all(
        Array.from({ length: 6 }, () =>
          createAbility(t.db, { effect: 'A long effect text. '.repeat(5) }),
        ),
      );
      const plain = await get('/api/abilities', t.player);
      const zipped = await get('/api/abilities', t.player, {
        'accept-encoding': 'gzip, deflate',
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(String(zipped.headers.vary)).toContain('accept-encoding');
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(zipped.headers.etag).not.toBe(plain.headers.etag);

      const held = await get('/api/abilities', t.player, {
        'accept-encoding': 'gzip',
        'if-none-match': String(zipped.headers.etag),
      });
      expect(held.statusCode).toBe(304);
      expect(plain.headers['content-encoding']).toBeUndefined();

      // Browsers offer brotli too, and get the smaller brotli bytes.
      const browser = await get('/api/abilities', t.player, {
        'accept-encoding': 'gzip, deflate, br, zstd',
      });
      expect(browser.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(browser.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(browser.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
      expect(browser.headers.etag).not.toBe(zipped.headers.etag);
    });
  });

  describe('POST /api/abilities', () => {
    it('creates the ability (201) with the form fields and audits it', async () => {
      const res = await write('POST', '/api/abilities', t.editor, validAbility);
      expect(res.statusCode).toBe(201);
      const body = AbilitySchema.parse(res.json());
      expect(body).toEqual({ id: body.id, ...validAbility });
      const rows = await auditRows(body.id);
      expect(rows.map((r) => r.action)).toEqual(['create']);
      expect(JSON.parse(String(rows[0]?.after)).name).toBe('Healing touch');
    });

    it('fills optional fields with defaults from only name and xpcost', async () => {
      const res = await write('POST', '/api/abilities', t.editor, { name: 'Bare', xpcost: 0 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        effect: '',
        type: '',
        bonus_hits: 0,
        has_special_ability: 0,
      });
    });

    it('accepts the English type label and stores it as spelled in the list', async () => {
      const res = await write('POST', '/api/abilities', t.editor, {
        ...validAbility,
        name: 'Chant',
        type: 'ritual',
      });
      expect(res.json().type).toBe('Ritual');
      const english = await write('POST', '/api/abilities', t.editor, {
        ...validAbility,
        name: 'Spark',
        type: 'Magical Effect',
      });
      expect(english.json().type).toBe('Magical Effect');
    });

    it.each([
      ['name', { ...validAbility, name: undefined }],
      ['name', { ...validAbility, name: '   ' }],
      ['xpcost', { ...validAbility, xpcost: undefined }],
      ['xpcost', { ...validAbility, xpcost: -1 }],
      ['xpcost', { ...validAbility, xpcost: 1.5 }],
      ['bonus_kp', { ...validAbility, bonus_kp: -2 }],
      ['cost_mana', { ...validAbility, cost_mana: -1 }],
      ['type', { ...validAbility, type: 'Spell' }],
      ['has_special_ability', { ...validAbility, has_special_ability: 2 }],
    ])('refuses a bad %s with 400 naming it', async (field, payload) => {
      const res = await write('POST', '/api/abilities', t.editor, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('errors.validation');
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    });

    it('refuses malformed JSON with 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/abilities',
        headers: { ...bearer(t.editor.token), 'content-type': 'application/json' },
        payload: '{name:',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('errors.malformedJson');
    });
  });

  describe('PUT /api/abilities/{id}', () => {
    it('updates the fields sent and audits before and after', async () => {
      const ability = await createAbility(t.db, { xpcost: 2 });
      const res = await write('PUT', `/api/abilities/${ability.id}`, t.editor, {
        ...validAbility,
        xpcost: 5,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ability.id, name: 'Healing touch', xpcost: 5 });
      const rows = await auditRows(ability.id);
      expect(JSON.parse(String(rows.at(-1)?.before)).xpcost).toBe(2);
      expect(JSON.parse(String(rows.at(-1)?.after)).xpcost).toBe(5);
    });

    it('clearing has_special_ability drops its special-ability links', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      await linkSpecialAbilities(t.db, ability.id, [special.id]);
      const res = await write('PUT', `/api/abilities/${ability.id}`, t.editor, {
        has_special_ability: 0,
      });
      expect(res.statusCode).toBe(200);
      const links = await t.db
        .selectFrom('ability_special_abilities')
        .selectAll()
        .where('ability_id', '=', ability.id)
        .execute();
      expect(links).toEqual([]);
    });

    it('clears has_special_ability while characters chose a special ability on it, answering them as the impact', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      await linkSpecialAbilities(t.db, ability.id, [special.id]);
      const owner = await characterWithAbility(ability.id, special.id);
      const res = await write('PUT', `/api/abilities/${ability.id}`, t.editor, {
        has_special_ability: 0,
      });
      expect(res.statusCode).toBe(200);
      const impacted = res.json().impact.characters.find((c: { id: number }) => c.id === owner.id);
      expect(impacted.reasons.map((r: { code: string }) => r.code)).toContain(
        'review.specialAbilityNotLinked',
      );
    });

    it('refuses a negative xpcost with 400 and an unknown ability with 404', async () => {
      const ability = await createAbility(t.db);
      const bad = await write('PUT', `/api/abilities/${ability.id}`, t.editor, { xpcost: -3 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('xpcost');
      expect((await write('PUT', '/api/abilities/999999', t.editor, validAbility)).statusCode).toBe(
        404,
      );
    });
  });

  describe('DELETE /api/abilities/{id}', () => {
    it('deletes an unowned ability and closes the gap in its professions', async () => {
      const profession = await createProfession(t.db);
      const [a, b, c] = await Promise.all([
        createAbility(t.db),
        createAbility(t.db),
        createAbility(t.db),
      ]);
      await setProfessionAbilities(t.db, profession.id, [a.id, b.id, c.id]);

      const res = await write('DELETE', `/api/abilities/${b.id}`, t.editor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ impact: { characters: [] } });
      const left = await get(`/api/professions/${profession.id}/abilities`, t.player);
      expect(
        left.json().map((x: { id: number; order_learned: number }) => [x.id, x.order_learned]),
      ).toEqual([
        [a.id, 1],
        [c.id, 2],
      ]);
      expect((await auditRows(b.id)).map((r) => r.action)).toEqual(['delete']);
    });

    it('refuses with 409 while characters own it', async () => {
      const ability = await createAbility(t.db);
      await characterWithAbility(ability.id);
      const res = await write('DELETE', `/api/abilities/${ability.id}`, t.editor);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.inUse');
    });

    it('answers 404 for an unknown ability', async () => {
      expect((await write('DELETE', '/api/abilities/999999', t.editor)).statusCode).toBe(404);
    });
  });

  describeEditorOnlyWrites([
    { method: 'POST', url: '/api/abilities', payload: validAbility },
    { method: 'PUT', url: '/api/abilities/1', payload: validAbility },
    { method: 'DELETE', url: '/api/abilities/1' },
  ]);
});
