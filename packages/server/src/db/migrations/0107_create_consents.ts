import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

/**
 * Consents on record: for a person and an event, each decision on participation or photos
 * as its own row (who decided, when, in which language, and the very text they agreed
 * to). The latest row of a person, event and kind is the state; a withdrawal is a row too,
 * so the history stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('person_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    /** 'participation' | 'photo'. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** 'given' | 'refused' | 'withdrawn'. */
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consents_person_event_idx')
    .on('consents')
    .columns(['person_id', 'event_id', 'kind', 'id'])
    .execute();
  await db.schema.createIndex('consents_event_idx').on('consents').column('event_id').execute();
}
