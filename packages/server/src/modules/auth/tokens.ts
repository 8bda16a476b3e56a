import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '@club/shared/constants';
import { MAX_DB_ID } from '@club/shared/contract/characters';

/** Bearer tokens: HS256 JWTs carrying the user id, role, token version and `exp`. */

export interface TokenClaims {
  sub: number;
  role: Role;
  /** Bumped on logout, password reset and role change, so older tokens stop working. */
  tv: number;
}

export type TokenVerdict =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

const INVALID = { ok: false, reason: 'invalid' } as const;
/**
 * A JWT segment as RFC 7515 writes it: unpadded base64url. Node's decoder skips characters
 * outside the alphabet and ignores trailing bits, so without this check `sig!`, `sig=` or
 * a changed last character would decode to the same signature.
 */
const BASE64URL_SEGMENT = /^[A-Za-z0-9_-]+$/;
const VERIFIED_CACHE_SIZE = 10_000;

function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface TokenDeps {
  /** JWT_SECRET, or the database's shared secret (PostgreSQL without JWT_SECRET). */
  secret: string;
  /** How long a token is valid (TOKEN_TTL). */
  ttlSeconds: number;
}

export function createTokenService({ secret, ttlSeconds }: TokenDeps) {
  const key = new TextEncoder().encode(secret);

  async function sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(key);
  }

  /**
   * Tokens already checked, with their expiry: a signature that verified once stays
   * valid, so a member's repeated reads skip the HMAC. Bounded; the oldest go first.
   * Revocation is not affected: the token version is checked against the database on
   * every request.
   */
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();

  /** Synchronous: a request whose token and session row are both kept needs no promise. */
  function verify(token: string): TokenVerdict {
    const known = verified.get(token);
    if (known) {
      if (known.exp > Math.floor(Date.now() / 1000)) return { ok: true, claims: known.claims };
      verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    const verdict = verifySignedToken(token);
    if (verdict.ok) {
      if (verified.size >= VERIFIED_CACHE_SIZE) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      verified.set(token, { claims: verdict.claims, exp: verdict.exp });
      return { ok: true, claims: verdict.claims };
    }
    return verdict;
  }

  /**
   * HS256 checked with node:crypto directly: every authenticated request verifies a
   * token, and going through WebCrypto costs several times more per call.
   */
  function verifySignedToken(
    token: string,
  ): { ok: true; claims: TokenClaims; exp: number } | Exclude<TokenVerdict, { ok: true }> {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((part) => BASE64URL_SEGMENT.test(part))) return INVALID;
    const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];

    const header = decodeJson(encodedHeader);
    if (!header || header.alg !== 'HS256' || 'crit' in header) return INVALID;

    // The signature is compared as the exact text it must be, not as decoded bytes: one
    // signature has one spelling, and anything appended or changed is a different token.
    const expected = Buffer.from(
      crypto
        .createHmac('sha256', key)
        .update(`${encodedHeader}.${encodedPayload}`)
        .digest('base64url'),
    );
    const signature = Buffer.from(encodedSignature);
    if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) {
      return INVALID;
    }

    const payload = decodeJson(encodedPayload);
    if (!payload) return INVALID;
    const sub = Number(payload.sub);
    const { exp, tv, role, nbf } = payload;
    // An id beyond the integer column would fail in the database rather than as a login.
    if (!Number.isInteger(sub) || sub < 1 || sub > MAX_DB_ID) return INVALID;
    if (typeof tv !== 'number' || typeof role !== 'string') return INVALID;
    if (typeof exp !== 'number') return INVALID;
    const now = Math.floor(Date.now() / 1000);
    if (typeof nbf === 'number' && nbf > now) return INVALID;
    if (exp <= now) return { ok: false, reason: 'expired' };
    return { ok: true, claims: { sub, role: role as Role, tv }, exp };
  }

  return { sign, verify };
}

export type TokenService = ReturnType<typeof createTokenService>;
