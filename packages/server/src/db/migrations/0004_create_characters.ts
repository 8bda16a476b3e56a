import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('characters')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('race_id', 'integer', (c) => c.notNull().references('races.id'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.id'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_path', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_update', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('arrangor_ability_1', 'text')
    .addColumn('arrangor_ability_2', 'text')
    .addColumn('arrangor_ability_3', 'text')
    .addColumn('arrangor_ability_4', 'text')
    .addColumn('arrangor_ability_5', 'text')
    .addColumn('arrangor_ability_6', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('characters_user_idx').on('characters').column('user_id').execute();

  await db.schema
    .createTable('character_professions')
    .addColumn('character_id', 'integer', (c) =>
      c.notNull().references('characters.id').onDelete('cascade'),
    )
    .addColumn('profession_id', 'integer', (c) => c.notNull().references('professions.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('character_professions_pk', ['character_id', 'profession_id'])
    .addUniqueConstraint('character_professions_position_uq', ['character_id', 'position'])
    .execute();

  await db.schema
    .createTable('character_abilities')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('character_id', 'integer', (c) =>
      c.notNull().references('characters.id').onDelete('cascade'),
    )
    .addColumn('profession_id', 'integer', (c) => c.notNull().references('professions.id'))
    .addColumn('ability_id', 'integer', (c) => c.notNull().references('abilities.id'))
    .addColumn('special_ability_id', 'integer', (c) => c.references('special_abilities.id'))
    .addColumn('is_unlocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('character_abilities_uq', ['character_id', 'ability_id'])
    .execute();

  await db.schema
    .createTable('xp_awards')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('character_id', 'integer', (c) =>
      c.notNull().references('characters.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('awarded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('xp_awards_character_idx')
    .on('xp_awards')
    .column('character_id')
    .execute();
}
