// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const BACKGROUND_STATUSES = ['draft', 'submitted', 'changes_requested', 'approved'] as const;
type BackgroundStatus = (typeof BACKGROUND_STATUSES)[number];

/** The states in which the owner may change the text and submit it. */
export const BACKGROUND_EDITABLE_STATUSES: readonly BackgroundStatus[] = [
  'draft',
  'changes_requested',
];

export function isBackgroundEditable(status: BackgroundStatus): boolean {
  return BACKGROUND_EDITABLE_STATUSES.includes(status);
}

/** Lengths in characters (UTF-16 code units, as a text field counts them). */
export const BACKGROUND_LIMITS = {
  text: 20_000,
  reviewComment: 4_000,
  comment: 4_000,
  /** A write request larger than this is refused whole with 413 before it is read. */
  requestMaxBytes: 256 * 1024,
} as const;

/** Refusals the web translates (message keys). */
export const BACKGROUND_ERROR_CODES = {
  /** 409: PUT while submitted or approved. */
  notEditable: 'backgrounds.notEditable',
  /** 409: submit while submitted or approved. */
  notSubmittable: 'backgrounds.notSubmittable',
  /** 409: submit of an empty (blank) text. */
  empty: 'backgrounds.empty',
  /** 409: review of a draft or changes_requested background (or approve of an approved one). */
  notReviewable: 'backgrounds.notReviewable',
} as const;
