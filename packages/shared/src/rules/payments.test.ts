import { describe, expect, it } from 'vitest';
import { isUnpaid, paymentState } from './payments';

const sums = (
  received: number,
  refunded = 0,
  more: Partial<Parameters<typeof paymentState>[0]> = {},
) =>
  paymentState({
    amount_due: 350,
    received,
    refunded,
    status: 'confirmed',
    event_status: 'published',
    ...more,
  });

describe('paymentState', () => {
  it('reads unpaid, partial, paid and overpaid off what was received', () => {
    expect(sums(0)).toEqual({
      payment_status: 'unpaid',
      paid_amount: 0,
      amount_owed: 350,
      refund_due: 0,
    });
    expect(sums(200)).toEqual({
      payment_status: 'partial',
      paid_amount: 200,
      amount_owed: 150,
      refund_due: 0,
    });
    expect(sums(350)).toEqual({
      payment_status: 'paid',
      paid_amount: 350,
      amount_owed: 0,
      refund_due: 0,
    });
    expect(sums(400)).toEqual({
      payment_status: 'overpaid',
      paid_amount: 400,
      amount_owed: 0,
      refund_due: 50,
    });
  });

  it('counts a partial payment as not paid', () => {
    expect(isUnpaid(sums(200))).toBe(true);
    expect(isUnpaid(sums(350))).toBe(false);
  });

  it('reads refunded once every krone received went back', () => {
    expect(sums(350, 350)).toMatchObject({
      payment_status: 'refunded',
      paid_amount: 0,
      amount_owed: 350,
    });
    expect(sums(350, 100)).toMatchObject({ payment_status: 'partial', paid_amount: 250 });
  });

  it('owes nothing for a withdrawn sign-up or a cancelled event, and shows the money held as a refund to make', () => {
    expect(sums(350, 0, { status: 'withdrawn' })).toEqual({
      payment_status: 'overpaid',
      paid_amount: 350,
      amount_owed: 0,
      refund_due: 350,
    });
    expect(sums(0, 0, { event_status: 'cancelled' })).toMatchObject({
      amount_owed: 0,
      refund_due: 0,
    });
    expect(sums(350, 350, { event_status: 'cancelled' })).toMatchObject({
      payment_status: 'refunded',
      amount_owed: 0,
      refund_due: 0,
    });
  });
});
