import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The event list is now cached per server (decision 018): every writer's change to events
 * or sign-ups must reach every server's cache when it commits, as 0040 does for rules.
 * A statement-level trigger notifies `club_events`; identical notices in one transaction
 * fold into one.
 *
 * Both engines: the staff's sign-up list reads an event's sign-ups in its answer's order
 * (status, role, arrival), which this index gives without a sort.
 */
const EVENT_TABLES = ['events', 'event_signups'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('event_signups_list_idx')
    .on('event_signups')
    .columns(['event_id', 'status', 'role', 'id'])
    .execute();

  if (!isPostgres(db)) return;
  await sql`
    create function club_notify_events() returns trigger language plpgsql as $$
    begin
      perform pg_notify('club_events', '');
      return null;
    end $$`.execute(db);
  for (const table of EVENT_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_events`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function club_notify_events()`.execute(db);
  }
}
