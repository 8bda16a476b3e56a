import { STORAGE_KEYS } from '@club/shared/constants';
import type { User } from '@club/shared/contract/auth';

// Apart from the session store, which needs React: the page's own early requests read
// the stored login before any of the app's code has arrived (app/page-early-data.ts).

/** The token and user kept in local storage; no user without a token. */
export function readStoredLogin(): { token: string | null; user: User | null } {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    const user = raw ? (JSON.parse(raw) as User) : null;
    return { token, user: token ? user : null };
  } catch {
    return { token: null, user: null };
  }
}

/** The token's `exp` claim in seconds, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export function isTokenUsable(token: string | null, nowSeconds = Date.now() / 1000): boolean {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp > nowSeconds;
}
