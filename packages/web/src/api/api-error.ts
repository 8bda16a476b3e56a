import type { ErrorDetail } from '@club/shared/contract/errors';

/** A refused or failed call: the HTTP status, the server's message key and text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly params: Record<string, number> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes the client itself raises. */
export const CLIENT_ERROR_CODES = {
  network: 'errors.network',
  /** A write attempted without a connection: refused here, nothing sent. */
  offline: 'errors.offline',
  sessionMaybeExpired: 'errors.sessionMaybeExpired',
  invalidResponse: 'errors.invalidResponse',
} as const;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The browser's refusal of a request, or of its answer's body, cut off as the page is left
 * (a reload, a link followed): a DOMException, not always an Error. Nothing was refused.
 */
export function isAbort(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
