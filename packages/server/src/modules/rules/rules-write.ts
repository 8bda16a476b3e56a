import type { Kysely, Transaction } from 'kysely';
import { RULES_ERROR_CODES } from '@club/shared/contract/rules';
import type { Database } from '../../db/schema';
import { conflict } from '../../errors';
import { rulesCacheFor } from './rules-cache';

export type Db = Kysely<Database> | Transaction<Database>;

/** A unique constraint refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * Runs one rules write in one transaction and, once it has committed, drops every cached
 * rules answer. The only unique constraints a rules write can meet are the names of races,
 * classes, professions and languages (the link tables are written from deduplicated
 * lists), so a unique violation is a taken name.
 */
export async function inRulesWrite<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(RULES_ERROR_CODES.nameTaken, 'That name is already taken', [
        { field: 'name', message: 'That name is already taken' },
      ]);
    }
    throw error;
  }
  rulesCacheFor(db).invalidate();
  return result;
}
