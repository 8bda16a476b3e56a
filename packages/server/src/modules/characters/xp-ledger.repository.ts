import type { Db } from '../../db/schema';

/** The XP ledger: a character's XP is the sum of its rows. */

const now = () => new Date().toISOString();

export function insertXpAward(
  db: Db,
  award: { characterId: number; amount: number; reason: string; awardedBy: number },
) {
  return db
    .insertInto('xp_awards')
    .values({
      character_id: award.characterId,
      amount: award.amount,
      reason: award.reason,
      awarded_by: award.awardedBy,
      created_at: now(),
    })
    .returning(['id', 'character_id', 'amount', 'reason', 'awarded_by', 'created_at'])
    .executeTakeFirstOrThrow();
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
      'x.awarded_by',
      'u.name as awarded_by_name',
      'x.created_at',
    ])
    .where('x.character_id', '=', characterId)
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id', 'desc')
    .execute();
}
