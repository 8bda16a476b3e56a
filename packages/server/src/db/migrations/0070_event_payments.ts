import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './dialect';

/**
 * Payments become amounts: each movement of money for a sign-up (received, or refunded as
 * a negative amount) is a row, and the sign-up's payment status is read off their sums
 * instead of being a column staff set by hand (a partial payment was saved as paid).
 *
 * What was stored moves into entries: a paid sign-up gets one entry of the amount written
 * (or, without one, the amount due); a refunded one that entry and its refund. Then the
 * old columns go, so nothing can read them by mistake. `payment_note` stays: staff's note
 * on how the payment was agreed.
 *
 * PostgreSQL: the event list's cache holds staff's totals, so a write here must reach
 * every server's cache like a write to the sign-ups (0055).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_payments')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('signup_id', 'integer', (c) =>
      c.notNull().references('event_signups.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Covers the sums read with every sign-up (amount in the index: no table lookup).
  await db.schema
    .createIndex('event_payments_signup_idx')
    .on('event_payments')
    .columns(['signup_id', 'amount'])
    .execute();
  await db.schema
    .createIndex('event_payments_recorded_by_idx')
    .on('event_payments')
    .column('recorded_by')
    .execute();

  await sql`
    insert into event_payments (signup_id, amount, note, recorded_by, created_at)
    select id, coalesce(paid_amount, amount_due), '', null, updated_at
    from event_signups
    where payment_status in ('paid', 'refunded') and coalesce(paid_amount, amount_due) > 0
    order by id`.execute(db);
  await sql`
    insert into event_payments (signup_id, amount, note, recorded_by, created_at)
    select id, -coalesce(paid_amount, amount_due), '', null, updated_at
    from event_signups
    where payment_status = 'refunded' and coalesce(paid_amount, amount_due) > 0
    order by id`.execute(db);

  await db.schema.alterTable('event_signups').dropColumn('payment_status').execute();
  await db.schema.alterTable('event_signups').dropColumn('paid_amount').execute();

  if (!isPostgres(db)) return;
  await sql`
    create trigger event_payments_notify_events
    after insert or update or delete or truncate on event_payments
    for each statement execute function club_notify_events()`.execute(db);
}
