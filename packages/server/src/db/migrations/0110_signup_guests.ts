import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Guests at the gate (decision 032): a sign-up without an account, with the name and
 * phone staff took down (`user_id` null, `guest_name`, `guest_phone`), and the key a
 * phone gave a walk-in it queued offline (`walk_in_key`), so sending it twice makes one
 * sign-up.
 *
 * PostgreSQL drops the NOT NULL. SQLite cannot, so the table is rebuilt the way SQLite
 * documents it: with foreign keys off (a dropped table would otherwise take the payments,
 * threads and ledger rows pointing at it along), in one transaction, from the stored
 * CREATE statement with only that NOT NULL taken out, so every other constraint, key and
 * default stays as it was; the indexes and triggers are made again from their stored
 * text, and the foreign keys are checked before the commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table event_signups alter column user_id drop not null`.execute(db);
  } else {
    await rebuildSqliteWithNullableUser(db);
  }
  await db.schema.alterTable('event_signups').addColumn('guest_name', 'text').execute();
  await db.schema.alterTable('event_signups').addColumn('guest_phone', 'text').execute();
  await db.schema.alterTable('event_signups').addColumn('walk_in_key', 'text').execute();
  await db.schema
    .createIndex('event_signups_walk_in_uq')
    .on('event_signups')
    .column('walk_in_key')
    .unique()
    .execute();
}

const USER_NOT_NULL = /"user_id" integer not null/i;

async function rebuildSqliteWithNullableUser(db: Kysely<unknown>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const table = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'table' and name = 'event_signups'`.execute(trx);
      const create = table.rows[0]?.sql;
      if (!create || !USER_NOT_NULL.test(create)) {
        throw new Error('event_signups is not in the shape migration 0110 expects');
      }
      const dependents = await sql<{ sql: string }>`
        select sql from sqlite_master
        where tbl_name = 'event_signups' and type in ('index', 'trigger') and sql is not null
        order by type, name`.execute(trx);
      const columns = await sql<{ name: string }>`
        select name from pragma_table_info('event_signups') order by cid`.execute(trx);
      const list = sql.join(columns.rows.map((column) => sql.ref(column.name)));
      // Ids are never reused, not even those of sign-ups deleted since.
      const sequence = await sql<{ seq: number }>`
        select seq from sqlite_sequence where name = 'event_signups'`.execute(trx);

      const rebuilt = create
        .replace(USER_NOT_NULL, '"user_id" integer')
        .replace(/^create table "?event_signups"?/i, 'create table "event_signups_rebuilt"');
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into event_signups_rebuilt (${list}) select ${list} from event_signups`.execute(
        trx,
      );
      await sql`drop table event_signups`.execute(trx);
      await sql`alter table event_signups_rebuilt rename to event_signups`.execute(trx);
      for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(trx);
      const seq = sequence.rows[0]?.seq;
      if (seq !== undefined) {
        const now = await sql<{ seq: number }>`
          select seq from sqlite_sequence where name = 'event_signups'`.execute(trx);
        const kept = Math.max(Number(seq), Number(now.rows[0]?.seq ?? 0));
        await sql`delete from sqlite_sequence where name = 'event_signups'`.execute(trx);
        await sql`insert into sqlite_sequence (name, seq) values ('event_signups', ${kept})`.execute(
          trx,
        );
      }

      const broken = await sql`select * from pragma_foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) {
        throw new Error(`Rebuilding event_signups broke ${broken.rows.length} foreign keys`);
      }
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
