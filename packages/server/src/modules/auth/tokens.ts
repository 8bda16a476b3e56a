import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@club/shared/constants';

/** Bearer tokens: HS256 JWTs carrying the user id, role, token version and `exp`. */

export interface TokenClaims {
  sub: number;
  role: Role;
  /** Bumped on logout, password reset and role change, so older tokens stop working. */
  tv: number;
}

export type TokenVerdict =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);

  async function sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(key);
  }

  async function verify(token: string): Promise<TokenVerdict> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const sub = Number(payload.sub);
      if (
        !Number.isInteger(sub) ||
        typeof payload.tv !== 'number' ||
        typeof payload.role !== 'string'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      if (typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { sub, role: payload.role as Role, tv: payload.tv } };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }

  return { sign, verify };
}

export type TokenService = ReturnType<typeof createTokenService>;
