import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@club/shared/contract/audit';
import { type CreatedUser } from '../test/factories';
import { createEventClub, createMember, type EventWorld } from '../test/event-factories';
import { actingAs, addChildViaApi } from '../test/household-factories';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let world: EventWorld;
let board: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  ({ board, world } = await createEventClub(t.app));
});
afterAll(async () => {
  await t?.close();
});

const message = { message: 'Må jeg bytte min evne?' };

describe('audit rows of writes made acting as a person of the household', () => {
  it('name the guardian as the actor and the person as whom it was done for, request by request', async () => {
    const parent = await createMember(t.app, world, { name: 'Mette Mor' });
    const child = await addChildViaApi(t.app, parent, world, { name: 'Asta' });

    // At once: the same guardian asks as the child and for their own character.
    const [acting, own] = await Promise.all([
      actingAs(
        t.app,
        parent,
        child.id,
        'POST',
        `/api/characters/${child.characterId}/change-requests`,
        message,
      ),
      writeAs(
        t.app,
        'POST',
        `/api/characters/${parent.characterId}/change-requests`,
        parent,
        message,
      ),
    ]);
    expect(acting.statusCode).toBe(201);
    expect(own.statusCode).toBe(201);

    const [actingRow] = await auditRowsFor(t.db, 'character', child.characterId);
    expect(actingRow).toMatchObject({
      action: 'change-request',
      actor_id: parent.id,
      on_behalf_of_id: child.id,
    });
    const [ownRow] = await auditRowsFor(t.db, 'character', parent.characterId);
    expect(ownRow).toMatchObject({ actor_id: parent.id, on_behalf_of_id: null });

    const read = await getAs(
      t.app,
      `/api/audit?entity=character&entity_id=${child.characterId}`,
      board,
    );
    expect(read.statusCode).toBe(200);
    const [entry] = read.json<AuditPage>().items;
    expect(entry).toMatchObject({
      actor: { id: parent.id, name: 'Mette Mor' },
      on_behalf_of: { id: child.id, name: 'Asta' },
    });
    const mine = await getAs(
      t.app,
      `/api/audit?entity=character&entity_id=${parent.characterId}`,
      board,
    );
    expect(mine.json<AuditPage>().items[0]).toMatchObject({
      actor: { id: parent.id },
      on_behalf_of: null,
    });
  });
});
