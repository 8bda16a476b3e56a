import type { XpReason } from '@club/shared/contract/characters';
import type { Db } from '../../db/schema';

/** The XP ledger: a character's XP is the sum of its rows. */

const now = () => new Date().toISOString();

export function insertXpAward(
  db: Db,
  award: { characterId: number; amount: number; reason: string | XpReason; awardedBy: number },
) {
  return db
    .insertInto('xp_awards')
    .values({
      character_id: award.characterId,
      amount: award.amount,
      ...reasonColumns(award.reason),
      awarded_by: award.awardedBy,
      created_at: now(),
    })
    .returning([
      'id',
      'character_id',
      'amount',
      'reason',
      'reason_key',
      'reason_params',
      'awarded_by',
      'created_at',
    ])
    .executeTakeFirstOrThrow();
}

/** Staff's words as they are; a keyed reason as its key, parameters and Danish text. */
export function reasonColumns(reason: string | XpReason) {
  if (typeof reason === 'string') return { reason, reason_key: null, reason_params: null };
  return {
    reason: reason.text,
    reason_key: reason.key,
    reason_params: JSON.stringify(reason.params),
  };
}

export function listXpAwards(db: Db, characterId: number) {
  return db
    .selectFrom('xp_awards as x')
    .leftJoin('users as u', 'u.id', 'x.awarded_by')
    .select([
      'x.id',
      'x.character_id',
      'x.amount',
      'x.reason',
      'x.reason_key',
      'x.reason_params',
      'x.awarded_by',
      'u.name as awarded_by_name',
      'x.created_at',
    ])
    .where('x.character_id', '=', characterId)
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id', 'desc')
    .execute();
}
