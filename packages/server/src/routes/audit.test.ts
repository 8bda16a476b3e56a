import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPageSchema } from '@club/shared/contract/audit';
import { ErrorBodySchema } from '@club/shared/contract/errors';
import { buildTestApp, getAs, type TestApp, writeAs } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import { recordAudit } from '../modules/audit/audit.repository';
import { createRace } from '../test/rules-factories';

describe('GET /api/audit', () => {
  let t: TestApp;
  let player: CreatedUser;
  let admin: CreatedUser;
  let board: CreatedUser;
  let superadmin: CreatedUser;
  let raceId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    [player, admin, board, superadmin] = await Promise.all([
      createUser(t.app, { role: 'user' }),
      createUser(t.app, { role: 'admin' }),
      createUser(t.app, { role: 'bestyrelse', name: 'Board Birgit' }),
      createUser(t.app, { role: 'superadmin' }),
    ]);
    // Three rules edits through the API, then rows of known dates for the filters.
    raceId = (await createRace(t.db, { name: 'Audited folk', base_hits: 1 })).id;
    for (const hits of [2, 3, 4]) {
      const res = await writeAs(t.app, 'PUT', `/api/races/${raceId}`, board, { base_hits: hits });
      expect(res.statusCode).toBe(200);
    }
    const dated = [
      { entity: 'user', entityId: player.id, at: '2025-03-01T10:00:00.000Z', actor: admin.id },
      { entity: 'character', entityId: 77, at: '2025-03-02T10:00:00.000Z', actor: admin.id },
      { entity: 'class', entityId: 5, at: '2025-03-03T23:30:00.000Z', actor: superadmin.id },
    ];
    for (const row of dated) {
      await t.db
        .insertInto('audit_log')
        .values({
          actor_id: row.actor,
          action: 'update',
          entity: row.entity,
          entity_id: row.entityId,
          before: JSON.stringify({ value: 1 }),
          after: JSON.stringify({ value: 2 }),
          created_at: row.at,
        })
        .execute();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (user: CreatedUser, query = '') => {
    const res = await getAs(t.app, `/api/audit${query}`, user);
    expect(res.statusCode).toBe(200);
    return AuditPageSchema.parse(res.json());
  };

  it('shows the board who changed what and when, newest first, with before and after', async () => {
    const page = await read(board, `?entity=race&entity_id=${raceId}`);
    expect(page.total).toBe(3);
    expect(page.items.map((item) => (item.after as { base_hits: number }).base_hits)).toEqual([
      4, 3, 2,
    ]);
    const newest = page.items[0]!;
    expect(newest).toMatchObject({
      action: 'update',
      entity: 'race',
      entity_id: raceId,
      actor: { id: board.id, name: 'Board Birgit', email: board.email },
      before: { base_hits: 3, name: 'Audited folk' },
    });
    const times = page.items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with limit and offset and counts every match', async () => {
    const first = await read(superadmin, '?limit=2');
    const second = await read(superadmin, '?limit=2&offset=2');
    expect(first.total).toBe(6);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(4);
    expect(first.items[0]!.id).toBeGreaterThan(second.items[0]!.id);
  });

  it('filters by person and by dates, a bare date covering its whole day', async () => {
    const byAdmin = await read(board, `?actor_id=${admin.id}`);
    expect(byAdmin.items.map((item) => item.entity).sort()).toEqual(['character', 'user']);
    const march = await read(board, '?from=2025-03-02&to=2025-03-03');
    expect(march.items.map((item) => item.entity)).toEqual(['class', 'character']);
    const none = await read(board, '?to=2025-02-28');
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('shows admins only the user-management part', async () => {
    const page = await read(admin);
    expect(page.items.map((item) => item.entity).sort()).toEqual(['character', 'user']);
    const rules = await read(admin, '?entity=race');
    expect(rules).toMatchObject({ total: 0, items: [] });
  });

  it('refuses players (403) and anonymous callers (401)', async () => {
    const res = await getAs(t.app, '/api/audit', player);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('errors.forbidden');
    expect((await getAs(t.app, '/api/audit', null)).statusCode).toBe(401);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?entity=secrets', 'entity'],
      ['?limit=1000', 'limit'],
      ['?offset=-1', 'offset'],
      ['?from=yesterday', 'from'],
      ['?actor_id=abc', 'actor_id'],
    ] as const) {
      const res = await getAs(t.app, `/api/audit${query}`, board);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details[0].field, query).toBe(field);
    }
  });

  it('offers no call that changes or deletes a row', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const first = (await read(board)).items[0]!;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', `/api/audit/${first.id}`]) {
        const res = await writeAs(t.app, method, url, board, { after: null });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
        ErrorBodySchema.parse(res.json());
      }
    }
    const after = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const again = (await read(board)).items[0]!;
    expect(again).toEqual(first);
  });

  it('keeps the rows that recordAudit writes inside a change', async () => {
    await recordAudit(t.db, { actorId: null, action: 'import', entity: 'rules', entityId: null });
    const page = await read(board, '?entity=rules');
    expect(page.items[0]).toMatchObject({ actor: null, action: 'import', before: null });
  });
});

describe('GET /api/audit names what each change concerns', () => {
  let t: TestApp;
  let board: CreatedUser;

  beforeAll(async () => {
    t = await buildTestApp();
    board = await createUser(t.app, { role: 'bestyrelse' });
  });
  afterAll(async () => {
    await t.close();
  });

  const entriesFor = async (query: string) => {
    const res = await getAs(t.app, `/api/audit${query}`, board);
    expect(res.statusCode).toBe(200);
    return AuditPageSchema.parse(res.json()).items;
  };

  it('by the name it has now, also where the change recorded none', async () => {
    const member = await createUser(t.app, { role: 'user', name: 'Ingrid Isdatter' });
    const res = await writeAs(t.app, 'PUT', `/api/users/${member.id}`, board, {
      role: 'admin',
    });
    expect(res.statusCode).toBe(200);
    const [roleChange] = await entriesFor(`?entity=user&entity_id=${member.id}`);
    expect(roleChange).toMatchObject({ action: 'role-change', entity_name: 'Ingrid Isdatter' });
    expect(JSON.stringify(roleChange!.after)).not.toContain('Ingrid');

    const race = await createRace(t.db, { name: 'Fjeldfolk', base_hits: 1 });
    await writeAs(t.app, 'PUT', `/api/races/${race.id}`, board, { name: 'Bjergfolk' });
    const renamed = await entriesFor(`?entity=race&entity_id=${race.id}`);
    expect(renamed.map((entry) => entry.entity_name)).toEqual(['Bjergfolk']);
  });

  it('by the name the change recorded once the entity is gone, and null without one', async () => {
    const race = await createRace(t.db, { name: 'Glemte folk', base_hits: 1 });
    const removed = await writeAs(t.app, 'DELETE', `/api/races/${race.id}`, board);
    expect(removed.statusCode).toBeLessThan(300);
    const [deletion] = await entriesFor(`?entity=race&entity_id=${race.id}`);
    expect(deletion).toMatchObject({ action: 'delete', entity_name: 'Glemte folk' });

    await recordAudit(t.db, { actorId: null, action: 'import', entity: 'rules', entityId: null });
    const [imported] = await entriesFor('?entity=rules');
    expect(imported!.entity_name).toBeNull();
  });
});
