// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const CHANGE_REQUEST_STATUSES = ['open', 'approved', 'declined'] as const;

export const CHANGE_REQUEST_LIMITS = { message: 2000, reason: 2000 } as const;

export const CHANGE_REQUEST_ERROR_CODES = {
  alreadyOpen: 'changeRequests.alreadyOpen',
  sheetNotLocked: 'changeRequests.sheetNotLocked',
  alreadyAnswered: 'changeRequests.alreadyAnswered',
} as const;
