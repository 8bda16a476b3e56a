import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('races')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_path', 'text')
    .addColumn('base_hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('base_mana', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('classes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('conflict', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('additional_professions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('race_classes')
    .addColumn('race_id', 'integer', (c) => c.notNull().references('races.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) =>
      c.notNull().references('classes.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('race_classes_pk', ['race_id', 'class_id'])
    .execute();

  await db.schema
    .createTable('professions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('characteristics', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('class_professions')
    .addColumn('class_id', 'integer', (c) =>
      c.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('profession_id', 'integer', (c) =>
      c.notNull().references('professions.id').onDelete('cascade'),
    )
    .addColumn('mandatory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('class_professions_pk', ['class_id', 'profession_id'])
    .execute();

  await db.schema
    .createTable('abilities')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('effect', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('xpcost', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('bonus_hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bonus_kp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_rp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_mp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rite', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cost_mana', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requirement', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('has_special_ability', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('profession_abilities')
    .addColumn('profession_id', 'integer', (c) =>
      c.notNull().references('professions.id').onDelete('cascade'),
    )
    .addColumn('ability_id', 'integer', (c) =>
      c.notNull().references('abilities.id').onDelete('cascade'),
    )
    .addColumn('order_learned', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('profession_abilities_pk', ['profession_id', 'ability_id'])
    .addUniqueConstraint('profession_abilities_order_uq', ['profession_id', 'order_learned'])
    .execute();

  await db.schema
    .createTable('special_abilities')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('effect', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ingredients', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mana_cost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('requirement', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('ability_special_abilities')
    .addColumn('ability_id', 'integer', (c) =>
      c.notNull().references('abilities.id').onDelete('cascade'),
    )
    .addColumn('special_ability_id', 'integer', (c) =>
      c.notNull().references('special_abilities.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ability_special_abilities_pk', ['ability_id', 'special_ability_id'])
    .execute();
}
