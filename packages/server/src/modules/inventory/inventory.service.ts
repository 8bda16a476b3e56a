import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  BANK,
  INVENTORY_ERROR_CODES,
  INVENTORY_LIMITS,
  type Holder,
  type Inventory,
  type ItemLookup,
  type LedgerEntry,
  USED,
  type ItemsResponse,
  type LedgerQuerySchema,
  type LedgerResponse,
  type Recipient,
  type RecipientsResponse,
  type TransferCause,
  type TransferCreateSchema,
  type TransferResponse,
} from '@club/shared/contract/inventory';
import { CRAFTING_ERROR_CODES } from '@club/shared/contract/crafting-constants';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import { quantityText, type LedgerHolder } from '@club/shared/rules/inventory';
import { canMoveItems, canSeeHiddenItems, canSeeInventory } from '@club/shared/rules/permissions';
import type { Database, Db, ItemTypeRow } from '../../db/schema';
import {
  badRequest,
  forbidden,
  forbiddenWithCode,
  conflict,
  notFound,
  AppError,
} from '../../errors';
import type { Notify } from '../notifications/notifications.service';
import { craftedInfo } from './crafted-pieces';
import { toHistoryEntry, toHolderView, toLedgerEntry, toWrittenEntry } from './inventory.mapper';
import { findItemType, findItemTypes } from './item-types.repository';
import { makePieces, moveCounted, movePiece, type Step } from './ledger';
import * as ledger from './ledger.repository';

export type TransferInput = z.output<typeof TransferCreateSchema>;
export type LedgerQuery = z.output<typeof LedgerQuerySchema>;

/** Who is asking: the logged-in user as the auth plugin resolved them. */
export interface InventoryViewer {
  id: number;
  role: string;
  /** Named in the ledger as who did it. */
  name: string;
}

export interface InventoryDeps {
  db: Kysely<Database>;
  /** Tells a receiving character's owner, inside the transfer's transaction (notifications). */
  notify: Notify;
}

const notYourCharacter = () =>
  forbiddenWithCode(
    'You give only from your own character',
    INVENTORY_ERROR_CODES.notYourCharacter,
  );

const giftsBetweenCharacters = () =>
  badRequest(
    'A player gives from their character to another character',
    [{ field: 'to', message: 'Give to another character' }],
    INVENTORY_ERROR_CODES.giftsBetweenCharacters,
  );

const recipientUnavailable = () =>
  conflict(
    INVENTORY_ERROR_CODES.recipientUnavailable,
    'That character takes no gifts: it is not its player’s active character',
    [{ field: 'to', message: 'Not an active character' }],
  );

/** A member's own-data export of their characters' things: holdings, pieces and history. */
export interface InventoryExport {
  holdings: {
    character_id: number;
    item_type_id: number;
    name: string;
    unit: string;
    quantity: number;
  }[];
  items: { character_id: number; code: string; name: string; acquired_at: string }[];
  history: ReturnType<typeof toHistoryEntry>[];
}

export function createInventoryService({ db, notify }: InventoryDeps) {
  async function requireCharacter(id: number) {
    const character = await ledger.findCharacter(db, id);
    if (!character) throw notFound('character');
    return character;
  }

  /** GET /characters/{id}/inventory: the owner (visible types only) and staff. */
  async function inventory(viewer: InventoryViewer, characterId: number): Promise<Inventory> {
    const character = await requireCharacter(characterId);
    if (!canSeeInventory(viewer, character)) throw forbidden();
    const staff = canSeeHiddenItems(viewer.role);
    const [balances, pieces, history] = await Promise.all([
      ledger.balancesOf(db, [characterId]),
      ledger.piecesHeldBy(db, [characterId]),
      ledger.listEntries(db, { characterId, visibleOnly: !staff }, INVENTORY_LIMITS.historyRows),
    ]);
    const types = new Map(
      (
        await findItemTypes(db, [
          ...new Set([...balances, ...pieces].map((row) => row.item_type_id)),
        ])
      ).map((type) => [type.id, type]),
    );
    const made = await craftedInfo(
      db,
      pieces.map((piece) => piece.id),
      new Date().toISOString(),
    );
    const shown = (typeId: number) => {
      const type = types.get(typeId);
      return type !== undefined && (staff || type.visible_to_players === 1) ? type : null;
    };
    return {
      holdings: balances.flatMap((row) => {
        const type = shown(row.item_type_id);
        if (!type || type.is_unique === 1) return [];
        return [
          { item_type_id: type.id, name: type.name, unit: type.unit, quantity: row.quantity },
        ];
      }),
      items: pieces.flatMap((piece) => {
        const type = shown(piece.item_type_id);
        if (!type) return [];
        return [
          {
            id: piece.id,
            code: piece.code,
            name: type.name,
            item_type_id: type.id,
            acquired_at: piece.acquired_at,
            ...made.get(piece.id),
          },
        ];
      }),
      history: history.map((row) => toHistoryEntry(row, characterId, staff)),
    };
  }

  /**
   * The receiving character: named by id, or by the code on one of its tickets. A player's
   * gift goes only to a character its player has chosen as active (the ticket names the
   * character signed up, which may be another); a deleted or deactivated account takes none.
   */
  async function resolveReceiver(
    trx: Db,
    to: Recipient,
    gift: boolean,
  ): Promise<{ holder: Holder; userId: number | null; name: string | null }> {
    if (to === BANK) return { holder: BANK, userId: null, name: null };
    let characterId: number;
    let byTicket = false;
    if ('ticket_code' in to) {
      const signup = await ledger.findCharacterByTicket(trx, to.ticket_code);
      if (!signup || signup.character_id === null) {
        throw new AppError(404, INVENTORY_ERROR_CODES.unknownTicket, 'No ticket has this code');
      }
      characterId = signup.character_id;
      byTicket = true;
    } else {
      characterId = to.character_id;
    }
    const character = await ledger.findCharacter(trx, characterId);
    if (!character) throw notFound('character');
    const live = character.active === 1 && character.deleted_at === null;
    if (gift && (!live || (!byTicket && character.is_active !== 1))) throw recipientUnavailable();
    return {
      holder: { character_id: character.id },
      userId: character.user_id,
      name: character.name,
    };
  }

  function causeOf(from: LedgerHolder, to: LedgerHolder, gift: boolean): TransferCause {
    if (gift) return 'gift';
    if (from === BANK) return 'grant';
    if (to === BANK) return 'take';
    return 'move';
  }

  async function requireType(trx: Db, id: number, staff: boolean): Promise<ItemTypeRow> {
    const type = await findItemType(trx, id);
    if (!type || (!staff && type.visible_to_players !== 1)) throw notFound('item type');
    return type;
  }

  /**
   * POST /item-transfers. From the viewer's own character to another character it is a
   * gift (any member); anything else is staff's, with a reason. One transaction: the rows,
   * the new pieces and the receiver's notice together.
   */
  async function transfer(
    viewer: InventoryViewer,
    input: TransferInput,
  ): Promise<TransferResponse> {
    const staff = canMoveItems(viewer.role);
    const at = new Date().toISOString();
    const written = await db.transaction().execute(async (trx) => {
      const from = input.from;
      const giver = from === BANK ? null : await ledger.findCharacter(trx, from.character_id);
      if (from !== BANK && !giver) throw notFound('character');
      const ownGiver = giver !== null && giver !== undefined && giver.user_id === viewer.id;
      const gift = ownGiver && input.to !== BANK;
      if (!staff && !gift) {
        if (from !== BANK && !ownGiver) throw notYourCharacter();
        throw giftsBetweenCharacters();
      }
      if (!gift && input.reason === '') {
        throw badRequest(
          'Staff give a reason for every transfer',
          [{ field: 'reason', message: 'Required' }],
          INVENTORY_ERROR_CODES.reasonRequired,
        );
      }
      if (gift && !staff && input.event_id !== null) {
        throw badRequest('Only staff tie a transfer to an event', [
          { field: 'event_id', message: 'Only staff name an event' },
        ]);
      }
      const event =
        input.event_id === null
          ? null
          : ((await trx
              .selectFrom('events')
              .select(['id', 'title'])
              .where('id', '=', input.event_id)
              .executeTakeFirst()) ?? null);
      if (input.event_id !== null && !event) throw notFound('event');
      const receiver = await resolveReceiver(trx, input.to, gift);
      const step: Step = {
        cause: causeOf(from, receiver.holder, gift),
        reason: input.reason,
        actorId: viewer.id,
        eventId: input.event_id,
        at,
      };

      let rows: { id: number; item: { id: number; code: string } | null }[];
      let typeId: number;
      let typeName: string;
      let unit: string;
      let quantity: number;
      let visible: boolean;
      if ('item_id' in input) {
        const piece = await ledger.findPiece(trx, { id: input.item_id });
        if (!piece || (!staff && piece.visible_to_players !== 1)) throw notFound('item');
        // A spoiled product is not given on; staff may still take it back or move it.
        if (gift && (await craftedInfo(trx, [piece.id], at)).get(piece.id)?.spoiled) {
          throw conflict(INVENTORY_ERROR_CODES.spoiled, 'A spoiled piece cannot be given on', [
            { field: 'item_id', message: `${piece.name} is spoiled` },
          ]);
        }
        const rowId = await movePiece(
          trx,
          { from, to: receiver.holder, itemId: input.item_id },
          step,
        );
        rows = [{ id: rowId, item: { id: piece.id, code: piece.code } }];
        typeId = piece.item_type_id;
        typeName = piece.name;
        unit = piece.unit;
        quantity = 1;
        visible = piece.visible_to_players === 1;
      } else {
        const type = await requireType(trx, input.item_type_id, staff);
        typeId = type.id;
        typeName = type.name;
        unit = type.unit;
        quantity = input.quantity;
        visible = type.visible_to_players === 1;
        if (type.is_unique === 1) {
          if (from !== BANK) {
            throw badRequest(
              'A unique piece is given by its id',
              [{ field: 'item_id', message: 'Name the piece' }],
              INVENTORY_ERROR_CODES.pieceRequired,
            );
          }
          const made = await makePieces(
            trx,
            { type, count: input.quantity, to: receiver.holder },
            step,
          );
          rows = made.rowIds.map((id, i) => ({ id, item: made.items[i] ?? null }));
        } else {
          const rowId = await moveCounted(trx, { from, to: receiver.holder, type, quantity }, step);
          rows = [{ id: rowId, item: null }];
        }
      }

      // The receiving character's owner hears of it, unless they did it themselves or the
      // thing is for the organizers' eyes only.
      const what = quantityText(String(quantity), 'item_id' in input ? '' : unit, typeName);
      const told = visible && receiver.userId !== null && receiver.userId !== viewer.id;
      if (told && receiver.holder !== BANK) {
        await notify(trx, [
          {
            userId: receiver.userId!,
            kind: 'item_received',
            title:
              gift && giver
                ? {
                    key: NOTIFICATION_TITLE_KEYS.itemGift,
                    params: { character: receiver.name ?? '', from: giver.name, what },
                  }
                : {
                    key: NOTIFICATION_TITLE_KEYS.itemReceived,
                    params: { character: receiver.name ?? '', what },
                  },
            link: NOTIFICATION_LINKS.characterInventory(receiver.holder.character_id),
          },
        ]);
      }
      // What was written, as the ledger shows it (without reading it back).
      return rows.map((row) =>
        toWrittenEntry({
          id: row.id,
          at,
          // New pieces kept in the bank's stock are its first row (ledger.ts makePieces).
          cause: from === BANK && receiver.holder === BANK ? 'created' : step.cause,
          type: { id: typeId, name: typeName, unit },
          quantity: row.item ? 1 : quantity,
          item: row.item,
          from: giver ? { character_id: giver.id, name: giver.name } : BANK,
          to:
            receiver.holder === BANK
              ? BANK
              : { character_id: receiver.holder.character_id, name: receiver.name ?? '' },
          reason: input.reason,
          by: viewer.name,
          event,
        }),
      );
    });
    return {
      transfers: written,
      items: written.flatMap((entry) => (entry.item ? [entry.item] : [])),
    };
  }

  /** GET /item-transfers (staff): the ledger of a character, the bank or all, newest first. */
  async function ledgerPage(viewer: InventoryViewer, query: LedgerQuery): Promise<LedgerResponse> {
    if (!canMoveItems(viewer.role)) throw forbidden();
    const limit = INVENTORY_LIMITS.ledgerPage;
    const rows = await ledger.listEntries(
      db,
      {
        characterId: query.character_id,
        bank: query.holder === BANK,
        itemTypeId: query.item_type_id,
        before: query.before,
      },
      limit + 1,
    );
    const page = rows.slice(0, limit);
    return {
      entries: page.map(toLedgerEntry),
      next: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
    };
  }

  /** GET /items?item_type_id=N (staff): every piece of the type and who holds it. */
  async function pieces(viewer: InventoryViewer, itemTypeId: number): Promise<ItemsResponse> {
    if (!canMoveItems(viewer.role)) throw forbidden();
    if (!(await findItemType(db, itemTypeId))) throw notFound('item type');
    const rows = await ledger.piecesOfType(db, itemTypeId);
    return {
      items: rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        item_type_id: row.item_type_id,
        holder: toHolderView(row.to_kind, row.to_character_id, row.character_name),
        acquired_at: row.acquired_at,
      })),
    };
  }

  /** GET /items/{code}: a scanned card. Staff see who holds it and its history. */
  async function lookup(viewer: InventoryViewer, code: string): Promise<ItemLookup> {
    const staff = canSeeHiddenItems(viewer.role);
    const piece = await ledger.findPiece(db, { code });
    if (!piece || (!staff && piece.visible_to_players !== 1)) throw notFound('item');
    const [made, at] = await Promise.all([
      craftedInfo(db, [piece.id], new Date().toISOString()),
      ledger.pieceHolder(db, piece.id),
    ]);
    const item = {
      code: piece.code,
      name: piece.name,
      description: piece.description,
      item_type_id: piece.item_type_id,
      ...made.get(piece.id),
      ...(at?.to_kind === USED ? { used: true } : {}),
    };
    if (!staff) return { item, staff: null };
    const history = await ledger.listEntries(
      db,
      { itemId: piece.id },
      INVENTORY_LIMITS.historyRows,
    );
    // The newest row's receiver holds it (every piece has its first row from the start).
    const newest = history[0];
    return {
      item,
      staff: {
        id: piece.id,
        holder: newest
          ? toHolderView(newest.to_kind, newest.to_character_id, newest.to_name)
          : BANK,
        created_at: piece.created_at,
        history: history.map(toLedgerEntry),
      },
    };
  }

  /**
   * POST /items/{code}/use: the piece is used up in play and leaves the ledger to `used`.
   * Its holder's owner or staff; a piece already used (or in the bank) is not the
   * character's to use (409 notHolder). Answers the row written.
   */
  async function useItem(
    viewer: InventoryViewer,
    code: string,
    reason: string,
  ): Promise<LedgerEntry> {
    const staff = canMoveItems(viewer.role);
    const at = new Date().toISOString();
    return db.transaction().execute(async (trx) => {
      const piece = await ledger.findPiece(trx, { code });
      if (!piece || (!staff && piece.visible_to_players !== 1)) throw notFound('item');
      const now = await ledger.pieceHolder(trx, piece.id);
      if (now?.to_kind === USED) {
        throw conflict(INVENTORY_ERROR_CODES.notHolder, 'The piece is used already', [
          { field: 'code', message: `${piece.name} is used already` },
        ]);
      }
      const holderId = now?.to_kind === 'character' ? now.to_character_id : null;
      const holder = holderId === null ? null : await ledger.findCharacter(trx, holderId);
      if (!staff && holder?.user_id !== viewer.id) {
        throw forbiddenWithCode(
          'Only the holder or staff mark a piece used',
          CRAFTING_ERROR_CODES.notYourItem,
        );
      }
      if (!holder) {
        throw conflict(INVENTORY_ERROR_CODES.notHolder, 'No character holds the piece', [
          { field: 'code', message: `${piece.name} is held by no character` },
        ]);
      }
      const id = await movePiece(
        trx,
        { from: { character_id: holder.id }, to: USED, itemId: piece.id },
        { cause: 'used', reason, actorId: viewer.id, eventId: null, at },
      );
      return toWrittenEntry({
        id,
        at,
        cause: 'used',
        type: { id: piece.item_type_id, name: piece.name, unit: piece.unit },
        quantity: 1,
        item: { id: piece.id, code: piece.code },
        from: { character_id: holder.id, name: holder.name },
        to: USED,
        reason,
        by: viewer.name,
        event: null,
      });
    });
  }

  /** GET /item-recipients: players find active characters by name; staff any character. */
  async function recipients(viewer: InventoryViewer, text: string): Promise<RecipientsResponse> {
    const staff = canMoveItems(viewer.role);
    const rows = await ledger.findCharactersByName(db, text, {
      activeOnly: !staff,
      limit: INVENTORY_LIMITS.searchResults,
    });
    return {
      characters: rows.map((row) => ({
        id: row.id,
        name: row.name,
        player_name: staff ? row.player_name : null,
        active: row.is_active === 1,
      })),
    };
  }

  /** The member's own data: their characters' visible holdings, pieces and history. */
  async function exportOf(characterIds: readonly number[]): Promise<InventoryExport> {
    const [balances, held, rows] = await Promise.all([
      ledger.balancesOf(db, characterIds),
      ledger.piecesHeldBy(db, characterIds),
      ledger.entriesOfCharacters(db, characterIds),
    ]);
    const types = new Map(
      (
        await findItemTypes(db, [...new Set([...balances, ...held].map((row) => row.item_type_id))])
      ).map((type) => [type.id, type]),
    );
    const visible = (id: number) => types.get(id)?.visible_to_players === 1;
    return {
      holdings: balances.flatMap((row) => {
        const type = types.get(row.item_type_id);
        if (!type || type.is_unique === 1 || type.visible_to_players !== 1) return [];
        return [
          {
            character_id: row.character_id,
            item_type_id: type.id,
            name: type.name,
            unit: type.unit,
            quantity: row.quantity,
          },
        ];
      }),
      items: held
        .filter((piece) => visible(piece.item_type_id))
        .map((piece) => ({
          character_id: piece.character_id,
          code: piece.code,
          name: types.get(piece.item_type_id)?.name ?? '',
          acquired_at: piece.acquired_at,
        })),
      history: rows
        .filter((row) => row.visible_to_players === 1)
        .flatMap((row) =>
          characterIds
            .filter((id) => row.to_character_id === id || row.from_character_id === id)
            .map((id) => toHistoryEntry(row, id, false)),
        ),
    };
  }

  /**
   * A deleted account's characters hand everything they hold to the bank, inside the
   * deletion's transaction: the ledger keeps adding up once the characters are gone.
   */
  async function releaseToBank(
    trx: Transaction<Database>,
    characterIds: readonly number[],
    at: string,
  ): Promise<void> {
    const step: Step = {
      cause: 'account_deleted',
      reason: 'Kontoen er slettet',
      actorId: null,
      eventId: null,
      at,
    };
    const balances = await ledger.balancesOf(trx, characterIds);
    const types = new Map(
      (await findItemTypes(trx, [...new Set(balances.map((row) => row.item_type_id))])).map(
        (type) => [type.id, type],
      ),
    );
    for (const row of balances) {
      const type = types.get(row.item_type_id);
      if (!type || type.is_unique === 1) continue;
      await moveCounted(
        trx,
        { from: { character_id: row.character_id }, to: BANK, type, quantity: row.quantity },
        step,
      );
    }
    for (const piece of await ledger.piecesHeldBy(trx, characterIds)) {
      await movePiece(
        trx,
        { from: { character_id: piece.character_id }, to: BANK, itemId: piece.id },
        step,
      );
    }
  }

  return {
    inventory,
    transfer,
    ledgerPage,
    pieces,
    lookup,
    useItem,
    recipients,
    exportOf,
    releaseToBank,
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
