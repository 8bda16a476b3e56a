import type { Impact } from '@club/shared/contract/review';
import type { RulesWriteAnswer, RulesWriteOptions } from '../modules/rules/rules-write';

/**
 * How every rules write answers (SPEC.md section 4 "Character sheet lock"): its own answer
 * with `impact` beside it. `?dry_run=true` (DryRunQuerySchema) answers the same and
 * changes nothing.
 */

export function writeOptions(query: { dry_run?: boolean }): RulesWriteOptions {
  return { dryRun: query.dry_run === true };
}

/** An object answer with the impact added. */
export function withImpact<T extends object>(answer: RulesWriteAnswer<T>): T & { impact: Impact } {
  return { ...answer.result, impact: answer.impact };
}

/** A list answer under `items`, with the impact. */
export function itemsWithImpact<T>(answer: RulesWriteAnswer<T[]>): { items: T[]; impact: Impact } {
  return { items: answer.result, impact: answer.impact };
}

/** A write that answers nothing of its own (a delete): the impact alone. */
export function impactOnly(answer: RulesWriteAnswer<unknown>): { impact: Impact } {
  return { impact: answer.impact };
}
