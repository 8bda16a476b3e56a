import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * A character's XP and what its sheet has spent, as subqueries of a query over characters:
 * `characterId` names the outer query's column that holds the character's id (`'c.id'`).
 * Every answer that shows XP adds them up the same way, so they agree to the point.
 * SQLite answers SUM as a number and PostgreSQL as numeric (parsed to a number on connect);
 * either is 0 for a character without rows.
 */

/** Whatever the outer query is: the subqueries read only their own tables. */
function outer<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) {
  return eb as unknown as ExpressionBuilder<Database, never>;
}

/** The sum of the character's XP ledger. */
export function xpTotal<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  characterId: string,
) {
  return outer(eb)
    .selectFrom('xp_awards as x')
    .select((x) => x.fn.coalesce(x.fn.sum<number>('x.amount'), sql<number>`0`).as('total'))
    .where('x.character_id', '=', sql.ref<number>(characterId));
}

/** The sum of the prices of the abilities on the character's sheet. */
export function xpSpentTotal<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  characterId: string,
) {
  return outer(eb)
    .selectFrom('character_abilities as ca')
    .innerJoin('abilities as a', 'a.id', 'ca.ability_id')
    .select((x) => x.fn.coalesce(x.fn.sum<number>('a.xpcost'), sql<number>`0`).as('total'))
    .where('ca.character_id', '=', sql.ref<number>(characterId));
}
