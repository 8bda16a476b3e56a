import crypto from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// The library declares its algorithms as a const enum, which isolated modules cannot read.
const ARGON2ID: Algorithm.Argon2id = 2;

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | null = null;

/** Made ahead, so not even the first login for an unknown email pays for hashing it. */
export function prepareDecoy(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomBytes(16).toString('base64url'));
  return decoyHash;
}

/**
 * Spends the time of a real verification and fails: a login for an unknown email must
 * not answer faster than one with a wrong password.
 */
export async function verifyDecoy(password: string): Promise<false> {
  await verifyPassword(await prepareDecoy(), password);
  return false;
}

/** A password for accounts the app creates itself: 24 characters, 144 random bits. */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString('base64url');
}
