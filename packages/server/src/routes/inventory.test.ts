import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Inventory,
  ItemLookup,
  ItemsResponse,
  LedgerResponse,
  RecipientsResponse,
  TransferResponse,
} from '@club/shared/contract/inventory';
import type { NotificationsResponse } from '@club/shared/contract/notifications';
import { type CreatedUser } from '../test/factories';
import {
  createEventViaApi,
  createMember,
  signUpViaApi,
  type EventWorld,
  type Member,
  createEventClub,
} from '../test/event-factories';
import {
  createItemTypeViaApi,
  grant,
  inventoryOf,
  quantityOf,
  transferViaApi,
} from '../test/inventory-factories';
import { buildTestApp, getAs, writeAs, type TestApp } from '../test/test-app';

let t: TestApp;
let board: CreatedUser;
let admin: CreatedUser;
let world: EventWorld;

beforeAll(async () => {
  t = await buildTestApp();
  ({ board, admin, world } = await createEventClub(t.app));
});
afterAll(async () => {
  await t?.close();
});

const post = (who: { token: string }, body: unknown) =>
  writeAs(t.app, 'POST', '/api/item-transfers', who, body);

async function renamed(member: Member, name: string): Promise<Member> {
  await t.db.updateTable('characters').set({ name }).where('id', '=', member.characterId).execute();
  return member;
}

describe('POST /api/item-transfers by staff', () => {
  it('grants from the bank, takes back and moves between characters, each a ledger row', async () => {
    const silver = await createItemTypeViaApi(t.app, board, {
      name: 'Sølv',
      kind: 'currency',
      unit: 'sølv',
    });
    const asta = await renamed(await createMember(t.app, world), 'Asta');
    const bjorn = await renamed(await createMember(t.app, world), 'Bjørn');

    const granted = await grant(t.app, admin, asta.characterId, silver.id, 12);
    expect(granted.transfers).toEqual([
      expect.objectContaining({
        cause: 'grant',
        item_type_id: silver.id,
        name: 'Sølv',
        unit: 'sølv',
        quantity: 12,
        item: null,
        from: 'bank',
        to: { character_id: asta.characterId, name: 'Asta' },
        reason: 'Til prøven',
        by: admin.name,
        event: null,
      }),
    ]);
    await transferViaApi(t.app, board, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_type_id: silver.id,
      quantity: 5,
      reason: 'Betaling for en hest',
    });
    const taken = await transferViaApi(t.app, admin, {
      from: { character_id: bjorn.characterId },
      to: 'bank',
      item_type_id: silver.id,
      quantity: 2,
      reason: 'Skat',
    });
    expect(taken.transfers[0]).toMatchObject({ cause: 'take', to: 'bank' });

    expect(quantityOf(await inventoryOf(t.app, asta, asta.characterId), silver.id)).toBe(7);
    expect(quantityOf(await inventoryOf(t.app, bjorn, bjorn.characterId), silver.id)).toBe(3);
    const causes = (await inventoryOf(t.app, admin, bjorn.characterId)).history.map((row) => [
      row.cause,
      row.direction,
      row.quantity,
    ]);
    expect(causes).toEqual([
      ['take', 'out', 2],
      ['move', 'in', 5],
    ]);
  });

  it('needs a reason from staff (400), and a holder other than the giver', async () => {
    const herb = await createItemTypeViaApi(t.app, board);
    const asta = await createMember(t.app, world);
    const noReason = await post(admin, {
      from: 'bank',
      to: { character_id: asta.characterId },
      item_type_id: herb.id,
      quantity: 1,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: 'inventory.errors.reasonRequired',
      details: [{ field: 'reason' }],
    });
    const bankToBank = await post(admin, {
      from: 'bank',
      to: 'bank',
      item_type_id: herb.id,
      quantity: 1,
      reason: 'x',
    });
    expect(bankToBank.statusCode).toBe(400);
    expect(bankToBank.json()).toMatchObject({ code: 'inventory.errors.sameHolder' });
  });

  it('refuses bad bodies with 400 and unknown things with 404', async () => {
    const herb = await createItemTypeViaApi(t.app, board);
    const asta = await createMember(t.app, world);
    for (const body of [
      {},
      {
        from: 'bank',
        to: { character_id: asta.characterId },
        item_type_id: herb.id,
        quantity: 0,
        reason: 'x',
      },
      {
        from: 'bank',
        to: { character_id: asta.characterId },
        item_type_id: herb.id,
        quantity: 1.5,
        reason: 'x',
      },
      {
        from: 'vault',
        to: { character_id: asta.characterId },
        item_type_id: herb.id,
        quantity: 1,
        reason: 'x',
      },
      {
        from: 'bank',
        to: { character_id: asta.characterId },
        item_type_id: herb.id,
        item_id: 1,
        reason: 'x',
      },
    ]) {
      expect((await post(admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknownType = await post(admin, {
      from: 'bank',
      to: { character_id: asta.characterId },
      item_type_id: 999_999,
      quantity: 1,
      reason: 'x',
    });
    expect(unknownType.statusCode).toBe(404);
    const unknownCharacter = await post(admin, {
      from: 'bank',
      to: { character_id: 999_999 },
      item_type_id: herb.id,
      quantity: 1,
      reason: 'x',
    });
    expect(unknownCharacter.statusCode).toBe(404);
  });

  it('answers 409 naming the type and the shortfall when a character holds too little', async () => {
    const herb = await createItemTypeViaApi(t.app, board, { name: 'Vejbred', unit: 'bdt.' });
    const asta = await createMember(t.app, world);
    await grant(t.app, admin, asta.characterId, herb.id, 2);
    const response = await post(admin, {
      from: { character_id: asta.characterId },
      to: 'bank',
      item_type_id: herb.id,
      quantity: 5,
      reason: 'Tilbage',
    });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ error: string; code: string; params: Record<string, number> }>();
    expect(body.code).toBe('inventory.errors.notEnough');
    expect(body.params).toEqual({ item_type_id: herb.id, have: 2, need: 5, missing: 3 });
    expect(body.error).toContain('3 bdt. Vejbred');
    expect(quantityOf(await inventoryOf(t.app, admin, asta.characterId), herb.id)).toBe(2);
  });

  it('refuses players everything but a gift from their own character (403/400)', async () => {
    const herb = await createItemTypeViaApi(t.app, board);
    const asta = await createMember(t.app, world);
    const bjorn = await createMember(t.app, world);
    await grant(t.app, admin, bjorn.characterId, herb.id, 3);
    const fromBank = await post(asta, {
      from: 'bank',
      to: { character_id: asta.characterId },
      item_type_id: herb.id,
      quantity: 1,
    });
    expect(fromBank.statusCode).toBe(400);
    expect(fromBank.json()).toMatchObject({ code: 'inventory.errors.giftsBetweenCharacters' });
    const fromOther = await post(asta, {
      from: { character_id: bjorn.characterId },
      to: { character_id: asta.characterId },
      item_type_id: herb.id,
      quantity: 1,
    });
    expect(fromOther.statusCode).toBe(403);
    expect(fromOther.json()).toMatchObject({ code: 'inventory.errors.notYourCharacter' });
    const toBank = await post(bjorn, {
      from: { character_id: bjorn.characterId },
      to: 'bank',
      item_type_id: herb.id,
      quantity: 1,
    });
    expect(toBank.statusCode).toBe(400);
    expect(quantityOf(await inventoryOf(t.app, bjorn, bjorn.characterId), herb.id)).toBe(3);
  });
});

describe('POST /api/item-transfers: a player’s gift', () => {
  it('gives to an active character chosen by id, and the receiver is told in the inbox', async () => {
    const silver = await createItemTypeViaApi(t.app, board, {
      name: 'Mønt',
      kind: 'currency',
      unit: 'sølv',
    });
    const asta = await renamed(await createMember(t.app, world), 'Asta Gave');
    const bjorn = await renamed(await createMember(t.app, world), 'Bjørn Gave');
    await grant(t.app, admin, asta.characterId, silver.id, 10);

    const gift = await transferViaApi(t.app, asta, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_type_id: silver.id,
      quantity: 5,
    });
    expect(gift.transfers[0]).toMatchObject({ cause: 'gift', quantity: 5, by: asta.name });
    expect(quantityOf(await inventoryOf(t.app, asta, asta.characterId), silver.id)).toBe(5);
    expect(quantityOf(await inventoryOf(t.app, bjorn, bjorn.characterId), silver.id)).toBe(5);

    const inbox = (await getAs(t.app, '/api/notifications', bjorn)).json<NotificationsResponse>();
    expect(inbox.items[0]).toMatchObject({
      kind: 'item_received',
      title: {
        key: 'notifications.titles.itemGift',
        params: { character: 'Bjørn Gave', from: 'Asta Gave', what: '5 sølv Mønt' },
      },
      link: `/character/${bjorn.characterId}/inventory`,
    });
    // The giver heard of the organizers' grant (no giving character), not of their own gift.
    const giverInbox = (
      await getAs(t.app, '/api/notifications', asta)
    ).json<NotificationsResponse>();
    expect(
      giverInbox.items
        .filter((item) => item.kind === 'item_received')
        .map((item) => [item.title.key, item.title.params.what]),
    ).toEqual([['notifications.titles.itemReceived', '10 sølv Mønt']]);

    // The receiver's history names the giving character, not the member behind it.
    const received = (await inventoryOf(t.app, bjorn, bjorn.characterId)).history[0];
    expect(received).toMatchObject({
      cause: 'gift',
      direction: 'in',
      counterpart: { character_id: asta.characterId, name: 'Asta Gave' },
      by: null,
    });
  });

  it('gives to the character on a ticket’s code', async () => {
    const herb = await createItemTypeViaApi(t.app, board);
    const asta = await createMember(t.app, world);
    const bjorn = await createMember(t.app, world);
    const event = await createEventViaApi(t.app, board);
    const signup = await signUpViaApi(t.app, event.id, bjorn);
    await grant(t.app, admin, asta.characterId, herb.id, 2);
    await transferViaApi(t.app, asta, {
      from: { character_id: asta.characterId },
      to: { ticket_code: signup.ticket_code },
      item_type_id: herb.id,
      quantity: 2,
    });
    expect(quantityOf(await inventoryOf(t.app, bjorn, bjorn.characterId), herb.id)).toBe(2);
    const unknown = await post(asta, {
      from: { character_id: asta.characterId },
      to: { ticket_code: 'nope' },
      item_type_id: herb.id,
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'inventory.errors.unknownTicket' });
  });

  it('refuses a character that is not its player’s active one (409)', async () => {
    const herb = await createItemTypeViaApi(t.app, board);
    const asta = await createMember(t.app, world);
    const bjorn = await createMember(t.app, world);
    await t.db
      .updateTable('characters')
      .set({ is_active: 0 })
      .where('id', '=', bjorn.characterId)
      .execute();
    await grant(t.app, admin, asta.characterId, herb.id, 2);
    const response = await post(asta, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_type_id: herb.id,
      quantity: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'inventory.errors.recipientUnavailable' });
  });

  it('answers 409 naming what is missing when the giver holds too little', async () => {
    const silver = await createItemTypeViaApi(t.app, board, {
      name: 'Skilling',
      kind: 'currency',
      unit: 'sk.',
    });
    const asta = await createMember(t.app, world);
    const bjorn = await createMember(t.app, world);
    await grant(t.app, admin, asta.characterId, silver.id, 3);
    const response = await post(asta, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_type_id: silver.id,
      quantity: 5,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'inventory.errors.notEnough',
      params: { missing: 2, have: 3, need: 5 },
      details: [{ field: 'quantity', message: expect.stringContaining('Skilling') }],
    });
  });

  it('keeps types hidden from players out of their reach (404) and out of their inbox', async () => {
    const secret = await createItemTypeViaApi(t.app, board, { visible_to_players: false });
    const asta = await createMember(t.app, world);
    const bjorn = await createMember(t.app, world);
    await grant(t.app, admin, asta.characterId, secret.id, 2);
    const inbox = (await getAs(t.app, '/api/notifications', asta)).json<NotificationsResponse>();
    expect(inbox.items).toEqual([]);
    const response = await post(asta, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_type_id: secret.id,
      quantity: 1,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('unique pieces', () => {
  it('are made from the bank with codes, move as pieces and have one holder', async () => {
    const sword = await createItemTypeViaApi(t.app, board, {
      name: 'Ulfberht',
      kind: 'item',
      unique: true,
      description: 'Et sværd med smedens navn.',
    });
    const asta = await createMember(t.app, world);
    const bjorn = await createMember(t.app, world);
    const made = await grant(t.app, admin, asta.characterId, sword.id, 2);
    expect(made.items).toHaveLength(2);
    expect(made.items[0]!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const [first] = made.items;

    const held = await inventoryOf(t.app, asta, asta.characterId);
    expect(held.holdings.map((row) => row.item_type_id)).not.toContain(sword.id);
    expect(held.items).toEqual([
      {
        id: first!.id,
        code: first!.code,
        name: 'Ulfberht',
        item_type_id: sword.id,
        acquired_at: expect.any(String),
      },
      expect.objectContaining({ id: made.items[1]!.id }),
    ]);

    // A unique type leaves a character only as a named piece.
    const byQuantity = await post(asta, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_type_id: sword.id,
      quantity: 1,
    });
    expect(byQuantity.statusCode).toBe(400);
    expect(byQuantity.json()).toMatchObject({ code: 'inventory.errors.pieceRequired' });

    await transferViaApi(t.app, asta, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_id: first!.id,
    });
    const again = await post(asta, {
      from: { character_id: asta.characterId },
      to: { character_id: bjorn.characterId },
      item_id: first!.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'inventory.errors.notHolder' });
    expect((await inventoryOf(t.app, bjorn, bjorn.characterId)).items.map((i) => i.id)).toEqual([
      first!.id,
    ]);
    expect((await inventoryOf(t.app, asta, asta.characterId)).items.map((i) => i.id)).toEqual([
      made.items[1]!.id,
    ]);

    const pieces = (
      await getAs(t.app, `/api/items?item_type_id=${sword.id}`, admin)
    ).json<ItemsResponse>();
    expect(pieces.items.map((piece) => [piece.id, piece.holder])).toEqual([
      [first!.id, { character_id: bjorn.characterId, name: expect.any(String) }],
      [made.items[1]!.id, { character_id: asta.characterId, name: expect.any(String) }],
    ]);
  });

  it('can be made into the bank’s stock, to print their cards first', async () => {
    const seal = await createItemTypeViaApi(t.app, board, { kind: 'item', unique: true });
    const made = await transferViaApi(t.app, board, {
      from: 'bank',
      to: 'bank',
      item_type_id: seal.id,
      quantity: 3,
      reason: 'Til kuverterne',
    });
    expect(made.items).toHaveLength(3);
    expect(made.transfers.every((row) => row.cause === 'created')).toBe(true);
    const pieces = (
      await getAs(t.app, `/api/items?item_type_id=${seal.id}`, admin)
    ).json<ItemsResponse>();
    expect(pieces.items.every((piece) => piece.holder === 'bank')).toBe(true);
  });

  it('open as a scanned card: staff see holder and history, players name and description', async () => {
    const dagger = await createItemTypeViaApi(t.app, board, {
      name: 'Dragetandsdolken',
      kind: 'item',
      unique: true,
      description: 'Skærer gennem magiske skjolde.',
    });
    const asta = await renamed(await createMember(t.app, world), 'Asta Kort');
    const player = await createMember(t.app, world);
    const [piece] = (await grant(t.app, admin, asta.characterId, dagger.id, 1)).items;
    const dashed = `${piece!.code.slice(0, 4)}-${piece!.code.slice(4).toLowerCase()}`;

    const staffView = (await getAs(t.app, `/api/items/${dashed}`, admin)).json<ItemLookup>();
    expect(staffView).toEqual({
      item: {
        code: piece!.code,
        name: 'Dragetandsdolken',
        description: 'Skærer gennem magiske skjolde.',
        item_type_id: dagger.id,
      },
      staff: {
        id: piece!.id,
        holder: { character_id: asta.characterId, name: 'Asta Kort' },
        created_at: expect.any(String),
        history: [
          expect.objectContaining({ cause: 'grant', item: { id: piece!.id, code: piece!.code } }),
        ],
      },
    });
    const playerView = await getAs(t.app, `/api/items/${piece!.code}`, player);
    expect(playerView.statusCode).toBe(200);
    expect(playerView.json<ItemLookup>()).toEqual({ item: staffView.item, staff: null });
    expect((await getAs(t.app, '/api/items/ZZZZZZZZ', admin)).statusCode).toBe(404);

    const hidden = await createItemTypeViaApi(t.app, board, {
      kind: 'item',
      unique: true,
      visible_to_players: false,
    });
    const [secret] = (await grant(t.app, admin, asta.characterId, hidden.id, 1)).items;
    expect((await getAs(t.app, `/api/items/${secret!.code}`, player)).statusCode).toBe(404);
    expect((await getAs(t.app, `/api/items/${secret!.code}`, board)).statusCode).toBe(200);
  });
});

describe('GET /api/characters/{id}/inventory', () => {
  it('shows the owner and staff exactly the holdings, pieces and history; others 403', async () => {
    const herb = await createItemTypeViaApi(t.app, board, { name: 'Kamille', unit: 'bdt.' });
    const secret = await createItemTypeViaApi(t.app, board, {
      name: 'Forbandelse',
      visible_to_players: false,
    });
    const asta = await createMember(t.app, world);
    const stranger = await createMember(t.app, world);
    await grant(t.app, admin, asta.characterId, herb.id, 4);
    await grant(t.app, admin, asta.characterId, secret.id, 1);

    const own = await inventoryOf(t.app, asta, asta.characterId);
    expect(Object.keys(own).sort()).toEqual(['history', 'holdings', 'items']);
    expect(own.holdings).toEqual([
      { item_type_id: herb.id, name: 'Kamille', unit: 'bdt.', quantity: 4 },
    ]);
    expect(own.history.map((row) => row.item_type_id)).toEqual([herb.id]);
    expect(own.history[0]).toMatchObject({ cause: 'grant', counterpart: 'bank', by: admin.name });

    for (const staff of [admin, board]) {
      const seen = await inventoryOf(t.app, staff, asta.characterId);
      expect(seen.holdings.map((row) => row.item_type_id).sort()).toEqual(
        [herb.id, secret.id].sort(),
      );
    }
    expect(
      (await getAs(t.app, `/api/characters/${asta.characterId}/inventory`, stranger)).statusCode,
    ).toBe(403);
    expect(
      (await getAs(t.app, `/api/characters/${asta.characterId}/inventory`, null)).statusCode,
    ).toBe(401);
    expect((await getAs(t.app, '/api/characters/999999/inventory', admin)).statusCode).toBe(404);
  });

  it('leaves out what a character no longer holds', async () => {
    const herb = await createItemTypeViaApi(t.app, board);
    const asta = await createMember(t.app, world);
    await grant(t.app, admin, asta.characterId, herb.id, 2);
    await transferViaApi(t.app, admin, {
      from: { character_id: asta.characterId },
      to: 'bank',
      item_type_id: herb.id,
      quantity: 2,
      reason: 'Brugt',
    });
    const inventory: Inventory = await inventoryOf(t.app, asta, asta.characterId);
    expect(inventory.holdings).toEqual([]);
    expect(inventory.history).toHaveLength(2);
  });
});

describe('GET /api/item-recipients', () => {
  it('finds players the active characters by name, and staff every character with its player', async () => {
    const asta = await renamed(
      await createMember(t.app, world, { name: 'Anne Spiller' }),
      'Ravna Søgbar',
    );
    const other = await renamed(await createMember(t.app, world), 'Ravna Hvilende');
    await t.db
      .updateTable('characters')
      .set({ is_active: 0 })
      .where('id', '=', other.characterId)
      .execute();

    const forPlayer = (
      await getAs(t.app, '/api/item-recipients?q=ravna', asta)
    ).json<RecipientsResponse>();
    expect(forPlayer.characters).toEqual([
      { id: asta.characterId, name: 'Ravna Søgbar', player_name: null, active: true },
    ]);
    const forStaff = (
      await getAs(t.app, '/api/item-recipients?q=RAVNA', admin)
    ).json<RecipientsResponse>();
    expect(forStaff.characters.map((row) => [row.name, row.player_name, row.active])).toEqual([
      ['Ravna Hvilende', expect.any(String), false],
      ['Ravna Søgbar', 'Anne Spiller', true],
    ]);
    expect((await getAs(t.app, '/api/item-recipients?q=r', asta)).statusCode).toBe(400);
    // Wildcards are text, not patterns.
    const percent = (
      await getAs(t.app, '/api/item-recipients?q=%25%25', admin)
    ).json<RecipientsResponse>();
    expect(percent.characters).toEqual([]);
  });
});

describe('GET /api/item-transfers', () => {
  it('pages staff through the ledger of a character, newest first; players 403', async () => {
    const herb = await createItemTypeViaApi(t.app, board);
    const asta = await createMember(t.app, world);
    for (let i = 1; i <= 3; i++) await grant(t.app, admin, asta.characterId, herb.id, i);
    const page = (
      await getAs(t.app, `/api/item-transfers?character_id=${asta.characterId}`, admin)
    ).json<LedgerResponse>();
    expect(page.entries.map((row) => row.quantity)).toEqual([3, 2, 1]);
    expect(page.next).toBeNull();
    const bank = (
      await getAs(t.app, `/api/item-transfers?holder=bank&item_type_id=${herb.id}`, board)
    ).json<LedgerResponse>();
    expect(bank.entries).toHaveLength(3);
    expect((await getAs(t.app, '/api/item-transfers', asta)).statusCode).toBe(403);
  });
});

describe('twenty transfers at once', () => {
  it('never take a character below zero', async () => {
    const silver = await createItemTypeViaApi(t.app, board, { kind: 'currency' });
    const giver = await createMember(t.app, world);
    const receivers = await Promise.all(
      Array.from({ length: 4 }, () => createMember(t.app, world)),
    );
    await grant(t.app, admin, giver.characterId, silver.id, 10);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(giver, {
          from: { character_id: giver.characterId },
          to: { character_id: receivers[i % 4]!.characterId },
          item_type_id: silver.id,
          quantity: 1,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(10);
    expect(quantityOf(await inventoryOf(t.app, admin, giver.characterId), silver.id)).toBe(0);
    let received = 0;
    for (const receiver of receivers) {
      received += quantityOf(await inventoryOf(t.app, admin, receiver.characterId), silver.id);
    }
    expect(received).toBe(10);
  });

  it('give a unique piece to one receiver only', async () => {
    const ring = await createItemTypeViaApi(t.app, board, { kind: 'item', unique: true });
    const giver = await createMember(t.app, world);
    const receivers = await Promise.all(
      Array.from({ length: 20 }, () => createMember(t.app, world)),
    );
    const [piece] = (await grant(t.app, admin, giver.characterId, ring.id, 1)).items;

    const answers = await Promise.all(
      receivers.map((receiver) =>
        post(admin, {
          from: { character_id: giver.characterId },
          to: { character_id: receiver.characterId },
          item_id: piece!.id,
          reason: 'Flyttet',
        }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const holders: number[] = [];
    for (const receiver of [giver, ...receivers]) {
      const items = (await inventoryOf(t.app, admin, receiver.characterId)).items;
      if (items.some((item) => item.id === piece!.id)) holders.push(receiver.characterId);
    }
    const winner = won[0]!.json<TransferResponse>().transfers[0]!.to;
    expect(holders).toEqual([typeof winner === 'string' ? -1 : winner.character_id]);
  });
});
