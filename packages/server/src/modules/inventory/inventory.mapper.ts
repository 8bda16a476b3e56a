import { ANONYMISED } from '@club/shared/contract/account';
import {
  BANK,
  type HistoryEntry,
  type HolderView,
  type ItemKind,
  type ItemType,
  type LedgerEntry,
  type TransferCause,
  USED,
  WORKSHOP,
} from '@club/shared/contract/inventory';
import type { LedgerHolder } from '@club/shared/rules/inventory';
import type { ItemTypeRow } from '../../db/schema';

export function toItemType(row: ItemTypeRow): ItemType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind as ItemKind,
    unique: row.is_unique === 1,
    unit: row.unit,
    visible_to_players: row.visible_to_players === 1,
    special_ability_id: row.special_ability_id,
  };
}

/** The kind and character columns of one end of a ledger row. */
export function holderColumns(holder: LedgerHolder): {
  kind: string;
  characterId: number | null;
} {
  return typeof holder === 'string'
    ? { kind: holder, characterId: null }
    : { kind: 'character', characterId: holder.character_id };
}

/** One end of a ledger row as a reader sees it; a deleted character is nameless. */
export function toHolderView(
  kind: string,
  characterId: number | null,
  name: string | null,
): HolderView {
  if (kind === BANK || kind === USED || kind === WORKSHOP) return kind;
  if (characterId === null || name === null) return { character_id: null, name: ANONYMISED };
  return { character_id: characterId, name };
}

/** A ledger row read with its names (ledger.repository `entryQuery`). */
export interface LedgerEntryRow {
  id: number;
  created_at: string;
  cause: string;
  item_type_id: number;
  type_name: string;
  unit: string;
  visible_to_players: number;
  quantity: number;
  item_id: number | null;
  item_code: string | null;
  from_kind: string;
  from_character_id: number | null;
  from_name: string | null;
  to_kind: string;
  to_character_id: number | null;
  to_name: string | null;
  reason: string;
  actor_name: string | null;
  event_id: number | null;
  event_title: string | null;
}

function eventOf(row: LedgerEntryRow) {
  return row.event_id !== null && row.event_title !== null
    ? { id: row.event_id, title: row.event_title }
    : null;
}

export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    created_at: row.created_at,
    cause: row.cause as TransferCause,
    item_type_id: row.item_type_id,
    name: row.type_name,
    unit: row.unit,
    quantity: row.quantity,
    item:
      row.item_id !== null && row.item_code !== null
        ? { id: row.item_id, code: row.item_code }
        : null,
    from: toHolderView(row.from_kind, row.from_character_id, row.from_name),
    to: toHolderView(row.to_kind, row.to_character_id, row.to_name),
    reason: row.reason,
    by: row.actor_name,
    event: eventOf(row),
  };
}

/**
 * A row seen from one character: in or out, and the other end. A player's gift names the
 * giving character, not the member behind it; `by` names only the organizer of a grant,
 * take or move (or anyone, for staff).
 */
export function toHistoryEntry(
  row: LedgerEntryRow,
  characterId: number,
  staff: boolean,
): HistoryEntry {
  const incoming = row.to_kind === 'character' && row.to_character_id === characterId;
  return {
    id: row.id,
    created_at: row.created_at,
    cause: row.cause as TransferCause,
    direction: incoming ? 'in' : 'out',
    item_type_id: row.item_type_id,
    name: row.type_name,
    unit: row.unit,
    quantity: row.quantity,
    item_code: row.item_code,
    counterpart: incoming
      ? toHolderView(row.from_kind, row.from_character_id, row.from_name)
      : toHolderView(row.to_kind, row.to_character_id, row.to_name),
    by: staff || row.cause !== 'gift' ? row.actor_name : null,
    reason: row.reason,
    event: eventOf(row),
  };
}

/** A row just written, as the ledger shows it: the writer knows every name already. */
export function toWrittenEntry(row: {
  id: number;
  at: string;
  cause: TransferCause;
  type: { id: number; name: string; unit: string };
  quantity: number;
  item: { id: number; code: string } | null;
  from: HolderView;
  to: HolderView;
  reason: string;
  by: string;
  event: { id: number; title: string } | null;
}): LedgerEntry {
  return {
    id: row.id,
    created_at: row.at,
    cause: row.cause,
    item_type_id: row.type.id,
    name: row.type.name,
    unit: row.type.unit,
    quantity: row.quantity,
    item: row.item,
    from: row.from,
    to: row.to,
    reason: row.reason,
    by: row.by,
    event: row.event,
  };
}
