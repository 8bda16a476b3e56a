import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect';

/**
 * Several servers may share one PostgreSQL database, each caching rules answers and
 * session rows. These triggers make every writer (another server, the command line, a
 * restore) announce its change when it commits, whoever it is: the servers LISTEN and drop
 * what the change made stale. PostgreSQL delivers notices only at commit, drops them on
 * rollback, and folds identical ones within a transaction into one.
 *
 * SQLite serves one process per file and has no notices: a no-op there.
 */

/** The tables the rules cache's answers are built from. */
const RULES_TABLES = [
  'races',
  'classes',
  'race_classes',
  'professions',
  'class_professions',
  'abilities',
  'profession_abilities',
  'special_abilities',
  'ability_special_abilities',
  'languages',
  'language_documents',
  'rules_images',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;

  await sql`
    create function club_notify_rules() returns trigger language plpgsql as $$
    begin
      perform pg_notify('club_rules', '');
      return null;
    end $$`.execute(db);

  for (const table of RULES_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_rules`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function club_notify_rules()`.execute(db);
  }

  // The columns a session row holds: a change to any of them must reach every server's
  // session lookup. The payload is the user id; an empty one means every user.
  await sql`
    create function club_notify_session() returns trigger language plpgsql as $$
    begin
      if tg_level = 'STATEMENT' then
        perform pg_notify('club_sessions', '');
      elsif tg_op = 'DELETE' then
        perform pg_notify('club_sessions', old.id::text);
      elsif (old.token_version, old.role, old.active, old.name, old.email, old.conflict_allowed)
            is distinct from
            (new.token_version, new.role, new.active, new.name, new.email, new.conflict_allowed) then
        perform pg_notify('club_sessions', new.id::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_notify_session
    after update or delete on users
    for each row execute function club_notify_session()`.execute(db);
  await sql`
    create trigger users_truncate_notify_session
    after truncate on users
    for each statement execute function club_notify_session()`.execute(db);
}
