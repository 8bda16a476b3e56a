import { sql, type Kysely } from 'kysely';
import { idColumn } from './dialect';

/**
 * Between players and organizers: character backgrounds and their comment threads,
 * after-event reports (and the XP an event gives for one), the members' inbox and mail
 * preferences, pending email changes, and deleted accounts.
 *
 * A deleted account keeps its users row as a tombstone (deleted_at set, no name, no
 * email, no password), so the rows other members need — XP given, audit entries, past
 * attendance — keep pointing somewhere without naming anyone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('xp_report', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();

  await db.schema
    .createTable('character_backgrounds')
    .addColumn('character_id', 'integer', (c) =>
      c.primaryKey().references('characters.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('review_comment', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('character_backgrounds_status_idx')
    .on('character_backgrounds')
    .columns(['status', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('character_comments')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('character_id', 'integer', (c) =>
      c.notNull().references('characters.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('staff_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('character_comments_character_idx')
    .on('character_comments')
    .columns(['character_id', 'id'])
    .execute();
  await db.schema
    .createIndex('character_comments_author_idx')
    .on('character_comments')
    .column('author_id')
    .execute();

  // One report per sign-up; the sign-up row (kept for past events) ties it to the member.
  await db.schema
    .createTable('event_reports')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('signup_id', 'integer', (c) =>
      c.notNull().references('event_signups.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('character_id', 'integer', (c) => c.references('characters.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('review_comment', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('xp_awarded', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('event_reports_signup_uq', ['signup_id'])
    .execute();
  await db.schema
    .createIndex('event_reports_event_idx')
    .on('event_reports')
    .columns(['event_id', 'id'])
    .execute();
  await db.schema
    .createIndex('event_reports_status_idx')
    .on('event_reports')
    .column('status')
    .execute();
  await db.schema
    .createIndex('event_reports_character_idx')
    .on('event_reports')
    .column('character_id')
    .execute();
  await db.schema
    .createIndex('event_reports_user_idx')
    .on('event_reports')
    .column('user_id')
    .execute();

  // The title is a message key and its parameters (JSON), translated by the reader's app.
  // mail_pending: 1 until the mail sweep has claimed the row (sent or skipped by preference).
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('title_params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('mail_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(
    db,
  );
  await sql`create index notifications_mail_idx on notifications (id) where mail_pending = 1`.execute(
    db,
  );

  // Kinds the member turned off; a missing row mails.
  await db.schema
    .createTable('mail_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mail', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_preferences_pk', ['user_id', 'kind'])
    .execute();

  // Like password resets: only the token's SHA-256 is kept; single use; expiring.
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_changes_user_idx')
    .on('email_changes')
    .column('user_id')
    .execute();
}
