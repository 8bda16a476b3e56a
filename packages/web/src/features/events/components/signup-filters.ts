import type { SignupRole, SignupStatus, StaffSignup } from '@club/shared/contract/events';

export interface SignupFilter {
  role: SignupRole | 'all';
  status: SignupStatus | 'all';
  unpaidOnly: boolean;
}

export const noFilter: SignupFilter = { role: 'all', status: 'all', unpaidOnly: false };

/** The staff table's filters: role, status and "only those who have not paid". */
export function filterSignups(signups: StaffSignup[], filter: SignupFilter): StaffSignup[] {
  return signups.filter(
    (signup) =>
      (filter.role === 'all' || signup.role === filter.role) &&
      (filter.status === 'all' || signup.status === filter.status) &&
      (!filter.unpaidOnly || (signup.payment_status === 'unpaid' && signup.amount_due > 0)),
  );
}
