import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  INVENTORY_ERROR_CODES,
  type ItemType,
  type ItemTypeCreateSchema,
  type ItemTypeUpdateSchema,
  type ItemTypesResponse,
} from '@club/shared/contract/inventory';
import { canEditCatalogue, canSeeHiddenItems } from '@club/shared/rules/permissions';
import type { Database, Db, ItemTypeUpdateRow } from '../../db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/storage-errors';
import { badRequest, conflict, forbidden, inUse, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { toItemType } from './inventory.mapper';
import * as repo from './item-types.repository';

export type ItemTypeCreateInput = z.output<typeof ItemTypeCreateSchema>;
export type ItemTypeUpdateInput = z.output<typeof ItemTypeUpdateSchema>;

export interface CatalogueViewer {
  id: number;
  role: string;
}

const AUDIT_ENTITY = 'item-type';

const nameTaken = () =>
  conflict(INVENTORY_ERROR_CODES.nameTaken, 'Another item type already has this name', [
    { field: 'name', message: 'Already taken' },
  ]);

async function requireSpecialAbility(db: Db, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const row = await db
    .selectFrom('special_abilities')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) {
    throw badRequest('No special ability has this id', [
      { field: 'special_ability_id', message: 'Unknown special ability' },
    ]);
  }
}

export interface ItemTypesDeps {
  db: Kysely<Database>;
}

/**
 * The catalogue ("kataloget"): the board keeps it, every member reads it, players without
 * the types meant for organizers only. A type the ledger, a piece or an envelope names
 * stays (409), and keeps whether it is unique.
 */
export function createItemTypesService({ db }: ItemTypesDeps) {
  async function list(viewer: CatalogueViewer): Promise<ItemTypesResponse> {
    const rows = await repo.listItemTypes(db, { hidden: canSeeHiddenItems(viewer.role) });
    return { item_types: rows.map(toItemType) };
  }

  async function create(actor: CatalogueViewer, input: ItemTypeCreateInput): Promise<ItemType> {
    if (!canEditCatalogue(actor.role)) throw forbidden();
    return db
      .transaction()
      .execute(async (trx) => {
        if (await repo.nameTakenByOther(trx, input.name, null)) throw nameTaken();
        await requireSpecialAbility(trx, input.special_ability_id);
        const at = new Date().toISOString();
        const row = await repo.insertItemType(trx, {
          name: input.name,
          description: input.description,
          kind: input.kind,
          is_unique: input.unique ? 1 : 0,
          unit: input.unit,
          visible_to_players: input.visible_to_players ? 1 : 0,
          special_ability_id: input.special_ability_id,
          created_at: at,
          updated_at: at,
        });
        const after = toItemType(row);
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'create',
          entity: AUDIT_ENTITY,
          entityId: row.id,
          after,
        });
        return after;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      });
  }

  async function update(
    actor: CatalogueViewer,
    id: number,
    input: ItemTypeUpdateInput,
  ): Promise<ItemType> {
    if (!canEditCatalogue(actor.role)) throw forbidden();
    return db
      .transaction()
      .execute(async (trx) => {
        const before = await repo.findItemType(trx, id);
        if (!before) throw notFound('item type');
        if (input.name !== undefined && (await repo.nameTakenByOther(trx, input.name, id))) {
          throw nameTaken();
        }
        await requireSpecialAbility(trx, input.special_ability_id);
        const unique = input.unique === undefined ? undefined : input.unique ? 1 : 0;
        if (
          unique !== undefined &&
          unique !== before.is_unique &&
          (await repo.isItemTypeInUse(trx, id))
        ) {
          throw conflict(
            INVENTORY_ERROR_CODES.uniqueFixed,
            'A type already in the ledger keeps whether it is unique',
            [{ field: 'unique', message: 'The type is in use' }],
          );
        }
        const change: ItemTypeUpdateRow = { updated_at: new Date().toISOString() };
        if (input.name !== undefined) change.name = input.name;
        if (input.description !== undefined) change.description = input.description;
        if (input.kind !== undefined) change.kind = input.kind;
        if (unique !== undefined) change.is_unique = unique;
        if (input.unit !== undefined) change.unit = input.unit;
        if (input.visible_to_players !== undefined) {
          change.visible_to_players = input.visible_to_players ? 1 : 0;
        }
        if (input.special_ability_id !== undefined) {
          change.special_ability_id = input.special_ability_id;
        }
        const row = await repo.updateItemType(trx, id, change);
        if (!row) throw notFound('item type');
        const after = toItemType(row);
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'update',
          entity: AUDIT_ENTITY,
          entityId: id,
          before: toItemType(before),
          after,
        });
        return after;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      });
  }

  async function remove(actor: CatalogueViewer, id: number): Promise<void> {
    if (!canEditCatalogue(actor.role)) throw forbidden();
    await db
      .transaction()
      .execute(async (trx) => {
        const before = await repo.findItemType(trx, id);
        if (!before) throw notFound('item type');
        if (await repo.isItemTypeInUse(trx, id)) throw inUse('item type');
        await repo.deleteItemType(trx, id);
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'delete',
          entity: AUDIT_ENTITY,
          entityId: id,
          before: toItemType(before),
        });
      })
      .catch((error: unknown) => {
        // A transfer written between the check and the delete still names the type.
        if (isForeignKeyViolation(error)) throw inUse('item type');
        throw error;
      });
  }

  return { list, create, update, remove };
}

export type ItemTypesService = ReturnType<typeof createItemTypesService>;
