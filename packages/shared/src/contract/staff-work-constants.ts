// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

/** Where the web works on each kind of staff work (app paths, no base path). */
export const STAFF_WORK_LINKS = {
  change_requests: '/manage-users',
  backgrounds: '/staff/backgrounds',
  reports: '/staff/reports',
  sheets_under_review: '/manage-users',
  unpaid_signups: '/events?payment=unpaid',
  refunds_due: '/events?payment=refunds',
  event_messages: '/staff/messages',
} as const;

/** The events list's filter a staff work link opens (`?payment=`). */
export const PAYMENT_FILTERS = ['unpaid', 'refunds'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const STAFF_WORK_KINDS = [
  'change_requests',
  'backgrounds',
  'reports',
  'sheets_under_review',
  'unpaid_signups',
  'refunds_due',
  'event_messages',
] as const;
export type StaffWorkKind = (typeof STAFF_WORK_KINDS)[number];
