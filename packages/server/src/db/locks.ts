import type { Transaction } from 'kysely';
import { forUpdate } from './engine';
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
