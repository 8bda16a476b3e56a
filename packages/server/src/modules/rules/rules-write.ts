import type { Kysely, Transaction } from 'kysely';
import type { Impact } from '@club/shared/contract/review';
import { RULES_ERROR_CODES } from '@club/shared/contract/rules';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/storage-errors';
import { conflict } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import type { Notify } from '../notifications/notifications.service';
import type { Actor } from './id-lists';
import type { RulesCache } from './rules-cache';

export interface RulesWriteOptions {
  /** Run the write and answer as it would, then roll everything back (audit row included). */
  dryRun?: boolean;
}

/** What a rules write answers: its own result and the characters it puts under review. */
export interface RulesWriteAnswer<T> {
  result: T;
  impact: Impact;
}

/**
 * Who needs review, taken inside a rules write's transaction before the work; the function
 * it answers, called after the work, names the characters the write put under review
 * (review's watchImpact).
 */
export type ImpactWatch = (trx: Transaction<Database>) => Promise<() => Promise<Impact>>;

/** Thrown out of a dry run's transaction to roll it back; never leaves `run`. */
class DryRunRollback<T> {
  constructor(readonly answer: RulesWriteAnswer<T>) {}
}

/** What an audited rules write changed: the audit row's entity and content, and its answer. */
export interface AuditedChange<T> {
  entityId: number;
  before?: unknown;
  after?: unknown;
  result: T;
}

/**
 * A rules write declared by its audit row's entity and action and the work inside the
 * transaction, which answers what it changed (see `rulesWrite`); `RulesWrites.bind` makes
 * it callable.
 */
export interface RulesWriteDeclaration<Args extends unknown[], T> {
  audit: { entity: string; action: string };
  work: (trx: Transaction<Database>, ...args: Args) => Promise<AuditedChange<T>>;
}

/**
 * A rules write as the routes call it: who writes, the write's own arguments, and last the
 * dry-run option.
 */
export type RulesWrite<Args extends unknown[], T> = (
  actor: Actor,
  ...rest: [...Args, RulesWriteOptions]
) => Promise<RulesWriteAnswer<T>>;

/**
 * Declares a rules write: its audit row's entity and action, and the work inside the
 * transaction. Everything around it (transaction, impact, dry run, audit row, cache) is the
 * RulesWrites' that binds it.
 */
export function rulesWrite<Args extends unknown[], T>(
  audit: { entity: string; action: string },
  work: (trx: Transaction<Database>, ...args: Args) => Promise<AuditedChange<T>>,
): RulesWriteDeclaration<Args, T> {
  return { audit, work };
}

export interface RulesWritesDeps {
  db: Kysely<Database>;
  rulesCache: RulesCache;
  /** Judges the characters before and after each write (review). */
  watchImpact: ImpactWatch;
  /** Tells the owners of characters a write puts under review, in its transaction. */
  notify: Notify;
}

/** The one way rules data is written: every rules area gets it from the composition root. */
export function createRulesWrites({ db, rulesCache, watchImpact, notify }: RulesWritesDeps) {
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
  async function run<T>(
    work: (trx: Transaction<Database>) => Promise<T>,
    options: RulesWriteOptions = {},
  ): Promise<RulesWriteAnswer<T>> {
    let answer: RulesWriteAnswer<T>;
    try {
      answer = await db.transaction().execute(async (trx) => {
        const impactAfter = await watchImpact(trx);
        const result = await work(trx);
        const impact = await impactAfter();
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
    rulesCache.invalidate();
    return answer;
  }

  /**
   * A rules entity written with `run`, with the audit row of the change written inside the
   * same transaction, so a dry run or a refusal leaves no audit row either.
   */
  function audited<T>(
    actor: Actor,
    audit: { entity: string; action: string },
    work: (trx: Transaction<Database>) => Promise<AuditedChange<T>>,
    options: RulesWriteOptions = {},
  ): Promise<RulesWriteAnswer<T>> {
    return run(async (trx) => {
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
    }, options);
  }

  /** A declared write (`rulesWrite`), callable as the routes call it. */
  function bind<Args extends unknown[], T>(
    declared: RulesWriteDeclaration<Args, T>,
  ): RulesWrite<Args, T> {
    return (actor, ...rest) => {
      // The options are always last (the type requires them), so what comes before is Args.
      const options = rest[rest.length - 1] as RulesWriteOptions;
      const args = rest.slice(0, -1) as Args;
      return audited(actor, declared.audit, (trx) => declared.work(trx, ...args), options);
    };
  }

  return { run, audited, bind };
}

export type RulesWrites = ReturnType<typeof createRulesWrites>;
