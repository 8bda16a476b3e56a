import type { PAYMENT_STATUSES } from '../contract/events-constants';

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a sign-up's payment entries add up to. Staff record money as it comes and goes
 * (a refund is a negative entry); the status is read off the sums, never stored, so a
 * partial payment can never pass for a paid one.
 */
export interface PaymentSums {
  /** Whole kroner: the role's price when the member signed up. */
  amount_due: number;
  /** The positive entries. */
  received: number;
  /** The negative entries, as a positive number. */
  refunded: number;
  /** The sign-up's status: a withdrawn sign-up owes nothing. */
  status: string;
  /** The event's status: a cancelled event owes nothing. */
  event_status: string;
}

export interface PaymentState {
  payment_status: PaymentStatus;
  /** The money the club holds for the sign-up: received less refunded. */
  paid_amount: number;
  /** What the member still has to pay: 0 once nothing is due (withdrawn, cancelled event). */
  amount_owed: number;
  /** What the club has to give back. */
  refund_due: number;
}

/** Nothing is due for a sign-up that was withdrawn or an event that was cancelled. */
export function dueNow(sums: Pick<PaymentSums, 'amount_due' | 'status' | 'event_status'>): number {
  if (sums.status === 'withdrawn' || sums.event_status === 'cancelled') return 0;
  return sums.amount_due;
}

export function paymentState(sums: PaymentSums): PaymentState {
  const due = dueNow(sums);
  const held = sums.received - sums.refunded;
  const state = (payment_status: PaymentStatus): PaymentState => ({
    payment_status,
    paid_amount: held,
    amount_owed: Math.max(0, due - held),
    refund_due: Math.max(0, held - due),
  });
  if (held > due) return state('overpaid');
  if (held <= 0) return state(sums.refunded > 0 ? 'refunded' : 'unpaid');
  if (held < due) return state('partial');
  return state('paid');
}

/**
 * Whether a sign-up counts as not paid in staff's filters, totals, lists and at the gate:
 * anything still owed, a partial payment included.
 */
export function isUnpaid(state: Pick<PaymentState, 'amount_owed'>): boolean {
  return state.amount_owed > 0;
}
