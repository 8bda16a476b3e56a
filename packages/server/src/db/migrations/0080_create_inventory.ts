import { sql, type Kysely } from 'kysely';
import { idColumn } from './dialect';

/**
 * What characters carry (decision 023): the board's catalogue of item types, the unique
 * pieces, and one ledger of every change; each event's envelope (what arriving characters
 * receive and what they hand back when they leave) and a record of each envelope handed
 * out or back, which makes both happen once per character and event.
 *
 * Holders are named by a kind and, for a character, its id: `from_kind`/`to_kind` are
 * 'bank' or 'character' today, and stay open text so a later kind (a crafted product's
 * "used") is a new value, not a new table. A deleted character's rows keep their place in
 * the sums with the id set to null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_types')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('is_unique', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visible_to_players', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('special_ability_id', 'integer', (c) =>
      c.references('special_abilities.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // A unique piece: its own code (printed on its card as a QR code) and its type. Who
  // holds it is the receiver of its newest ledger row.
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('item_type_id', 'integer', (c) => c.notNull().references('item_types.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('items_type_idx').on('items').column('item_type_id').execute();

  await db.schema
    .createTable('item_transfers')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('item_type_id', 'integer', (c) => c.notNull().references('item_types.id'))
    .addColumn('item_id', 'integer', (c) => c.references('items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('from_kind', 'text', (c) => c.notNull())
    .addColumn('from_character_id', 'integer', (c) =>
      c.references('characters.id').onDelete('set null'),
    )
    .addColumn('to_kind', 'text', (c) => c.notNull())
    .addColumn('to_character_id', 'integer', (c) =>
      c.references('characters.id').onDelete('set null'),
    )
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A character's balance of a type: the rows into it minus the rows out of it, summed
  // from the index alone (the quantity is in it), however long the character's history.
  await db.schema
    .createIndex('item_transfers_to_idx')
    .on('item_transfers')
    .columns(['to_character_id', 'item_type_id', 'quantity'])
    .execute();
  await db.schema
    .createIndex('item_transfers_from_idx')
    .on('item_transfers')
    .columns(['from_character_id', 'item_type_id', 'quantity'])
    .execute();
  // A character's history, newest first, each end along its own index.
  await db.schema
    .createIndex('item_transfers_to_history_idx')
    .on('item_transfers')
    .columns(['to_character_id', 'id'])
    .execute();
  await db.schema
    .createIndex('item_transfers_from_history_idx')
    .on('item_transfers')
    .columns(['from_character_id', 'id'])
    .execute();
  // A piece's holder: the receiver of its newest row.
  await db.schema
    .createIndex('item_transfers_item_idx')
    .on('item_transfers')
    .columns(['item_id', 'id'])
    .execute();
  await db.schema
    .createIndex('item_transfers_type_idx')
    .on('item_transfers')
    .columns(['item_type_id', 'id'])
    .execute();
  await db.schema
    .createIndex('item_transfers_event_idx')
    .on('item_transfers')
    .columns(['event_id', 'to_character_id'])
    .execute();

  // An event's envelope: rules in order (whom a rule is for, and its lines), and what a
  // departing character may keep of a type.
  await db.schema
    .createTable('envelope_rules')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    // 'all' | 'class' | 'profession' | 'ability' | 'special_ability' | 'character'
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .execute();
  await db.schema
    .createIndex('envelope_rules_event_idx')
    .on('envelope_rules')
    .columns(['event_id', 'position'])
    .execute();
  await db.schema
    .createTable('envelope_lines')
    .addColumn('rule_id', 'integer', (c) =>
      c.notNull().references('envelope_rules.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_type_id', 'integer', (c) => c.notNull().references('item_types.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('envelope_lines_pk', ['rule_id', 'position'])
    .execute();
  await db.schema
    .createIndex('envelope_lines_type_idx')
    .on('envelope_lines')
    .column('item_type_id')
    .execute();
  await db.schema
    .createTable('envelope_hand_backs')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('item_type_id', 'integer', (c) => c.notNull().references('item_types.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('keep', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('envelope_hand_backs_pk', ['event_id', 'item_type_id'])
    .execute();
  await db.schema
    .createIndex('envelope_hand_backs_type_idx')
    .on('envelope_hand_backs')
    .column('item_type_id')
    .execute();

  // One row per character, event and step ('grant' at check-in, 'hand_back' at
  // check-out): the key lets each happen once, however often the gate sends its tap.
  await db.schema
    .createTable('envelope_deliveries')
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('character_id', 'integer', (c) =>
      c.notNull().references('characters.id').onDelete('cascade'),
    )
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('signup_id', 'integer', (c) => c.references('event_signups.id').onDelete('set null'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('envelope_deliveries_pk', ['event_id', 'character_id', 'step'])
    .execute();
  await db.schema
    .createIndex('envelope_deliveries_character_idx')
    .on('envelope_deliveries')
    .column('character_id')
    .execute();
}
