import type { Transaction } from 'kysely';
import { forUpdate, isPostgres } from './engine';
import type { Database } from './schema';

/**
 * The row locks several areas take before they check and write: a check made under the
 * lock cannot interleave with another request's same check (see `forUpdate`).
 */

/** The user's row: two requests of one user (a fifth character, two uploads) run in turn. */
export async function lockUser(trx: Transaction<Database>, userId: number): Promise<void> {
  await forUpdate(trx, trx.selectFrom('users').select('id').where('id', '=', userId)).execute();
}

/** The character's row: two writes to one character (a review, an award, a save) run in turn. */
export async function lockCharacter(
  trx: Transaction<Database>,
  characterId: number,
): Promise<void> {
  await forUpdate(
    trx,
    trx.selectFrom('characters').select('id').where('id', '=', characterId),
  ).execute();
}

/**
 * The ids of the board members, held: a change that asks "is this the last board member?"
 * and then writes cannot interleave with another one (a waiting transaction sees the other's
 * committed roles).
 */
export async function lockBoardMembers(trx: Transaction<Database>): Promise<number[]> {
  const query = trx.selectFrom('users').select('id').where('role', '=', 'bestyrelse').orderBy('id');
  const rows = await forUpdate(trx, query).execute();
  return rows.map((row) => row.id);
}

/**
 * A character's holdings, before a transfer takes from them: two transfers out of one
 * character check its balance in turn. FOR NO KEY UPDATE on PostgreSQL, so ledger rows
 * that merely name the character (a gift to it, taking a key-share lock through the
 * foreign key) neither wait for this lock nor make it wait; two characters giving to each
 * other at once cannot deadlock. Answers whether the character exists.
 */
export async function lockHoldings(
  trx: Transaction<Database>,
  characterId: number,
): Promise<boolean> {
  const query = trx.selectFrom('characters').select('id').where('id', '=', characterId);
  const row = await (isPostgres(trx) ? query.forNoKeyUpdate() : query).executeTakeFirst();
  return row !== undefined;
}

/** A unique piece, before it moves: two moves of one piece check its holder in turn. */
export async function lockItem(trx: Transaction<Database>, itemId: number): Promise<boolean> {
  const query = trx.selectFrom('items').select('id').where('id', '=', itemId);
  const row = await (isPostgres(trx) ? query.forNoKeyUpdate() : query).executeTakeFirst();
  return row !== undefined;
}
