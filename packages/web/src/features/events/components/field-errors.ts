import { isApiError } from '../../../api/api-error';

/** A refused write's field details (`capacity.player`, `ends_at`) as a field → text map. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(error.details.map((detail) => [detail.field, detail.message]));
}
