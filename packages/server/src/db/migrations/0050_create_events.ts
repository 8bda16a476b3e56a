import { sql, type Kysely } from 'kysely';
import { idColumn } from './dialect';

/**
 * The season's events, the members' sign-ups for them, and each member's private calendar
 * address. Times are ISO-8601 UTC text like every other timestamp, so they sort and compare
 * as text on both engines.
 *
 * No change-feed triggers (0040): nothing caches events or sign-ups; every answer reads the
 * rows, so a second server sees a change at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('signup_opens_at', 'text')
    .addColumn('signup_closes_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('capacity_player', 'integer', (c) => c.notNull())
    .addColumn('capacity_crew', 'integer', (c) => c.notNull())
    .addColumn('price_player', 'integer', (c) => c.notNull())
    .addColumn('price_crew', 'integer', (c) => c.notNull())
    .addColumn('xp_player', 'integer', (c) => c.notNull())
    .addColumn('xp_crew', 'integer', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('settled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_starts_at_idx').on('events').column('starts_at').execute();

  // Deleting a sign-up deletes its row: the member's diet, allergies and contact go with it.
  await db.schema
    .createTable('event_signups')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('character_id', 'integer', (c) => c.references('characters.id').onDelete('set null'))
    .addColumn('diet', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('allergies', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('emergency_name', 'text')
    .addColumn('emergency_phone', 'text')
    .addColumn('photo_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('unpaid'))
    .addColumn('amount_due', 'integer', (c) => c.notNull())
    .addColumn('paid_amount', 'integer')
    .addColumn('payment_note', 'text')
    .addColumn('ticket_code', 'text', (c) => c.notNull())
    .addColumn('checked_in_at', 'text')
    .addColumn('checked_out_at', 'text')
    .addColumn('reminder_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('event_signups_member_uq', ['event_id', 'user_id'])
    .addUniqueConstraint('event_signups_ticket_uq', ['ticket_code'])
    .execute();
  // The waitlist is read in arrival order (id) per event, role and status.
  await db.schema
    .createIndex('event_signups_queue_idx')
    .on('event_signups')
    .columns(['event_id', 'role', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('event_signups_user_idx')
    .on('event_signups')
    .column('user_id')
    .execute();
  await sql`create index event_signups_reminder_idx on event_signups (event_id) where reminder_sent_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('calendar_tokens')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
