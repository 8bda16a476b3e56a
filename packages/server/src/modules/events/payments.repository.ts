import type { Db } from '../../db/schema';

/** The payment entries of sign-ups: money received (positive) or refunded (negative). */

export interface NewPaymentEntry {
  signupId: number;
  amount: number;
  note: string;
  recordedBy: number | null;
  at: string;
}

export async function insertPayment(db: Db, entry: NewPaymentEntry): Promise<number> {
  const row = await db
    .insertInto('event_payments')
    .values({
      signup_id: entry.signupId,
      amount: entry.amount,
      note: entry.note,
      recorded_by: entry.recordedBy,
      created_at: entry.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The sign-up's entries, oldest first, with who recorded each. */
export function listPayments(db: Db, signupId: number) {
  return db
    .selectFrom('event_payments as p')
    .leftJoin('users as u', 'u.id', 'p.recorded_by')
    .select(['p.id', 'p.amount', 'p.note', 'u.name as recorded_by_name', 'p.created_at'])
    .where('p.signup_id', '=', signupId)
    .orderBy('p.id')
    .execute();
}

export function findPayment(db: Db, id: number) {
  return db
    .selectFrom('event_payments as p')
    .leftJoin('users as u', 'u.id', 'p.recorded_by')
    .select(['p.id', 'p.amount', 'p.note', 'u.name as recorded_by_name', 'p.created_at'])
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The rows of a sign-up that a new sign-up of the same member takes over. */
export function listCarried(db: Db, signupId: number) {
  return Promise.all([
    db
      .selectFrom('event_payments')
      .select(['amount', 'note', 'recorded_by', 'created_at'])
      .where('signup_id', '=', signupId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('signup_messages')
      .select(['author_id', 'from_staff', 'body', 'created_at'])
      .where('signup_id', '=', signupId)
      .orderBy('id')
      .execute(),
  ]);
}

/** Puts what `listCarried` read onto the new sign-up, in their order. */
export async function insertCarried(
  db: Db,
  signupId: number,
  [payments, messages]: Awaited<ReturnType<typeof listCarried>>,
): Promise<void> {
  if (payments.length > 0) {
    await db
      .insertInto('event_payments')
      .values(payments.map((row) => ({ ...row, signup_id: signupId })))
      .execute();
  }
  if (messages.length > 0) {
    await db
      .insertInto('signup_messages')
      .values(messages.map((row) => ({ ...row, signup_id: signupId })))
      .execute();
  }
}
