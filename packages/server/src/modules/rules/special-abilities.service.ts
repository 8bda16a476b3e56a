import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  RULES_ERROR_CODES,
  type SpecialAbilitiesResponse,
  type SpecialAbility,
  type SpecialAbilityCreateSchema,
  type SpecialAbilityUpdateSchema,
} from '@club/shared/contract/rules';
import type { Database, SpecialAbilityRow } from '../../db/schema';
import { conflict, inUse, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { requireAbility } from './abilities.service';
import { assertKnownIds, assertNoDuplicates, type Actor } from './id-lists';
import { rulesCacheFor, type CachedAnswer } from './rules-cache';
import { toSpecialAbility } from './rules.mapper';
import {
  inRulesWrite,
  type Db,
  type RulesWriteAnswer,
  type RulesWriteOptions,
} from './rules-write';
import * as specials from './special-abilities.repository';

export type SpecialAbilityCreateInput = z.output<typeof SpecialAbilityCreateSchema>;
export type SpecialAbilityUpdateInput = z.output<typeof SpecialAbilityUpdateSchema>;

/** GET /special-abilities: every special ability, by name. */
export function getSpecialAbilities(db: Kysely<Database>): CachedAnswer<SpecialAbilitiesResponse> {
  return rulesCacheFor(db).get('special-abilities', async () => ({
    abilities: (await specials.listSpecialAbilities(db)).map(toSpecialAbility),
  }));
}

/** GET /abilities/{id}/special-abilities: the ones linked to the ability, in link order. */
export function getAbilitySpecialAbilities(
  db: Kysely<Database>,
  abilityId: number,
): CachedAnswer<SpecialAbilitiesResponse> {
  return rulesCacheFor(db).get(`ability-special-abilities:${abilityId}`, async () => {
    await requireAbility(db, abilityId);
    return {
      abilities: (await specials.listLinkedSpecialAbilities(db, abilityId)).map(toSpecialAbility),
    };
  });
}

async function requireSpecialAbility(db: Db, id: number): Promise<SpecialAbilityRow> {
  const row = await specials.findSpecialAbility(db, id);
  if (!row) throw notFound('special ability');
  return row;
}

export function createSpecialAbility(
  db: Kysely<Database>,
  actor: Actor,
  input: SpecialAbilityCreateInput,
  options: RulesWriteOptions = {},
): Promise<RulesWriteAnswer<SpecialAbility>> {
  return inRulesWrite(
    db,
    async (trx) => {
      const after = toSpecialAbility(await specials.insertSpecialAbility(trx, input));
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'create',
        entity: 'special-ability',
        entityId: after.id,
        after,
      });
      return after;
    },
    options,
  );
}

export function updateSpecialAbility(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: SpecialAbilityUpdateInput,
  options: RulesWriteOptions = {},
): Promise<RulesWriteAnswer<SpecialAbility>> {
  return inRulesWrite(
    db,
    async (trx) => {
      const before = toSpecialAbility(await requireSpecialAbility(trx, id));
      const after = toSpecialAbility(
        (await specials.updateSpecialAbility(trx, id, input)) ??
          (await requireSpecialAbility(trx, id)),
      );
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'update',
        entity: 'special-ability',
        entityId: id,
        before,
        after,
      });
      return after;
    },
    options,
  );
}

export function deleteSpecialAbility(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  options: RulesWriteOptions = {},
): Promise<RulesWriteAnswer<void>> {
  return inRulesWrite(
    db,
    async (trx) => {
      const before = toSpecialAbility(await requireSpecialAbility(trx, id));
      if ((await specials.countCharactersWithSpecialAbility(trx, id)) > 0)
        throw inUse('special ability');
      await specials.deleteSpecialAbility(trx, id);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'delete',
        entity: 'special-ability',
        entityId: id,
        before,
      });
    },
    options,
  );
}

/**
 * Replaces the special abilities a player may choose on an ability, in this order. One
 * that characters have already chosen on it stays linked (409), so their sheets stay valid.
 */
export function setAbilitySpecialAbilities(
  db: Kysely<Database>,
  actor: Actor,
  abilityId: number,
  specialAbilityIds: readonly number[],
  options: RulesWriteOptions = {},
): Promise<RulesWriteAnswer<SpecialAbilitiesResponse>> {
  return inRulesWrite(
    db,
    async (trx) => {
      const ability = await requireAbility(trx, abilityId);
      if (ability.has_special_ability !== 1) {
        throw conflict(
          RULES_ERROR_CODES.abilityWithoutSpecialAbilities,
          'This ability does not carry special abilities (has_special_ability is 0)',
        );
      }
      assertNoDuplicates(specialAbilityIds, 'special_ability_ids');
      assertKnownIds(
        specialAbilityIds,
        await specials.existingSpecialAbilityIds(trx, specialAbilityIds),
        'special_ability_ids',
      );
      const before = await specials.linkedSpecialAbilityIds(trx, abilityId);
      await specials.replaceSpecialAbilityLinks(trx, abilityId, specialAbilityIds);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'set-special-abilities',
        entity: 'ability',
        entityId: abilityId,
        before: { special_ability_ids: before },
        after: { special_ability_ids: [...specialAbilityIds] },
      });
      return {
        abilities: (await specials.listLinkedSpecialAbilities(trx, abilityId)).map(
          toSpecialAbility,
        ),
      };
    },
    options,
  );
}
