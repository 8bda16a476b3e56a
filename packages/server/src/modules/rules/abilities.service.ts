import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AbilitiesResponse,
  Ability,
  AbilityCreateSchema,
  AbilityUpdateSchema,
} from '@club/shared/contract/rules';
import type { AbilityRow, Database } from '../../db/schema';
import { inUse, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import * as abilities from './abilities.repository';
import type { Actor } from './id-lists';
import { listProfessionAbilities, replaceProfessionAbilities } from './professions.repository';
import { rulesCacheFor, type CachedAnswer } from './rules-cache';
import { toAbility } from './rules.mapper';
import {
  inRulesWrite,
  type Db,
  type RulesWriteAnswer,
  type RulesWriteOptions,
} from './rules-write';
import {
  linkedSpecialAbilityIds,
  replaceSpecialAbilityLinks,
} from './special-abilities.repository';

export type AbilityCreateInput = z.output<typeof AbilityCreateSchema>;
export type AbilityUpdateInput = z.output<typeof AbilityUpdateSchema>;

/** GET /abilities: every ability, by name. */
export function getAbilities(db: Kysely<Database>): CachedAnswer<AbilitiesResponse> {
  return rulesCacheFor(db).get('abilities', async () =>
    (await abilities.listAbilities(db)).map(toAbility),
  );
}

export async function requireAbility(db: Db, id: number): Promise<AbilityRow> {
  const row = await abilities.findAbility(db, id);
  if (!row) throw notFound('ability');
  return row;
}

export function createAbility(
  db: Kysely<Database>,
  actor: Actor,
  input: AbilityCreateInput,
  options: RulesWriteOptions = {},
): Promise<RulesWriteAnswer<Ability>> {
  return inRulesWrite(
    db,
    async (trx) => {
      const after = toAbility(await abilities.insertAbility(trx, input));
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'create',
        entity: 'ability',
        entityId: after.id,
        after,
      });
      return after;
    },
    options,
  );
}

/**
 * Updates an ability. Clearing has_special_ability also drops its special-ability links,
 * which only mean something on a flagged ability; it is refused while characters have
 * chosen a special ability on it.
 */
export function updateAbility(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: AbilityUpdateInput,
  options: RulesWriteOptions = {},
): Promise<RulesWriteAnswer<Ability>> {
  return inRulesWrite(
    db,
    async (trx) => {
      const before = toAbility(await requireAbility(trx, id));
      let droppedLinks: number[] = [];
      if (before.has_special_ability === 1 && input.has_special_ability === 0) {
        droppedLinks = await linkedSpecialAbilityIds(trx, id);
        await replaceSpecialAbilityLinks(trx, id, []);
      }
      const after = toAbility(
        (await abilities.updateAbility(trx, id, input)) ?? (await requireAbility(trx, id)),
      );
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'update',
        entity: 'ability',
        entityId: id,
        before: droppedLinks.length > 0 ? { ...before, special_ability_ids: droppedLinks } : before,
        after,
      });
      return after;
    },
    options,
  );
}

/**
 * Deletes an ability nobody owns. The professions that listed it close the gap, so their
 * levels stay 1..n; no character owns a level above it, since that would need this one.
 */
export function deleteAbility(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  options: RulesWriteOptions = {},
): Promise<RulesWriteAnswer<void>> {
  return inRulesWrite(
    db,
    async (trx) => {
      const before = toAbility(await requireAbility(trx, id));
      if ((await abilities.countCharactersWithAbility(trx, id)) > 0) throw inUse('ability');
      const professionIds = await abilities.professionIdsWithAbility(trx, id);
      for (const professionId of professionIds) {
        const remaining = (await listProfessionAbilities(trx, professionId)).filter(
          (row) => row.id !== id,
        );
        await replaceProfessionAbilities(
          trx,
          professionId,
          remaining.map((row) => row.id),
        );
      }
      await abilities.deleteAbility(trx, id);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'delete',
        entity: 'ability',
        entityId: id,
        before: { ...before, profession_ids: professionIds },
      });
    },
    options,
  );
}
