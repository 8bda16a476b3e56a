// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const SETTINGS_ERROR_CODES = {
  /** The payment instructions cleared while published, priced events still name them. */
  payeeInUse: 'settings.payeeInUse',
} as const;
