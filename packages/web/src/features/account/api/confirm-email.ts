import type { EmailConfirm, MeResponse } from '@club/shared/contract/account';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

/** POST me/email/confirm: the link from the mail sets the new address (no login needed). */
export function confirmEmail(body: EmailConfirm): Promise<MeResponse> {
  return apiRequest<MeResponse>(apiPaths.me.confirmEmail, { method: 'POST', body });
}
