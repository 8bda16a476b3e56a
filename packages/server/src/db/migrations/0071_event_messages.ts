import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

/**
 * Changes reach people:
 *
 * - `event_messages`: what staff wrote to an event's participants (each recipient also
 *   gets it in the inbox); kept so staff see what was sent to whom.
 * - `signup_messages`: a member's thread with the organizers about their sign-up. A thread
 *   whose last message is the member's waits in staff's work list.
 * - `notifications.body`: the text a notice carries besides its title (a message, the
 *   organizer's comment); null for a title alone.
 * - `users.language`: the language the member reads the app in ('da' or 'en'), so a mail
 *   is written in it alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_messages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_messages_event_idx')
    .on('event_messages')
    .columns(['event_id', 'id'])
    .execute();
  await db.schema
    .createIndex('event_messages_author_idx')
    .on('event_messages')
    .column('author_id')
    .execute();

  await db.schema
    .createTable('signup_messages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('signup_id', 'integer', (c) =>
      c.notNull().references('event_signups.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_staff', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signup_messages_signup_idx')
    .on('signup_messages')
    .columns(['signup_id', 'id'])
    .execute();
  await db.schema
    .createIndex('signup_messages_author_idx')
    .on('signup_messages')
    .column('author_id')
    .execute();

  await db.schema.alterTable('notifications').addColumn('body', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('da'))
    .execute();
}
