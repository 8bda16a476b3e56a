import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharacterRecipes, CraftResult, RecipeResponse } from '@club/shared/contract/crafting';
import type { ItemLookup, LedgerEntry } from '@club/shared/contract/inventory';
import {
  checkedInAtRunningEvent,
  craftAs,
  createAlchemist,
  createWorkshop,
  putRecipe,
} from '../test/crafting-factories';
import { createUser, type CreatedUser } from '../test/factories';
import { grant, inventoryOf, quantityOf } from '../test/inventory-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let board: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  board = await createUser(t.app, { role: 'bestyrelse' });
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

const setCraftingCostsMana = async (on: boolean) => {
  const response = await writeAs(t.app, 'PUT', '/api/settings', board, {
    crafting_costs_mana: on,
  });
  expect(response.statusCode).toBe(200);
};

describe('GET and PUT /api/special-abilities/{id}/recipe', () => {
  it('keeps the board’s recipe and proposes inputs from the ingredients by catalogue names', async () => {
    const w = await createWorkshop(t.app, board);
    const read = await getAs(t.app, `/api/special-abilities/${w.specialAbilityId}/recipe`, board);
    expect(read.statusCode).toBe(200);
    const body = read.json<RecipeResponse>();
    expect(body.recipe).toEqual({
      special_ability_id: w.specialAbilityId,
      inputs: [
        expect.objectContaining({ item_type_id: w.herb.id, quantity: 2, unique: false }),
        expect.objectContaining({ item_type_id: w.mineral.id, quantity: 1 }),
      ],
      outputs: [expect.objectContaining({ item_type_id: w.potion.id, quantity: 1, unique: true })],
      keeps_events: 1,
    });
    expect(body.proposed_inputs.map((line) => [line.item_type_id, line.quantity])).toEqual([
      [w.herb.id, 2],
      [w.mineral.id, 1],
    ]);
    expect(body.unmatched).toEqual([]);
  });

  it('is the board’s: a member and an admin are refused', async () => {
    const w = await createWorkshop(t.app, board);
    const member = await createUser(t.app);
    const url = `/api/special-abilities/${w.specialAbilityId}/recipe`;
    expect((await getAs(t.app, url, member)).statusCode).toBe(403);
    expect((await getAs(t.app, url, admin)).statusCode).toBe(403);
    const put = await writeAs(t.app, 'PUT', url, member, {
      inputs: [],
      outputs: [{ item_type_id: w.potion.id, quantity: 1 }],
      keeps_events: null,
    });
    expect(put.statusCode).toBe(403);
  });

  it('refuses a recipe with a unique ingredient, a type twice, an unknown type or no product', async () => {
    const w = await createWorkshop(t.app, board);
    const url = `/api/special-abilities/${w.specialAbilityId}/recipe`;
    const bad = [
      {
        inputs: [{ item_type_id: w.potion.id, quantity: 1 }],
        outputs: [{ item_type_id: w.herb.id, quantity: 1 }],
      },
      {
        inputs: [
          { item_type_id: w.herb.id, quantity: 1 },
          { item_type_id: w.herb.id, quantity: 2 },
        ],
        outputs: [{ item_type_id: w.potion.id, quantity: 1 }],
      },
      {
        inputs: [{ item_type_id: 999_999, quantity: 1 }],
        outputs: [{ item_type_id: w.potion.id, quantity: 1 }],
      },
      { inputs: [{ item_type_id: w.herb.id, quantity: 1 }], outputs: [] },
    ];
    for (const body of bad) {
      const response = await writeAs(t.app, 'PUT', url, board, { ...body, keeps_events: null });
      expect(response.statusCode).toBe(400);
    }
    const still = (await getAs(t.app, url, board)).json<RecipeResponse>();
    expect(still.recipe?.inputs).toHaveLength(2);
    expect(
      (
        await writeAs(t.app, 'PUT', '/api/special-abilities/999999/recipe', board, {
          inputs: [],
          outputs: [{ item_type_id: w.potion.id, quantity: 1 }],
          keeps_events: null,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes a recipe, and an item type a recipe names is in use', async () => {
    const w = await createWorkshop(t.app, board);
    expect((await writeAs(t.app, 'DELETE', `/api/item-types/${w.herb.id}`, board)).statusCode).toBe(
      409,
    );
    const url = `/api/special-abilities/${w.specialAbilityId}/recipe`;
    expect((await writeAs(t.app, 'DELETE', url, board)).statusCode).toBe(204);
    expect((await getAs(t.app, url, board)).json<RecipeResponse>().recipe).toBeNull();
    expect((await writeAs(t.app, 'DELETE', url, board)).statusCode).toBe(404);
  });
});

describe('GET /api/characters/{id}/recipes', () => {
  it('lists what the sheet knows, with what is held and missing of each input', async () => {
    const w = await createWorkshop(t.app, board);
    const asta = await createAlchemist(t.app, w);
    await grant(t.app, admin, asta.characterId, w.herb.id, 3);
    const response = await getAs(t.app, `/api/characters/${asta.characterId}/recipes`, asta);
    expect(response.statusCode).toBe(200);
    const body = response.json<CharacterRecipes>();
    expect(body.event).toBeNull();
    expect(body.recipes).toEqual([
      expect.objectContaining({
        special_ability_id: w.specialAbilityId,
        effect: 'Giver 1 liv tilbage.',
        can_make: 0,
        inputs: [
          expect.objectContaining({ item_type_id: w.herb.id, quantity: 2, held: 3, missing: 0 }),
          expect.objectContaining({ item_type_id: w.mineral.id, quantity: 1, held: 0, missing: 1 }),
        ],
      }),
    ]);
  });

  it('lists nothing for a sheet without the special ability, and is the owner’s and staff’s', async () => {
    const w = await createWorkshop(t.app, board);
    const other = await createAlchemist(t.app, w, { knows: false });
    const body = (
      await getAs(t.app, `/api/characters/${other.characterId}/recipes`, other)
    ).json<CharacterRecipes>();
    expect(body.recipes).toEqual([]);
    const stranger = await createUser(t.app);
    expect(
      (await getAs(t.app, `/api/characters/${other.characterId}/recipes`, stranger)).statusCode,
    ).toBe(403);
    expect(
      (await getAs(t.app, `/api/characters/${other.characterId}/recipes`, admin)).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/characters/{id}/craft', () => {
  it('takes the ingredients and gives the product in one ledger step, at the running event', async () => {
    const w = await createWorkshop(t.app, board);
    const asta = await createAlchemist(t.app, w);
    const eventId = await checkedInAtRunningEvent(t.app, admin, board, asta);
    await grant(t.app, admin, asta.characterId, w.herb.id, 5);
    await grant(t.app, admin, asta.characterId, w.mineral.id, 2);

    const response = await craftAs(t.app, asta, asta.characterId, {
      special_ability_id: w.specialAbilityId,
      times: 2,
    });
    expect(response.statusCode).toBe(201);
    const result = response.json<CraftResult>();
    expect(result.event?.id).toBe(eventId);
    expect(result.consumed).toEqual([
      expect.objectContaining({ item_type_id: w.herb.id, quantity: 4 }),
      expect.objectContaining({ item_type_id: w.mineral.id, quantity: 2 }),
    ]);
    expect(result.items).toHaveLength(2);

    const inventory = await inventoryOf(t.app, asta, asta.characterId);
    expect(quantityOf(inventory, w.herb.id)).toBe(1);
    expect(quantityOf(inventory, w.mineral.id)).toBe(0);
    const potions = inventory.items.filter((item) => item.item_type_id === w.potion.id);
    expect(potions).toHaveLength(2);
    expect(potions[0]!.crafted).toEqual(
      expect.objectContaining({
        event: { id: eventId, title: expect.any(String) },
        effect: 'Giver 1 liv tilbage.',
        keeps_events: 1,
        keeps_until: null,
      }),
    );
    expect(potions[0]!.spoiled).toBe(false);
    expect(inventory.history.filter((row) => row.cause === 'craft')).toHaveLength(4);
  });

  it('refuses with 409 naming each missing input and its shortfall, and changes nothing', async () => {
    const w = await createWorkshop(t.app, board);
    const asta = await createAlchemist(t.app, w);
    await checkedInAtRunningEvent(t.app, admin, board, asta);
    await grant(t.app, admin, asta.characterId, w.herb.id, 3);

    const response = await craftAs(t.app, asta, asta.characterId, {
      special_ability_id: w.specialAbilityId,
      times: 2,
    });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; details: { field: string; message: string }[] }>();
    expect(body.code).toBe('crafting.errors.notEnough');
    expect(body.details).toEqual([
      { field: 'inputs[0]', message: `${w.herb.name}: 1 missing (holds 3, needs 4)` },
      { field: 'inputs[1]', message: `${w.mineral.name}: 2 missing (holds 0, needs 2)` },
    ]);
    const inventory = await inventoryOf(t.app, asta, asta.characterId);
    expect(quantityOf(inventory, w.herb.id)).toBe(3);
    expect(inventory.items).toEqual([]);
  });

  it('refuses a character whose sheet does not hold the knowledge (403)', async () => {
    const w = await createWorkshop(t.app, board);
    const bjorn = await createAlchemist(t.app, w, { knows: false });
    await checkedInAtRunningEvent(t.app, admin, board, bjorn);
    await grant(t.app, admin, bjorn.characterId, w.herb.id, 2);
    await grant(t.app, admin, bjorn.characterId, w.mineral.id, 1);
    const response = await craftAs(t.app, bjorn, bjorn.characterId, {
      special_ability_id: w.specialAbilityId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('crafting.errors.notKnown');
  });

  it('lets a player craft only at a running event; staff any time with a reason', async () => {
    const w = await createWorkshop(t.app, board);
    const asta = await createAlchemist(t.app, w);
    await grant(t.app, admin, asta.characterId, w.herb.id, 4);
    await grant(t.app, admin, asta.characterId, w.mineral.id, 2);
    const body = { special_ability_id: w.specialAbilityId };

    const away = await craftAs(t.app, asta, asta.characterId, body);
    expect(away.statusCode).toBe(409);
    expect(away.json<{ code: string }>().code).toBe('crafting.errors.notAtEvent');

    const stranger = await createUser(t.app);
    expect((await craftAs(t.app, stranger, asta.characterId, body)).statusCode).toBe(403);

    const noReason = await craftAs(t.app, admin, asta.characterId, body);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ code: string }>().code).toBe('crafting.errors.reasonRequired');

    const desk = await craftAs(t.app, admin, asta.characterId, {
      ...body,
      reason: 'Brygget ved bordet',
    });
    expect(desk.statusCode).toBe(201);
    expect(desk.json<CraftResult>().event).toBeNull();
    const ledger = await getAs(
      t.app,
      `/api/item-transfers?character_id=${asta.characterId}`,
      admin,
    );
    const crafts = ledger
      .json<{ entries: LedgerEntry[] }>()
      .entries.filter((entry) => entry.cause === 'craft');
    expect(crafts.map((entry) => [entry.from, entry.to === 'used' ? 'used' : 'character'])).toEqual(
      expect.arrayContaining([
        ['workshop', 'character'],
        [{ character_id: asta.characterId, name: expect.any(String) }, 'used'],
      ]),
    );
    expect(
      crafts.every((entry) => entry.by === admin.name && entry.reason === 'Brygget ved bordet'),
    ).toBe(true);
  });

  it('crafts once for the same Idempotency-Key, and refuses the key for another craft', async () => {
    const w = await createWorkshop(t.app, board);
    const asta = await createAlchemist(t.app, w);
    await checkedInAtRunningEvent(t.app, admin, board, asta);
    await grant(t.app, admin, asta.characterId, w.herb.id, 10);
    await grant(t.app, admin, asta.characterId, w.mineral.id, 5);
    const body = { special_ability_id: w.specialAbilityId, times: 1 };

    const first = await craftAs(t.app, asta, asta.characterId, body, 'tap-1');
    const again = await craftAs(t.app, asta, asta.characterId, body, 'tap-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const inventory = await inventoryOf(t.app, asta, asta.characterId);
    expect(quantityOf(inventory, w.herb.id)).toBe(8);
    expect(inventory.items).toHaveLength(1);

    const other = await craftAs(t.app, asta, asta.characterId, { ...body, times: 2 }, 'tap-1');
    expect(other.statusCode).toBe(409);
    expect(other.json<{ code: string }>().code).toBe('crafting.errors.keyReused');
  });

  it('crafts once when the same key arrives twice at once', async () => {
    const w = await createWorkshop(t.app, board);
    const asta = await createAlchemist(t.app, w);
    await checkedInAtRunningEvent(t.app, admin, board, asta);
    await grant(t.app, admin, asta.characterId, w.herb.id, 10);
    await grant(t.app, admin, asta.characterId, w.mineral.id, 5);
    const body = { special_ability_id: w.specialAbilityId };
    const [a, b] = await Promise.all([
      craftAs(t.app, asta, asta.characterId, body, 'double-tap'),
      craftAs(t.app, asta, asta.characterId, body, 'double-tap'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    const inventory = await inventoryOf(t.app, asta, asta.characterId);
    expect(quantityOf(inventory, w.herb.id)).toBe(8);
    expect(inventory.items).toHaveLength(1);
  });

  it('never takes a stock below zero under 10 parallel crafts', async () => {
    const w = await createWorkshop(t.app, board);
    const asta = await createAlchemist(t.app, w);
    await checkedInAtRunningEvent(t.app, admin, board, asta);
    await grant(t.app, admin, asta.characterId, w.herb.id, 7);
    await grant(t.app, admin, asta.characterId, w.mineral.id, 10);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        craftAs(t.app, asta, asta.characterId, { special_ability_id: w.specialAbilityId }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    const inventory = await inventoryOf(t.app, asta, asta.characterId);
    expect(quantityOf(inventory, w.herb.id)).toBe(1);
    expect(quantityOf(inventory, w.mineral.id)).toBe(7);
    expect(inventory.items).toHaveLength(3);
  });

  it('spends mana when the board says crafting costs mana, renewed at the next event', async () => {
    // Base mana 2 + bonus MP 1 = 3 per event; each craft costs 2.
    const w = await createWorkshop(t.app, board, { baseMana: 2, bonusMp: 1, manaCost: 2 });
    const asta = await createAlchemist(t.app, w);
    await checkedInAtRunningEvent(t.app, admin, board, asta);
    await grant(t.app, admin, asta.characterId, w.herb.id, 20);
    await grant(t.app, admin, asta.characterId, w.mineral.id, 10);
    const body = { special_ability_id: w.specialAbilityId };
    await setCraftingCostsMana(true);
    try {
      const first = await craftAs(t.app, asta, asta.characterId, body);
      expect(first.statusCode).toBe(201);
      expect(first.json<CraftResult>()).toEqual(
        expect.objectContaining({ mana_spent: 2, mana_left: 1 }),
      );
      const second = await craftAs(t.app, asta, asta.characterId, body);
      expect(second.statusCode).toBe(409);
      expect(second.json<{ code: string; params: object }>()).toEqual(
        expect.objectContaining({
          code: 'crafting.errors.notEnoughMana',
          params: { have: 1, need: 2 },
        }),
      );
      const recipes = (
        await getAs(t.app, `/api/characters/${asta.characterId}/recipes`, asta)
      ).json<CharacterRecipes>();
      expect(recipes.mana).toEqual({ max: 3, spent: 2, left: 1 });

      // The next event: a fresh 3.
      await t.db
        .updateTable('event_signups')
        .set({ checked_out_at: new Date().toISOString() })
        .where('character_id', '=', asta.characterId)
        .execute();
      await checkedInAtRunningEvent(t.app, admin, board, asta);
      const renewed = await craftAs(t.app, asta, asta.characterId, body);
      expect(renewed.statusCode).toBe(201);
      expect(renewed.json<CraftResult>().mana_left).toBe(1);
    } finally {
      await setCraftingCostsMana(false);
    }
  });
});

describe('crafted pieces', () => {
  it('spoil after their last event, cannot then be given on, and are marked used by the owner', async () => {
    const w = await createWorkshop(t.app, board, { keepsEvents: 0 });
    const asta = await createAlchemist(t.app, w);
    const bjorn = await createAlchemist(t.app, w);
    const eventId = await checkedInAtRunningEvent(t.app, admin, board, asta);
    await grant(t.app, admin, asta.characterId, w.herb.id, 4);
    await grant(t.app, admin, asta.characterId, w.mineral.id, 2);
    const made = (
      await craftAs(t.app, asta, asta.characterId, {
        special_ability_id: w.specialAbilityId,
        times: 2,
      })
    ).json<CraftResult>();
    const [fresh, old] = made.items;

    let inventory = await inventoryOf(t.app, asta, asta.characterId);
    expect(inventory.items.find((item) => item.id === fresh!.id)?.crafted?.keeps_until?.id).toBe(
      eventId,
    );

    // The event ends: what was made to keep through it is spoiled.
    await t.db
      .updateTable('events')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', eventId)
      .execute();
    inventory = await inventoryOf(t.app, asta, asta.characterId);
    expect(inventory.items.every((item) => item.spoiled)).toBe(true);
    const card = (await getAs(t.app, `/api/items/${old!.code}`, asta)).json<ItemLookup>();
    expect(card.item).toEqual(
      expect.objectContaining({
        spoiled: true,
        crafted: expect.objectContaining({ effect: 'Giver 1 liv tilbage.' }),
      }),
    );
    expect(card.item.used).toBeUndefined();
    const gift = await writeAs(t.app, 'POST', '/api/item-transfers', asta, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_id: old!.id,
    });
    expect(gift.statusCode).toBe(409);
    expect(gift.json<{ code: string }>().code).toBe('inventory.errors.spoiled');

    // Only the holder's owner or staff mark it used; then it has left.
    expect(
      (await writeAs(t.app, 'POST', `/api/items/${old!.code}/use`, bjorn, {})).statusCode,
    ).toBe(403);
    const used = await writeAs(t.app, 'POST', `/api/items/${old!.code}/use`, asta, {
      reason: 'Drukket i slaget',
    });
    expect(used.statusCode).toBe(200);
    expect(used.json<LedgerEntry>()).toEqual(
      expect.objectContaining({ cause: 'used', to: 'used' }),
    );
    expect((await writeAs(t.app, 'POST', `/api/items/${old!.code}/use`, asta, {})).statusCode).toBe(
      409,
    );
    inventory = await inventoryOf(t.app, asta, asta.characterId);
    expect(inventory.items.map((item) => item.id)).toEqual([fresh!.id]);
    const after = (await getAs(t.app, `/api/items/${old!.code}`, admin)).json<ItemLookup>();
    expect(after.item.used).toBe(true);
    expect(after.staff?.holder).toBe('used');
  });

  it('keeps fresh pieces giveable, with the maker shown to the receiver', async () => {
    const w = await createWorkshop(t.app, board, { keepsEvents: null });
    const asta = await createAlchemist(t.app, w);
    const bjorn = await createAlchemist(t.app, w);
    await checkedInAtRunningEvent(t.app, admin, board, asta);
    await grant(t.app, admin, asta.characterId, w.herb.id, 2);
    await grant(t.app, admin, asta.characterId, w.mineral.id, 1);
    const made = (
      await craftAs(t.app, asta, asta.characterId, { special_ability_id: w.specialAbilityId })
    ).json<CraftResult>();
    const gift = await writeAs(t.app, 'POST', '/api/item-transfers', asta, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_id: made.items[0]!.id,
    });
    expect(gift.statusCode).toBe(201);
    const received = await inventoryOf(t.app, bjorn, bjorn.characterId);
    expect(received.items[0]?.crafted?.by).toEqual(expect.any(String));
    expect(received.items[0]?.spoiled).toBe(false);
  });
});

describe('recipes in the rules file', () => {
  it('are exported with their special ability', async () => {
    const w = await createWorkshop(t.app, board);
    await putRecipe(t.app, board, w.specialAbilityId, {
      inputs: [{ item_type_id: w.herb.id, quantity: 3 }],
      outputs: [{ item_type_id: w.potion.id, quantity: 2 }],
      keeps_events: 2,
    });
    const response = await getAs(t.app, '/api/rules/export', board);
    expect(response.statusCode).toBe(200);
    const file = response.json<{
      special_abilities: { name: string; recipe?: unknown }[];
    }>();
    const special = file.special_abilities.find((s) => s.name.startsWith('Livseliksir'));
    expect(special?.recipe).toBeDefined();
  });
});
