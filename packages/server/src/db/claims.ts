import type { Db } from './schema';

/**
 * The timestamp columns that say a row's one-time work is done: a link used, a reminder
 * sent, an event's personal data erased.
 */
interface ClaimColumns {
  password_resets: 'used_at';
  email_changes: 'used_at';
  event_signups: 'reminder_sent_at';
  events: 'personal_data_erased_at';
}

/**
 * Sets the row's claim column, if it is still empty, in one conditional update: of several
 * requests or servers claiming the same row at once, exactly one is answered true. A claim
 * inside a transaction is given back if the transaction rolls back.
 */
export async function claimOnce<T extends keyof ClaimColumns>(
  db: Db,
  table: T,
  column: ClaimColumns[T],
  id: number,
  at: string,
): Promise<boolean> {
  // The tables differ; the statement is the same for each of them.
  const result = await db
    .updateTable(table as 'events')
    .set({ [column]: at })
    .where('id', '=', id)
    .where(column as 'personal_data_erased_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
