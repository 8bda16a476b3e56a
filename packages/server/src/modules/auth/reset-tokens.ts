import crypto from 'node:crypto';

/**
 * Reset tokens are 32 random bytes sent to the user; only their SHA-256 is stored, so a
 * leaked database holds no usable link.
 */
export function createResetToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
