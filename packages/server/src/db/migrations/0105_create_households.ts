import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

/**
 * Households: a member may be guardian of people who have no login of their own (children,
 * mostly), and act as them. A person's birth date sits on their user row; who guards whom,
 * with the phone number each guardian gives the organizers, in `guardianships`. An ended
 * guardianship (the person came of age, or the guardian stepped back) keeps its row with
 * `ended_at`, so both are told once. Invitations (a second guardian, or the person's own
 * login) are single-use, hashed, expiring tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('birth_date', 'text').execute();
  // 0 for a person a guardian added: they cannot log in until they are given a login.
  await db.schema
    .alterTable('users')
    .addColumn('own_login', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('guardianships')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('guardian_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('person_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addUniqueConstraint('guardianships_pair_uq', ['guardian_id', 'person_id'])
    .execute();
  await db.schema
    .createIndex('guardianships_person_idx')
    .on('guardianships')
    .column('person_id')
    .execute();

  await db.schema
    .createTable('household_invitations')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('person_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    /** 'guardian' (a second guardian) or 'login' (the person's own login). */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
