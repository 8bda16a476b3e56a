import { z } from 'zod';

/**
 * Every error the API sends: English text, a message key the web translates, and for
 * bad input the fields at fault.
 */
export const ErrorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(ErrorDetailSchema).optional(),
  /** The numbers a rule's message names (`{max}`), so a translation can name them too. */
  params: z.record(z.string(), z.number()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

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
