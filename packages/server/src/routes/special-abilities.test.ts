import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SpecialAbilitiesResponseSchema,
  SpecialAbilitySchema,
  SpecialAbilityUpdateResponseSchema,
} from '@club/shared/contract/rules';
import { buildTestApp, type TestApp, getAs, writeAs } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createAbility,
  createCharacterUsing,
  createClass,
  createProfession,
  setProfessionAbilities,
  createRace,
  createSpecialAbility,
  linkSpecialAbilities,
} from '../test/rules-factories';

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
  let t: TestApp;
  let player: CreatedUser;
  let admin: CreatedUser;
  let editor: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    [player, admin, editor] = await Promise.all([
      createUser(t.app, { role: 'user' }),
      createUser(t.app, { role: 'admin' }),
      createUser(t.app, { role: 'bestyrelse' }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user: CreatedUser | null, headers: Record<string, string> = {}) =>
    getAs(t.app, url, user, headers);

  const write = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    user: CreatedUser | null,
    payload?: unknown,
  ) => writeAs(t.app, method, url, user, payload);

  function auditRows(entity: string, entityId: number) {
    return t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();
  }

  async function characterChoosing(abilityId: number, specialAbilityId: number) {
    const [race, cls, profession] = await Promise.all([
      createRace(t.db),
      createClass(t.db),
      createProfession(t.db),
    ]);
    // The profession offers the ability, so only the special-ability link is in question.
    await setProfessionAbilities(t.db, profession.id, [abilityId]);
    return createCharacterUsing(t.db, {
      userId: player.id,
      raceId: race.id,
      classId: cls.id,
      professionIds: [profession.id],
      abilities: [{ professionId: profession.id, abilityId, specialAbilityId }],
    });
  }

  describe('GET /api/special-abilities', () => {
    it('answers { abilities } with every field', async () => {
      const special = await createSpecialAbility(t.db, {
        name: 'Aaa nettle',
        mana_cost: 3,
        type: 'Urtekundskab',
      });
      const res = await get('/api/special-abilities', player);
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
      const etag = String((await get('/api/special-abilities', player)).headers.etag);
      expect(
        (await get('/api/special-abilities', player, { 'if-none-match': etag })).statusCode,
      ).toBe(304);
      await write('PUT', `/api/special-abilities/${special.id}`, editor, { note: 'Changed' });
      expect(
        (await get('/api/special-abilities', player, { 'if-none-match': etag })).statusCode,
      ).toBe(200);
    });
  });

  describe('GET /api/abilities/{id}/special-abilities', () => {
    it('answers the linked special abilities in link order', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const [x, y] = await Promise.all([createSpecialAbility(t.db), createSpecialAbility(t.db)]);
      await linkSpecialAbilities(t.db, ability.id, [y.id, x.id]);
      const res = await get(`/api/abilities/${ability.id}/special-abilities`, player);
      expect(res.statusCode).toBe(200);
      expect(SpecialAbilitiesResponseSchema.parse(res.json()).abilities.map((s) => s.id)).toEqual([
        y.id,
        x.id,
      ]);
    });

    it('answers 404 for an unknown ability and 401 without a token', async () => {
      expect((await get('/api/abilities/999999/special-abilities', player)).statusCode).toBe(404);
      expect((await get('/api/abilities/1/special-abilities', null)).statusCode).toBe(401);
    });
  });

  describe('POST /api/special-abilities', () => {
    it('creates the special ability (201) and audits it', async () => {
      const res = await write('POST', '/api/special-abilities', editor, validSpecial);
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
      const res = await write('POST', '/api/special-abilities', editor, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    });
  });

  describe('PUT /api/special-abilities/{id}', () => {
    it('answers { ability } with the change and audits it', async () => {
      const special = await createSpecialAbility(t.db, { duration: 'A day' });
      const res = await write('PUT', `/api/special-abilities/${special.id}`, editor, {
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
        (await write('PUT', `/api/special-abilities/${special.id}`, editor, { type: 'x' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await write('PUT', '/api/special-abilities/999999', editor, validSpecial)).statusCode,
      ).toBe(404);
    });
  });

  describe('DELETE /api/special-abilities/{id}', () => {
    it('deletes one nobody has chosen (200, with its impact), with its links', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      await linkSpecialAbilities(t.db, ability.id, [special.id]);
      expect(
        (await write('DELETE', `/api/special-abilities/${special.id}`, editor)).statusCode,
      ).toBe(200);
      expect((await get(`/api/abilities/${ability.id}/special-abilities`, player)).json()).toEqual({
        abilities: [],
      });
    });

    it('refuses with 409 while chosen on a character', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      await characterChoosing(ability.id, special.id);
      const res = await write('DELETE', `/api/special-abilities/${special.id}`, editor);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.inUse');
    });

    it('answers 404 for an unknown id', async () => {
      expect((await write('DELETE', '/api/special-abilities/999999', editor)).statusCode).toBe(404);
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
      const res = await write('POST', `/api/abilities/${ability.id}/special-abilities`, editor, {
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
      const res = await write('POST', `/api/abilities/${ability.id}/special-abilities`, editor, {
        special_ability_ids: [special.id],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.abilityWithoutSpecialAbilities');
    });

    it('refuses unknown and duplicate ids with 400 naming special_ability_ids', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      for (const ids of [[999999], [special.id, special.id]]) {
        const res = await write('POST', `/api/abilities/${ability.id}/special-abilities`, editor, {
          special_ability_ids: ids,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].field).toBe('special_ability_ids');
      }
    });

    it('unlinks a special ability characters chose, answering them as the impact', async () => {
      const ability = await createAbility(t.db, { has_special_ability: 1 });
      const special = await createSpecialAbility(t.db);
      await linkSpecialAbilities(t.db, ability.id, [special.id]);
      const chooser = await characterChoosing(ability.id, special.id);
      const res = await write('POST', `/api/abilities/${ability.id}/special-abilities`, editor, {
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
      const res = await write('POST', '/api/abilities/999999/special-abilities', editor, {
        special_ability_ids: [],
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('writes', () => {
    const writes = [
      { method: 'POST', url: '/api/special-abilities', payload: validSpecial },
      { method: 'PUT', url: '/api/special-abilities/1', payload: validSpecial },
      { method: 'DELETE', url: '/api/special-abilities/1' },
      {
        method: 'POST',
        url: '/api/abilities/1/special-abilities',
        payload: { special_ability_ids: [] },
      },
    ] as const;

    it.each(writes)(
      '$method $url refuses players and admins with 403 and anonymous callers with 401',
      async (w) => {
        const payload = 'payload' in w ? w.payload : undefined;
        for (const user of [player, admin]) {
          expect((await write(w.method, w.url, user, payload)).statusCode).toBe(403);
        }
        expect((await write(w.method, w.url, null, payload)).statusCode).toBe(401);
      },
    );
  });
});
