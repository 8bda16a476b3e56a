import { DOCUMENT_ERROR_CODES } from '@club/shared/contract/documents';
import { ERROR_CODES, type ErrorDetail } from '@club/shared/contract/errors';

/**
 * Every refusal the API gives is an AppError; the error handler turns it into
 * `{ error, code, details? }`. Services throw these; routes never build error bodies.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly params?: Record<string, number>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const badRequest = (
  message: string,
  details?: ErrorDetail[],
  code: string = ERROR_CODES.validation,
) => new AppError(400, code, message, details);

export const invalidField = (field: string, message: string) =>
  badRequest(`Invalid ${field}: ${message}`, [{ field, message }]);

export const unauthorized = (
  message = 'Authentication required',
  code: string = ERROR_CODES.unauthorized,
) => new AppError(401, code, message);

export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, ERROR_CODES.forbidden, message);

/** A member asked for a document in a language their active character does not know. */
export const languageNotKnown = () =>
  new AppError(
    403,
    DOCUMENT_ERROR_CODES.languageNotKnown,
    'Your character does not know this language.',
  );
/** A refusal with its own message key rather than the generic errors.forbidden. */
export const forbiddenWithCode = (message: string, code: string) =>
  new AppError(403, code, message);

export const notFound = (entity: string) =>
  new AppError(404, ERROR_CODES.notFound, `${capitalize(entity)} not found`);

/** A rule or limit refused the write: 409 with the rule's own message key. */
export const conflict = (
  code: string,
  message: string,
  details?: ErrorDetail[],
  params?: Record<string, number>,
) => new AppError(409, code, message, details, params);

export const inUse = (entity: string) =>
  new AppError(
    409,
    ERROR_CODES.inUse,
    `${capitalize(entity)} is still in use and cannot be deleted`,
  );

export const payloadTooLarge = (message: string, code: string = ERROR_CODES.payloadTooLarge) =>
  new AppError(413, code, message);

export const unsupportedMediaType = (
  message: string,
  code: string = ERROR_CODES.unsupportedMediaType,
) => new AppError(415, code, message);
