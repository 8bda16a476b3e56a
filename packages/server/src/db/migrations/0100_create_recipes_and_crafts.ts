import { type Kysely } from 'kysely';
import { idColumn } from './dialect';

/**
 * Crafting (decision 030). A special ability may carry a recipe: what goes in and what
 * comes out (`recipe_lines`, by direction), and how many events after the one it was made
 * at the product keeps (`keeps_events`, null: it keeps). Every craft is a row of `crafts`:
 * who made what how many times, at which event, the mana it cost, and the client's
 * idempotency key, unique per character, so a repeated request crafts once and answers
 * what the first one did. The ingredients leave the ledger to the sink kind `used` and the
 * products come from the source kind `workshop` (new holder kinds, no new table). A piece
 * made by crafting carries its maker, its event, its recipe and how long it keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recipes')
    .addColumn('special_ability_id', 'integer', (c) =>
      c.primaryKey().references('special_abilities.id').onDelete('cascade'),
    )
    .addColumn('keeps_events', 'integer')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recipe_lines')
    .addColumn('special_ability_id', 'integer', (c) =>
      c.notNull().references('recipes.special_ability_id').onDelete('cascade'),
    )
    // 'in' | 'out'
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_type_id', 'integer', (c) => c.notNull().references('item_types.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recipe_lines_pk', ['special_ability_id', 'direction', 'position'])
    .execute();
  await db.schema
    .createIndex('recipe_lines_type_idx')
    .on('recipe_lines')
    .column('item_type_id')
    .execute();

  await db.schema
    .createTable('crafts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('character_id', 'integer', (c) => c.references('characters.id').onDelete('set null'))
    .addColumn('special_ability_id', 'integer', (c) =>
      c.references('special_abilities.id').onDelete('set null'),
    )
    .addColumn('times', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('mana_spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idempotency_key', 'text')
    // The answer the craft gave (JSON), given again to a repeated request.
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crafts_key_idx')
    .on('crafts')
    .columns(['character_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('crafts_mana_idx')
    .on('crafts')
    .columns(['character_id', 'event_id', 'mana_spent'])
    .execute();

  await db.schema
    .alterTable('items')
    .addColumn('made_by_character_id', 'integer', (c) =>
      c.references('characters.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('items')
    .addColumn('made_at_event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('items')
    .addColumn('recipe_special_ability_id', 'integer', (c) =>
      c.references('special_abilities.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('items').addColumn('keeps_events', 'integer').execute();
  await db.schema
    .alterTable('items')
    .addColumn('craft_id', 'integer', (c) => c.references('crafts.id').onDelete('set null'))
    .execute();
}
