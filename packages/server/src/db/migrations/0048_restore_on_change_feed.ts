import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * A restore bumps the data generation in `meta` inside its transaction. On PostgreSQL
 * this trigger announces that on the change feed when the restore commits, like every
 * other change (migration 0040), so a running server drops its caches and earlier
 * sessions at once instead of polling `meta` for it. SQLite has no notices and keeps the
 * poll: a no-op there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;

  await sql`
    create function club_notify_restore() returns trigger language plpgsql as $$
    begin
      if new.key = 'data_generation' then
        perform pg_notify('club_restore', new.value);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger meta_notify_restore
    after insert or update on meta
    for each row execute function club_notify_restore()`.execute(db);
}
