import type { Kysely, Transaction } from 'kysely';
import type { Impact } from '@club/shared/contract/review';
import { RULES_ERROR_CODES } from '@club/shared/contract/rules';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import type { Database } from '../../db/schema';
import { conflict } from '../../errors';
import { impactBetween, takeSnapshot } from '../review/impact';
import { notify } from '../notifications/notifications.service';
import { rulesCacheFor } from './rules-cache';

export type Db = Kysely<Database> | Transaction<Database>;

/** A unique constraint refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export interface RulesWriteOptions {
  /** Run the write and answer as it would, then roll everything back (audit row included). */
  dryRun?: boolean;
}

/** What a rules write answers: its own result and the characters it puts under review. */
export interface RulesWriteAnswer<T> {
  result: T;
  impact: Impact;
}

/** Thrown out of a dry run's transaction to roll it back; never leaves inRulesWrite. */
class DryRunRollback<T> {
  constructor(readonly answer: RulesWriteAnswer<T>) {}
}

/**
 * Runs one rules write in one transaction and, once it has committed, drops every cached
 * rules answer. Inside the same transaction it judges every saved character before and
 * after the write (needs-review) and answers the impact: the characters the write puts
 * under review. A dry run does all of that and then rolls back, so neither the rules, the
 * audit log (written inside the work) nor the rules cache change.
 *
 * The only unique constraints a rules write can meet are the names of races, classes,
 * professions and languages (the link tables are written from deduplicated lists), so a
 * unique violation is a taken name.
 */
export async function inRulesWrite<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: RulesWriteOptions = {},
): Promise<RulesWriteAnswer<T>> {
  let answer: RulesWriteAnswer<T>;
  try {
    answer = await db.transaction().execute(async (trx) => {
      const before = await takeSnapshot(trx);
      const result = await work(trx);
      const impact = impactBetween(before, await takeSnapshot(trx));
      if (options.dryRun) throw new DryRunRollback({ result, impact });
      // The owners hear of it in the same transaction as the change that caused it.
      await notify(
        trx,
        impact.characters.map((character) => ({
          userId: character.user_id,
          kind: 'sheet_needs_review' as const,
          title: {
            key: NOTIFICATION_TITLE_KEYS.sheetNeedsReview,
            params: { character: character.name },
          },
          link: NOTIFICATION_LINKS.character(character.id),
        })),
      );
      return { result, impact };
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.answer as RulesWriteAnswer<T>;
    if (isUniqueViolation(error)) {
      throw conflict(RULES_ERROR_CODES.nameTaken, 'That name is already taken', [
        { field: 'name', message: 'That name is already taken' },
      ]);
    }
    throw error;
  }
  rulesCacheFor(db).invalidate();
  return answer;
}
