import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  BANK,
  INVENTORY_ERROR_CODES,
  INVENTORY_LIMITS,
  itemCodeFrom,
  type TransferCause,
} from '@club/shared/contract/inventory';
import {
  characterOf,
  checkWithdrawal,
  sameHolder,
  type LedgerHolder,
} from '@club/shared/rules/inventory';
import { lockHoldings, lockItem } from '../../db/locks';
import type { Database, ItemTypeRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { holderColumns } from './inventory.mapper';
import * as ledger from './ledger.repository';

/**
 * The one way anything moves: every step below writes ledger rows inside the caller's
 * transaction, after taking the lock that makes its check hold until the commit (the
 * giving character's holdings, or the piece). On SQLite the write transaction holds the
 * whole database already (decision 008), so the same code is serialized there.
 */

/** What every row of one step shares: why, who, when, and the event if any. */
export interface Step {
  cause: TransferCause;
  reason: string;
  actorId: number | null;
  eventId: number | null;
  at: string;
}

function rowValues(from: LedgerHolder, to: LedgerHolder, step: Step) {
  const source = holderColumns(from);
  const target = holderColumns(to);
  return {
    from_kind: source.kind,
    from_character_id: source.characterId,
    to_kind: target.kind,
    to_character_id: target.characterId,
    cause: step.cause,
    reason: step.reason,
    actor_id: step.actorId,
    event_id: step.eventId,
    created_at: step.at,
  };
}

function notEnough(
  type: ItemTypeRow,
  verdict: { message: string; params?: Record<string, number> },
) {
  const params = verdict.params ?? {};
  return conflict(
    INVENTORY_ERROR_CODES.notEnough,
    `${verdict.message}: ${params.missing ?? 0} ${type.unit} ${type.name}`.replace(/\s+/g, ' '),
    [
      {
        field: 'quantity',
        message: `${type.name}: ${params.missing ?? 0} missing (holds ${params.have ?? 0})`,
      },
    ],
    params,
  );
}

/**
 * Moves a quantity of a counted type. A character that gives is locked first and must
 * hold enough (409 naming the type and the shortfall); the bank gives what is asked.
 * Answers the row's id.
 */
export async function moveCounted(
  trx: Transaction<Database>,
  move: { from: LedgerHolder; to: LedgerHolder; type: ItemTypeRow; quantity: number },
  step: Step,
): Promise<number> {
  if (sameHolder(move.from, move.to)) throw sameHolderRefusal();
  const giver = characterOf(move.from);
  if (giver !== null) {
    if (!(await lockHoldings(trx, giver))) throw notFound('character');
    const have = await ledger.balanceOf(trx, giver, move.type.id);
    const verdict = checkWithdrawal({
      holder: move.from,
      itemTypeId: move.type.id,
      have,
      need: move.quantity,
    });
    if (!verdict.ok) throw notEnough(move.type, verdict);
  }
  return ledger.insertTransfer(trx, {
    item_type_id: move.type.id,
    item_id: null,
    quantity: move.quantity,
    ...rowValues(move.from, move.to, step),
  });
}

export function sameHolderRefusal() {
  return badRequest(
    'A transfer goes from one holder to another',
    [{ field: 'to', message: 'The same holder as from' }],
    INVENTORY_ERROR_CODES.sameHolder,
  );
}

/** A piece's holder as the API names it, from the receiving end of its newest row. */
export function holderOfRow(row: { to_kind: string; to_character_id: number | null }) {
  return row.to_kind === BANK
    ? BANK
    : row.to_character_id === null
      ? null
      : { character_id: row.to_character_id };
}

/**
 * Moves one unique piece. The piece is locked first and must be where `from` says (409
 * when someone moved it meanwhile), so a piece never has two holders. Answers the row's id.
 */
export async function movePiece(
  trx: Transaction<Database>,
  move: { from: LedgerHolder; to: LedgerHolder; itemId: number },
  step: Step,
): Promise<number> {
  if (sameHolder(move.from, move.to)) throw sameHolderRefusal();
  if (!(await lockItem(trx, move.itemId))) throw notFound('item');
  const piece = await ledger.findPiece(trx, { id: move.itemId });
  const at = await ledger.pieceHolder(trx, move.itemId);
  if (!piece || !at) throw notFound('item');
  const holder = holderOfRow(at);
  if (holder === null || !sameHolder(holder, move.from)) {
    throw conflict(INVENTORY_ERROR_CODES.notHolder, 'The piece is not held by the giver', [
      { field: 'item_id', message: `${piece.name} is not held by the giver` },
    ]);
  }
  return ledger.insertTransfer(trx, {
    item_type_id: piece.item_type_id,
    item_id: move.itemId,
    quantity: 1,
    ...rowValues(move.from, move.to, step),
  });
}

const newCode = () => itemCodeFrom(crypto.randomBytes(INVENTORY_LIMITS.codeLength));

/** A code no piece has yet (40 random bits: a clash is rare, and tried again). */
export async function freeCode(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    const code = newCode();
    if (!(await ledger.codeTaken(trx, code))) return code;
  }
}

/**
 * Makes `count` new pieces of a unique type, each with its code and its first row: from
 * the bank to `to` (the bank itself: pieces in stock). Answers the pieces and the rows.
 */
export async function makePieces(
  trx: Transaction<Database>,
  make: { type: ItemTypeRow; count: number; to: LedgerHolder },
  step: Step,
): Promise<{ items: { id: number; code: string }[]; rowIds: number[] }> {
  if (make.count > INVENTORY_LIMITS.maxNewPieces) {
    throw badRequest(`At most ${INVENTORY_LIMITS.maxNewPieces} new pieces at once`, [
      { field: 'quantity', message: `At most ${INVENTORY_LIMITS.maxNewPieces}` },
    ]);
  }
  const items: { id: number; code: string }[] = [];
  const rowIds: number[] = [];
  for (let i = 0; i < make.count; i++) {
    const code = await freeCode(trx);
    const id = await ledger.insertPiece(trx, {
      code,
      item_type_id: make.type.id,
      created_by: step.actorId,
      created_at: step.at,
    });
    items.push({ id, code });
    rowIds.push(
      await ledger.insertTransfer(trx, {
        item_type_id: make.type.id,
        item_id: id,
        quantity: 1,
        ...rowValues(BANK, make.to, { ...step, cause: make.to === BANK ? 'created' : step.cause }),
      }),
    );
  }
  return { items, rowIds };
}
