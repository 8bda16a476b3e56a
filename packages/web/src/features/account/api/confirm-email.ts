import type { EmailConfirm, MeResponse } from '@club/shared/contract/account';
import { apiRequest } from '../../../api/client';

/** POST me/email/confirm: the link from the mail sets the new address (no login needed). */
export function confirmEmail(body: EmailConfirm): Promise<MeResponse> {
  return apiRequest<MeResponse>('me/email/confirm', { method: 'POST', body });
}
