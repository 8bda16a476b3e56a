import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '@club/shared/constants';
import type { Database } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';

export interface CreatedUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  password: string;
  token: string;
}

let passwordHashCache: { password: string; hash: string } | null = null;

/** Hashing is deliberately slow; factories reuse one hash for the default password. */
async function hashFor(password: string): Promise<string> {
  if (passwordHashCache?.password === password) return passwordHashCache.hash;
  const hash = await hashPassword(password);
  passwordHashCache = { password, hash };
  return hash;
}

export async function createUser(
  app: FastifyInstance,
  options: {
    role?: Role;
    email?: string;
    name?: string;
    password?: string;
    conflictAllowed?: boolean;
  } = {},
): Promise<CreatedUser> {
  const db: Kysely<Database> = app.db;
  const role = options.role ?? 'user';
  const password = options.password ?? 'correct horse battery';
  const email = (
    options.email ?? `${role}-${crypto.randomBytes(4).toString('hex')}@example.com`
  ).toLowerCase();
  const name = options.name ?? `Test ${role}`;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      name,
      email,
      role,
      password_hash: await hashFor(password),
      conflict_allowed: options.conflictAllowed ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  const token = await app.tokens.sign({ sub: row.id, role, tv: row.token_version });
  return { id: row.id, name, email, role, password, token };
}
