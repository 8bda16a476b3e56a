import type { SignupRole, SignupStatus, StaffSignup } from '@club/shared/contract/events';
import type { PaymentFilter } from '@club/shared/contract/staff-work-constants';
import { isUnpaid } from '@club/shared/rules/payments';

export interface SignupFilter {
  role: SignupRole | 'all';
  status: SignupStatus | 'all';
  /** Who still owes (a partial payment too), or whom the club owes a refund. */
  payment: PaymentFilter | 'all';
}

export const noFilter: SignupFilter = { role: 'all', status: 'all', payment: 'all' };

/** The filter a link opens the list with (`?payment=unpaid` from the work list). */
export function filterFromSearch(search: URLSearchParams): SignupFilter {
  const payment = search.get('payment');
  return {
    ...noFilter,
    payment: payment === 'unpaid' || payment === 'refunds' ? payment : 'all',
  };
}

function paymentMatches(signup: StaffSignup, payment: SignupFilter['payment']): boolean {
  if (payment === 'unpaid') return isUnpaid(signup);
  if (payment === 'refunds') return signup.refund_due > 0;
  return true;
}

/** The staff table's filters: role, status and payment. */
export function filterSignups(signups: StaffSignup[], filter: SignupFilter): StaffSignup[] {
  return signups.filter(
    (signup) =>
      (filter.role === 'all' || signup.role === filter.role) &&
      (filter.status === 'all' || signup.status === filter.status) &&
      paymentMatches(signup, filter.payment),
  );
}
