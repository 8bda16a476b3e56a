import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const tokens = createTokenService({ secret, ttlSeconds: 3600 });
const key = new TextEncoder().encode(secret);

function segment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('token service', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('still calls a token expired once its time has passed after an earlier check', async () => {
    const shortLived = createTokenService({ secret, ttlSeconds: 60 });
    const token = await shortLived.sign({ sub: 3, role: 'user', tv: 0 });
    expect((await shortLived.verify(token)).ok).toBe(true);
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await shortLived.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('verifies what it signs and carries sub, role, token version and exp', async () => {
    const token = await tokens.sign({ sub: 7, role: 'admin', tv: 3 });
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      claims: { sub: 7, role: 'admin', tv: 3 },
    });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it('calls an expired token expired', async () => {
    const token = await new SignJWT({ role: 'user', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, a changed payload, or no expiry', async () => {
    const other = await createTokenService({
      secret: 'another-secret-that-is-long-enough-too',
      ttlSeconds: 60,
    }).sign({
      sub: 1,
      role: 'user',
      tv: 0,
    });
    expect(await tokens.verify(other)).toEqual({ ok: false, reason: 'invalid' });

    const [header, , signature] = (await tokens.sign({ sub: 1, role: 'user', tv: 0 })).split('.');
    const forged = segment({ sub: '1', role: 'bestyrelse', tv: 0, exp: 9999999999 });
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });

    const noExp = await new SignJWT({ role: 'user', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .sign(key);
    expect(await tokens.verify(noExp)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a correctly signed subject that is no database id', async () => {
    for (const sub of ['1e20', '0', '-1', '2147483648', '1.5', 'abc']) {
      const token = await new SignJWT({ role: 'user', tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setExpirationTime(Math.floor(Date.now() / 1000) + 60)
        .sign(key);
      expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a token with anything appended to or changed in its signature', async () => {
    const token = await tokens.sign({ sub: 5, role: 'user', tv: 0 });
    expect((await tokens.verify(token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // 32 bytes take 43 characters whose last carries 2 unused bits: 4 spellings decode alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = signature.at(-1)!;
    const sameBits = [...alphabet].filter(
      (c) => c !== last && alphabet.indexOf(c) >> 2 === alphabet.indexOf(last) >> 2,
    );
    expect(sameBits).toHaveLength(3);
    const forged = [
      ...['=', '==', '!', '.', ' ', '%', '\n', 'A', 'AA', 'AAAA', '\u00e6'].map((s) => token + s),
      ...sameBits.map((c) => `${header}.${payload}.${signature.slice(0, -1)}${c}`),
      `${header}.${payload}.${signature.slice(0, 20)}!${signature.slice(20)}`,
      `${header}.${payload}.${signature.slice(0, -1)}`,
      `${header}.${payload}.${signature}=`,
      `${header}=.${payload}.${signature}`,
      `${header}.${payload}.`,
    ];
    for (const candidate of forged) {
      expect(await tokens.verify(candidate), JSON.stringify(candidate)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    // The genuine token still verifies, from the memo as before.
    expect((await tokens.verify(token)).ok).toBe(true);
  });

  it('refuses the "none" algorithm and garbage', async () => {
    const unsigned = `${segment({ alg: 'none' })}.${segment({ sub: '1', role: 'bestyrelse', tv: 0, exp: 9999999999 })}.`;
    expect(await tokens.verify(unsigned)).toEqual({ ok: false, reason: 'invalid' });
    const body = `${segment({ alg: 'HS512' })}.${segment({ sub: '1', role: 'user', tv: 0, exp: 9999999999 })}`;
    const hs512 = `${body}.${crypto.createHmac('sha512', key).update(body).digest('base64url')}`;
    expect(await tokens.verify(hs512)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'abc', 'a.b.c', 'a.b', '...']) {
      expect(await tokens.verify(junk)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
