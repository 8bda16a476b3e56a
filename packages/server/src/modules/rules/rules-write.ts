import type { Kysely, Transaction } from 'kysely';
import type { Impact } from '@club/shared/contract/review';
import { RULES_ERROR_CODES } from '@club/shared/contract/rules';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import type { Database } from '../../db/schema';
import { conflict } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { impactBetween, takeSnapshot } from '../review/impact';
import type { Actor } from './id-lists';
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

/** What an audited rules write changed: the audit row's entity and content, and its answer. */
export interface AuditedChange<T> {
  entityId: number;
  before?: unknown;
  after?: unknown;
  result: T;
}

/**
 * The one way a rules entity is written: inRulesWrite (one transaction, impact, dry run,
 * cache) with the audit row of the change written inside the same transaction, so a dry
 * run or a refusal leaves no audit row either.
 */
export function auditedRulesWrite<T>(
  db: Kysely<Database>,
  actor: Actor,
  audit: { entity: string; action: string },
  work: (trx: Transaction<Database>) => Promise<AuditedChange<T>>,
  options: RulesWriteOptions = {},
): Promise<RulesWriteAnswer<T>> {
  return inRulesWrite(
    db,
    async (trx) => {
      const change = await work(trx);
      await recordAudit(trx, {
        actorId: actor.id,
        action: audit.action,
        entity: audit.entity,
        entityId: change.entityId,
        before: change.before,
        after: change.after,
      });
      return change.result;
    },
    options,
  );
}

/**
 * A rules write as the routes call it: the database and who writes, the write's own
 * arguments, and last the dry-run option.
 */
export type RulesWrite<Args extends unknown[], T> = (
  db: Kysely<Database>,
  actor: Actor,
  ...rest: [...Args, RulesWriteOptions]
) => Promise<RulesWriteAnswer<T>>;

/**
 * Declares a rules write: its audit row's entity and action, and the work inside the
 * transaction, which answers what it changed. Everything around it (transaction, impact,
 * dry run, audit row, cache) is auditedRulesWrite's.
 */
export function rulesWrite<Args extends unknown[], T>(
  audit: { entity: string; action: string },
  work: (trx: Transaction<Database>, ...args: Args) => Promise<AuditedChange<T>>,
): RulesWrite<Args, T> {
  return (db, actor, ...rest) => {
    // The options are always last (the type requires them), so what comes before is Args.
    const options = rest[rest.length - 1] as RulesWriteOptions;
    const args = rest.slice(0, -1) as Args;
    return auditedRulesWrite(db, actor, audit, (trx) => work(trx, ...args), options);
  };
}
