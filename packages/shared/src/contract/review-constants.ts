// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const REVIEW_ERROR_CODES = {
  notUnderReview: 'review.notUnderReview',
} as const;

export const REVIEW_NOTE_MAX = 1000;
