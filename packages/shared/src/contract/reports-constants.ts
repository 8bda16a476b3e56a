// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const REPORT_STATUSES = ['submitted', 'approved', 'returned'] as const;

export const REPORT_LIMITS = {
  text: 20_000,
  reviewComment: 4_000,
} as const;

export const REPORT_ERROR_CODES = {
  notCheckedIn: 'reports.notCheckedIn',
  noCharacter: 'reports.noCharacter',
  alreadyWritten: 'reports.alreadyWritten',
  notEditable: 'reports.notEditable',
  notReviewable: 'reports.notReviewable',
} as const;
