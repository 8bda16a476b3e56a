import type { AuthResponse } from '@club/shared/contract/auth';
import { ApiError, CLIENT_ERROR_CODES } from '../../../api/api-error';

/**
 * SPEC.md 5: a login or signup answer must hold both a token and a user, else
 * 'Invalid response from server'. Checked by hand so zod stays out of the first screen.
 */
export function requireSession(answer: Partial<AuthResponse> | null | undefined): AuthResponse {
  const user = answer?.user;
  if (
    !answer ||
    typeof answer.token !== 'string' ||
    !answer.token ||
    !user ||
    typeof user.id !== 'number' ||
    typeof user.role !== 'string'
  ) {
    throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, 'Invalid response from server');
  }
  return { token: answer.token, user };
}
