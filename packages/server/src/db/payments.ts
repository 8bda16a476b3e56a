import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * What a sign-up's payment entries add up to, as subqueries of a query over sign-ups:
 * `signupId` names the outer query's column that holds the sign-up's id (`'s.id'`). Every
 * answer that shows a payment state (the sign-up, the lists, staff's totals and work
 * counts) reads the sums this way, in its own query, and derives the state from them
 * (rules/payments.ts), so they agree to the krone. Served by event_payments_signup_idx.
 */

/** Whatever the outer query is: the subqueries read only their own table. */
function outer<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) {
  return eb as unknown as ExpressionBuilder<Database, never>;
}

/** The money received for the sign-up (its positive entries). */
export function receivedSum<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  signupId: string,
) {
  return outer(eb)
    .selectFrom('event_payments as p')
    .select((x) => x.fn.coalesce(x.fn.sum<number>('p.amount'), sql<number>`0`).as('total'))
    .where('p.signup_id', '=', sql.ref<number>(signupId))
    .where('p.amount', '>', 0);
}

/** The money given back for the sign-up (its negative entries), as a positive number. */
export function refundedSum<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  signupId: string,
) {
  return outer(eb)
    .selectFrom('event_payments as p')
    .select((x) => x.fn.coalesce(sql<number>`-sum(p.amount)`, sql<number>`0`).as('total'))
    .where('p.signup_id', '=', sql.ref<number>(signupId))
    .where('p.amount', '<', 0);
}

/** The money the club holds for the sign-up: received less refunded. */
export function heldSum<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, signupId: string) {
  return outer(eb)
    .selectFrom('event_payments as p')
    .select((x) => x.fn.coalesce(x.fn.sum<number>('p.amount'), sql<number>`0`).as('total'))
    .where('p.signup_id', '=', sql.ref<number>(signupId));
}
