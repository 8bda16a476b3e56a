import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Character,
  XpAwardsResponse,
  XpLedgerResponse,
} from '@club/shared/contract/characters';
import { auditRowsFor, buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';
import {
  createCharacterViaApi,
  createCharacterWorld,
  pick,
  type CharacterWorld,
} from '../test/character-factories';

let t: TestApp;
let world: CharacterWorld;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp({ startingXp: 10 });
  world = await createCharacterWorld(t.db);
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

/** A member's character that has spent `levels` × 2 XP of its 10. */
async function characterSpending(
  levels: number,
): Promise<{ owner: CreatedUser; character: Character }> {
  const owner = await createUser(t.app);
  const character = await createCharacterViaApi(t.app, owner.token, world);
  const second = world.mandatory[1]!.id;
  const first = world.mandatory[0]!.id;
  const rows = [
    pick(world, first, 1),
    pick(world, second, 1),
    pick(world, world.mandatory[2]!.id, 1),
  ];
  const saved = await writeAs(t.app, 'POST', `/api/characters/${character.id}/abilities`, owner, {
    abilities: rows.slice(0, levels),
  });
  expect(saved.statusCode).toBe(200);
  return { owner, character };
}

async function ledgerLength(characterId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('xp_awards')
    .select('id')
    .where('character_id', '=', characterId)
    .execute();
  return rows.length;
}

describe('POST /api/xp-awards', () => {
  it('awards three characters in one step: one ledger row and one audit row each', async () => {
    const picked = [
      await characterSpending(1),
      await characterSpending(2),
      await characterSpending(0),
    ];
    const ids = picked.map(({ character }) => character.id);
    const response = await writeAs(t.app, 'POST', '/api/xp-awards', admin, {
      character_ids: ids,
      amount: 3,
      reason: 'Sommertræf 2026',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as XpAwardsResponse;
    expect(body.awards.map((a) => a.character_id).sort()).toEqual([...ids].sort());
    expect(body.awards.every((a) => a.amount === 3 && a.awarded_by === admin.id)).toBe(true);

    for (const { owner, character } of picked) {
      const ledger = (
        await getAs(t.app, `/api/characters/${character.id}/xp`, owner)
      ).json() as XpLedgerResponse;
      expect(ledger.xp).toBe(13);
      expect(ledger.entries[0]).toMatchObject({
        amount: 3,
        reason: 'Sommertræf 2026',
        awarded_by_name: admin.name,
        created_at: expect.any(String),
      });
      expect((await auditRowsFor(t.db, 'character', character.id)).at(-1)?.action).toBe('xp-award');
    }
  });

  it('takes a correction down to what is spent, never below it: 409 naming the character, nothing written', async () => {
    const roomy = await characterSpending(1);
    const tight = await characterSpending(3);
    const before = [await ledgerLength(roomy.character.id), await ledgerLength(tight.character.id)];
    const auditBefore = await t.db.selectFrom('audit_log').select('id').execute();

    const refused = await writeAs(t.app, 'POST', '/api/xp-awards', admin, {
      character_ids: [roomy.character.id, tight.character.id],
      amount: -5,
      reason: 'Rettelse: dobbelt tildelt',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'characters.xpBelowSpent',
      params: { character_id: tight.character.id, xp: 10, xp_spent: 6 },
      details: [{ field: 'character_ids', message: tight.character.name }],
    });
    expect([
      await ledgerLength(roomy.character.id),
      await ledgerLength(tight.character.id),
    ]).toEqual(before);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual(auditBefore);

    const corrected = await writeAs(t.app, 'POST', '/api/xp-awards', admin, {
      character_ids: [tight.character.id],
      amount: -4,
      reason: 'Rettelse: dobbelt tildelt',
    });
    expect(corrected.statusCode).toBe(201);
    const read = (
      await getAs(t.app, `/api/characters/${tight.character.id}`, tight.owner)
    ).json() as Character;
    expect(read).toMatchObject({ xp: 6, xp_spent: 6 });

    // The single-character award keeps the same floor.
    const single = await writeAs(t.app, 'POST', `/api/characters/${tight.character.id}/xp`, admin, {
      amount: -1,
      reason: 'Rettelse',
    });
    expect(single.statusCode).toBe(409);
  });

  it('refuses members, no reason, zero and unknown characters', async () => {
    const { owner, character } = await characterSpending(0);
    const body = { character_ids: [character.id], amount: 2, reason: 'Ekstra' };
    expect((await writeAs(t.app, 'POST', '/api/xp-awards', owner, body)).statusCode).toBe(403);
    expect(
      (await writeAs(t.app, 'POST', '/api/xp-awards', admin, { ...body, reason: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (await writeAs(t.app, 'POST', '/api/xp-awards', admin, { ...body, amount: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await writeAs(t.app, 'POST', '/api/xp-awards', admin, { ...body, character_ids: [] }))
        .statusCode,
    ).toBe(400);
    const before = await ledgerLength(character.id);
    const unknown = await writeAs(t.app, 'POST', '/api/xp-awards', admin, {
      ...body,
      character_ids: [character.id, 999_999],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await ledgerLength(character.id)).toBe(before);
  });
});
