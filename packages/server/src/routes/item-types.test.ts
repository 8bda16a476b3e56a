import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemType, ItemTypesResponse } from '@club/shared/contract/inventory';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createEventWorld,
  createMember,
  type EventWorld,
} from '../test/event-factories';
import { createItemTypeViaApi, grant } from '../test/inventory-factories';
import { createSpecialAbility } from '../test/rules-factories';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let board: CreatedUser;
let superadmin: CreatedUser;
let admin: CreatedUser;
let player: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  board = await createUser(t.app, { role: 'bestyrelse' });
  superadmin = await createUser(t.app, { role: 'superadmin' });
  admin = await createUser(t.app, { role: 'admin' });
  player = await createUser(t.app);
  world = await createEventWorld(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/item-types', () => {
  it('lets the board add a type with every field, and audits it', async () => {
    const herb = await createSpecialAbility(t.db, { name: 'Røllikesalve' });
    for (const editor of [board, superadmin]) {
      const response = await writeAs(t.app, 'POST', '/api/item-types', editor, {
        name: `Røllike ${editor.role}`,
        description: 'Hvide skærme langs vejkanten.',
        kind: 'resource',
        unique: false,
        unit: 'bdt.',
        visible_to_players: true,
        special_ability_id: herb.id,
      });
      expect(response.statusCode).toBe(201);
      const created = response.json<ItemType>();
      expect(created).toEqual({
        id: expect.any(Number),
        name: `Røllike ${editor.role}`,
        description: 'Hvide skærme langs vejkanten.',
        kind: 'resource',
        unique: false,
        unit: 'bdt.',
        visible_to_players: true,
        special_ability_id: herb.id,
      });
      const audit = await auditRowsFor(t.db, 'item-type', created.id);
      expect(audit.map((row) => [row.action, row.actor_id])).toEqual([['create', editor.id]]);
    }
  });

  it('fills the defaults: counted, visible, no unit, no special ability', async () => {
    const response = await writeAs(t.app, 'POST', '/api/item-types', board, {
      name: 'Sølv',
      kind: 'currency',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ItemType>()).toMatchObject({
      description: '',
      unique: false,
      unit: '',
      visible_to_players: true,
      special_ability_id: null,
    });
  });

  it('refuses admins and players (403), and bad input (400)', async () => {
    for (const who of [admin, player]) {
      const response = await writeAs(t.app, 'POST', '/api/item-types', who, {
        name: 'Guld',
        kind: 'currency',
      });
      expect(response.statusCode).toBe(403);
    }
    for (const body of [
      { name: '', kind: 'currency' },
      { name: 'Guld', kind: 'coin' },
      { name: 'x'.repeat(101), kind: 'item' },
      { name: 'Guld', kind: 'item', special_ability_id: 2_147_483_647 },
    ]) {
      const response = await writeAs(t.app, 'POST', '/api/item-types', board, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a name another type has, whatever its case (409)', async () => {
    await createItemTypeViaApi(t.app, board, { name: 'Kobber', kind: 'currency' });
    const response = await writeAs(t.app, 'POST', '/api/item-types', board, {
      name: 'kobber',
      kind: 'currency',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'inventory.errors.nameTaken' });
  });
});

describe('GET /api/item-types', () => {
  it('shows every member the catalogue, and players not the organizers’ own types', async () => {
    const open = await createItemTypeViaApi(t.app, board, { name: 'Perikon' });
    const secret = await createItemTypeViaApi(t.app, board, {
      name: 'Den sorte ring',
      kind: 'item',
      unique: true,
      visible_to_players: false,
    });
    const seen = async (who: CreatedUser) => {
      const response = await getAs(t.app, '/api/item-types', who);
      expect(response.statusCode).toBe(200);
      return response.json<ItemTypesResponse>().item_types.map((type) => type.id);
    };
    expect(await seen(player)).toContain(open.id);
    expect(await seen(player)).not.toContain(secret.id);
    for (const staff of [admin, board]) expect(await seen(staff)).toContain(secret.id);
    const names = (await getAs(t.app, '/api/item-types', board))
      .json<ItemTypesResponse>()
      .item_types.map((type) => type.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('needs a login (401)', async () => {
    expect((await getAs(t.app, '/api/item-types', null)).statusCode).toBe(401);
  });
});

describe('PUT /api/item-types/{id}', () => {
  it('changes the fields sent and keeps the others', async () => {
    const type = await createItemTypeViaApi(t.app, board, { name: 'Salvie', unit: 'bdt.' });
    const response = await writeAs(t.app, 'PUT', `/api/item-types/${type.id}`, board, {
      description: 'Grågrønne blade.',
      visible_to_players: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ItemType>()).toEqual({
      ...type,
      description: 'Grågrønne blade.',
      visible_to_players: false,
    });
    expect((await auditRowsFor(t.db, 'item-type', type.id)).map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('keeps whether a type in the ledger is unique (409), and allows it before', async () => {
    const type = await createItemTypeViaApi(t.app, board, { name: 'Talisman', kind: 'item' });
    const before = await writeAs(t.app, 'PUT', `/api/item-types/${type.id}`, board, {
      unique: true,
    });
    expect(before.statusCode).toBe(200);
    const back = await writeAs(t.app, 'PUT', `/api/item-types/${type.id}`, board, {
      unique: false,
    });
    expect(back.statusCode).toBe(200);
    const member = await createMember(t.app, world);
    await grant(t.app, admin, member.characterId, type.id, 1);
    const after = await writeAs(t.app, 'PUT', `/api/item-types/${type.id}`, board, {
      unique: true,
    });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'inventory.errors.uniqueFixed' });
  });

  it('is 404 for an unknown type and 403 for admins', async () => {
    expect(
      (await writeAs(t.app, 'PUT', '/api/item-types/999999', board, { unit: 'x' })).statusCode,
    ).toBe(404);
    const type = await createItemTypeViaApi(t.app, board);
    expect(
      (await writeAs(t.app, 'PUT', `/api/item-types/${type.id}`, admin, { unit: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/item-types/{id}', () => {
  it('deletes a type nothing uses', async () => {
    const type = await createItemTypeViaApi(t.app, board);
    const response = await writeAs(t.app, 'DELETE', `/api/item-types/${type.id}`, board);
    expect(response.statusCode).toBe(204);
    const left = (await getAs(t.app, '/api/item-types', board)).json<ItemTypesResponse>();
    expect(left.item_types.map((row) => row.id)).not.toContain(type.id);
    expect((await auditRowsFor(t.db, 'item-type', type.id)).map((row) => row.action)).toContain(
      'delete',
    );
  });

  it('refuses a type the ledger holds (409 errors.inUse)', async () => {
    const type = await createItemTypeViaApi(t.app, board);
    const member = await createMember(t.app, world);
    await grant(t.app, admin, member.characterId, type.id, 3);
    const response = await writeAs(t.app, 'DELETE', `/api/item-types/${type.id}`, board);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'errors.inUse' });
  });

  it('refuses a type an event’s envelope names (409 errors.inUse)', async () => {
    const type = await createItemTypeViaApi(t.app, board);
    const event = await createEventViaApi(t.app, board);
    const put = await writeAs(t.app, 'PUT', `/api/events/${event.id}/envelope`, admin, {
      rules: [{ to: { all: true }, items: [{ item_type_id: type.id, quantity: 2 }] }],
    });
    expect(put.statusCode).toBe(200);
    const response = await writeAs(t.app, 'DELETE', `/api/item-types/${type.id}`, board);
    expect(response.statusCode).toBe(409);
  });

  it('refuses admins and players (403)', async () => {
    const type = await createItemTypeViaApi(t.app, board);
    for (const who of [admin, player]) {
      expect((await writeAs(t.app, 'DELETE', `/api/item-types/${type.id}`, who)).statusCode).toBe(
        403,
      );
    }
  });
});
