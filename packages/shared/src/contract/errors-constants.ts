// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

/** Stable codes: each is a message key under `errors.` in the web's da.json and en.json. */
export const ERROR_CODES = {
  validation: 'errors.validation',
  malformedJson: 'errors.malformedJson',
  unauthorized: 'errors.unauthorized',
  invalidCredentials: 'errors.invalidCredentials',
  accountDeactivated: 'errors.accountDeactivated',
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  routeNotFound: 'errors.routeNotFound',
  emailTaken: 'errors.emailTaken',
  rateLimited: 'errors.rateLimited',
  invalidResetToken: 'errors.invalidResetToken',
  payloadTooLarge: 'errors.payloadTooLarge',
  headersTooLarge: 'errors.headersTooLarge',
  requestTimeout: 'errors.requestTimeout',
  unsupportedMediaType: 'errors.unsupportedMediaType',
  inUse: 'errors.inUse',
  conflict: 'errors.conflict',
  internal: 'errors.internal',
  databaseReadOnly: 'errors.databaseReadOnly',
  storageFull: 'errors.storageFull',
  databaseUnavailable: 'errors.databaseUnavailable',
  serverStopping: 'errors.serverStopping',
  loginLocked: 'errors.loginLocked',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
