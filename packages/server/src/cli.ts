import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ROLES, UPLOAD_LIMITS } from '@club/shared/constants';
import {
  EmailSchema,
  PasswordSchema,
  RoleSchema,
  UserNameSchema,
} from '@club/shared/contract/auth';
import { loadConfig, type Config } from './config';
import { connect, engineOf, type DbHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { migrations as knownMigrations } from './db/migrations/index';
import type { Database } from './db/schema';
import { hasRulesData } from './db/rules-data';
import { seedDemo, SeedRefusedError } from './db/seed/demo';
import { LARGE_SEED_PASSWORD, seedLarge } from './db/seed/large';
import { hashPassword } from './modules/auth/passwords';
import { AppError } from './errors';
import { changeRole, createAccount } from './modules/auth/accounts';
import {
  countRows,
  createBackup,
  readBackupFile,
  restoreBackup,
  writeBackupFile,
} from './modules/backup/backup';
import { BACKUP_TABLES, BackupFormatError } from './modules/backup/backup-format';
import { runningInstances } from './modules/instances/presence';
import { withStartUpLock } from './modules/instances/start-up-lock';
import { buildServices, type Services } from './services';

export const USAGE = `Usage: npm run cli -- <command>

Commands:
  user create --email E --name N --password P [--role R]
                      Create an account (role ${ROLES.join(', ')}; default user)
  user role --email E --role R
                      Change an account's role; the account's sessions end
  migrate             Apply the database migrations that have not run yet
  seed demo           Load the demo rules data into a database that has none
  seed large          Load the benchmark data set into an empty database
  rules export FILE   Write the whole rules data (races, classes, professions, abilities,
                      special abilities, languages with fonts) to FILE as a rules file
  rules import FILE   Load a rules file into a database that has no rules data yet
  uploads sweep       Delete uploaded images no character has used for UPLOAD_GRACE_HOURS
                      (default ${UPLOAD_LIMITS.unusedAvatarGraceHours}); a running server does this every hour
  events sweep        Erase the diets, allergies and emergency contacts of events that ended
                      more than EVENT_DATA_RETENTION_DAYS (default 30) ago; a running server
                      does this every hour
  backup FILE         Write a consistent copy of all data to FILE (JSON), also while the server runs
  restore FILE [--force]
                      Replace all data with the backup in FILE, in one transaction; refused
                      while a server uses the database unless --force. Running servers then
                      drop their caches, and every session from before the restore ends
  help                Show this text

The database is the server's: DATABASE_URL (default sqlite:DATA_DIR/app.sqlite), DATA_DIR (default ./data).`;

export interface CliIo {
  env: Record<string, string | undefined>;
  /** The clock, for tests; Date.now by default. */
  now?: () => number;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Exit codes: 0 done, 1 the command was refused or failed, 2 the arguments were wrong. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

class UsageError extends Error {}
class CommandError extends Error {}

/** `--name value` and `--name=value`; every option must be known and given once. */
function parseOptions(args: string[], known: readonly string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unexpected argument "${arg}"`);
    const name = match[1]!;
    if (!known.includes(name))
      throw new UsageError(
        `Unknown option --${name} (expected ${known.map((k) => `--${k}`).join(', ')})`,
      );
    if (name in options) throw new UsageError(`--${name} is given twice`);
    let value = match[2];
    if (value === undefined) {
      value = args[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`--${name} needs a value`);
      i += 1;
    }
    options[name] = value;
  }
  return options;
}

function required(options: Record<string, string>, name: string): string {
  const value = options[name];
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

function valid<T>(schema: z.ZodType<T>, value: string, name: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new UsageError(
    `--${name} is not valid: ${parsed.error.issues[0]?.message ?? 'invalid value'}`,
  );
}

function validRole(value: string): (typeof ROLES)[number] {
  const parsed = RoleSchema.safeParse(value.trim().toLowerCase());
  if (parsed.success) return parsed.data;
  throw new UsageError(`--role must be one of ${ROLES.join(', ')} (got "${value}")`);
}

function onlyFile(args: string[], command: string): string {
  if (args.length !== 1 || !args[0] || args[0].startsWith('--'))
    throw new UsageError(`${command} takes exactly one FILE`);
  return args[0];
}

function noArguments(args: string[], command: string): void {
  if (args.length > 0)
    throw new UsageError(`${command} takes no arguments (got "${args.join(' ')}")`);
}

async function migrate(db: Kysely<Database>, io: CliIo): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length > 0) io.out(`Applied migrations: ${applied.join(', ')}`);
}

/** The tables that hold rows, with their counts. */
async function nonEmptyTables(db: Kysely<Database>): Promise<string[]> {
  const found: string[] = [];
  for (const table of BACKUP_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(row.count) > 0) found.push(`${table} (${row.count})`);
  }
  return found;
}

/**
 * A command gets its arguments, the database and the services built on it (both opened on
 * first use, so a command that needs neither opens nothing), and the terminal.
 */
type Command = (
  args: string[],
  db: () => Kysely<Database>,
  io: CliIo,
  services: () => Services,
) => Promise<void>;

const commands: Record<string, Record<string, Command> | Command> = {
  user: {
    create: async (args, db, io) => {
      const options = parseOptions(args, ['email', 'name', 'password', 'role']);
      const email = valid(EmailSchema, required(options, 'email'), 'email');
      const name = valid(UserNameSchema, required(options, 'name'), 'name');
      const password = valid(PasswordSchema, required(options, 'password'), 'password');
      const role = validRole(options.role ?? 'user');
      await migrate(db(), io);
      const account = await createAccount(db(), { name, email, password, role });
      io.out(`Created ${account.email} (id ${account.id}) with the role ${account.role}.`);
    },
    role: async (args, db, io) => {
      const options = parseOptions(args, ['email', 'role']);
      const email = valid(EmailSchema, required(options, 'email'), 'email');
      const role = validRole(required(options, 'role'));
      await migrate(db(), io);
      const result = await changeRole(db(), email, role);
      io.out(
        result.changed
          ? `${result.account.email} now has the role ${role} (was ${result.previousRole}); their sessions have ended.`
          : `${result.account.email} already has the role ${role}; nothing changed.`,
      );
    },
  },
  migrate: async (args, db, io) => {
    noArguments(args, 'migrate');
    const applied = await migrateToLatest(db());
    io.out(
      applied.length > 0
        ? `Applied migrations: ${applied.join(', ')}`
        : 'The database is up to date.',
    );
  },
  seed: {
    demo: async (args, db, io) => {
      noArguments(args, 'seed demo');
      await migrate(db(), io);
      if (await hasRulesData(db())) {
        throw new CommandError(
          'The database already has rules data; the demo world was not loaded.',
        );
      }
      await seedDemo(db());
      io.out('Loaded the demo world.');
    },
    large: async (args, db, io) => {
      noArguments(args, 'seed large');
      await migrate(db(), io);
      const filled = await nonEmptyTables(db());
      if (filled.length > 0) {
        throw new CommandError(
          `seed large needs an empty database, but these tables have rows: ${filled.join(', ')}`,
        );
      }
      await seedLarge(db(), await hashPassword(LARGE_SEED_PASSWORD));
      io.out('Loaded the large data set.');
    },
  },
  rules: {
    export: async (args, db, io, services) => {
      const file = onlyFile(args, 'rules export');
      await migrate(db(), io);
      const doc = await services().rulesFile.exportRules();
      await fs.promises.writeFile(file, `${JSON.stringify(doc, null, 2)}\n`);
      io.out(
        `Wrote ${doc.races.length} races, ${doc.classes.length} classes, ${doc.professions.length} professions, ${doc.abilities.length} abilities, ${doc.special_abilities.length} special abilities and ${doc.languages.length} languages to ${file}.`,
      );
    },
    import: async (args, db, io, services) => {
      const file = onlyFile(args, 'rules import');
      if (!fs.existsSync(file)) throw new CommandError(`${file} does not exist`);
      const size = (await fs.promises.stat(file)).size;
      if (size > UPLOAD_LIMITS.rulesFileMaxBytes)
        throw new CommandError(`${file} is larger than a rules file may be`);
      let doc: unknown;
      try {
        doc = JSON.parse(await fs.promises.readFile(file, 'utf8'));
      } catch {
        throw new CommandError(`${file} is not JSON`);
      }
      await migrate(db(), io);
      const counts = await services().rulesFile.importRules(null, doc);
      io.out(
        `Loaded ${counts.races} races, ${counts.classes} classes, ${counts.professions} professions, ${counts.abilities} abilities, ${counts.special_abilities} special abilities, ${counts.languages} languages and ${counts.item_types} item types from ${file}.`,
      );
    },
  },
  uploads: {
    sweep: async (args, db, io, services) => {
      noArguments(args, 'uploads sweep');
      await migrate(db(), io);
      const { uploadGraceHours } = loadConfig(io.env);
      const deleted = await services().uploads.sweep();
      io.out(
        `Deleted ${deleted.length} uploaded ${deleted.length === 1 ? 'image' : 'images'} no character has used for ${uploadGraceHours} hours.`,
      );
    },
  },
  events: {
    sweep: async (args, db, io, services) => {
      noArguments(args, 'events sweep');
      await migrate(db(), io);
      const { eventDataRetentionDays } = loadConfig(io.env);
      const done = await services().eventRetention.sweep();
      io.out(
        `Erased diets, allergies and emergency contacts of ${done.signups} ${done.signups === 1 ? 'sign-up' : 'sign-ups'} in ${done.eventIds.length} ${done.eventIds.length === 1 ? 'event' : 'events'} that ended more than ${eventDataRetentionDays} days ago.`,
      );
    },
  },
  backup: async (args, db, io) => {
    const file = onlyFile(args, 'backup');
    const doc = await createBackup(db());
    await writeBackupFile(file, doc);
    io.out(
      `Wrote ${countRows(doc)} rows from ${Object.keys(doc.tables).length} tables to ${file}.`,
    );
  },
  restore: async (args, db, io) => {
    const force = args.includes('--force');
    const file = onlyFile(
      args.filter((arg) => arg !== '--force'),
      'restore',
    );
    if (!fs.existsSync(file)) throw new CommandError(`${file} does not exist`);
    const doc = await readBackupFile(file);
    await migrate(db(), io);
    const running = await runningInstances(db(), (io.now ?? Date.now)());
    if (running.length > 0 && !force) {
      const which = running
        .map((instance) => `pid ${instance.pid} on ${instance.host}, last seen ${instance.seen_at}`)
        .join('; ');
      throw new CommandError(
        `A server is using this database (${which}). Stop it first, or run restore with --force: the server then drops its caches and every session from before the restore ends.`,
      );
    }
    const summary = await restoreBackup(db(), doc, Object.keys(knownMigrations));
    io.out(
      `Restored ${summary.rows} rows into ${summary.tables} tables from ${file} (made ${doc.createdAt}).`,
    );
  },
};

/**
 * Commands that fill or replace the database. On PostgreSQL they hold the lock a server
 * takes while it prepares the database, so a server starting meanwhile neither loads the
 * demo world beside them nor starts on half-restored data: it waits, then finds the work done.
 */
const UNDER_START_UP_LOCK = new Set(['seed demo', 'seed large', 'restore']);

interface Resolved {
  /** The command as typed, `seed demo`. */
  name: string;
  run: Command;
  args: string[];
}

function resolve(argv: string[]): Resolved {
  const [name, ...rest] = argv;
  const entry = name ? commands[name] : undefined;
  if (!name || !entry)
    throw new UsageError(name ? `Unknown command "${name}"` : 'No command given');
  if (typeof entry === 'function') return { name, run: entry, args: rest };
  const [sub, ...args] = rest;
  const run = sub ? entry[sub] : undefined;
  if (!run) {
    const choices = Object.keys(entry)
      .map((s) => `${name} ${s}`)
      .join(', ');
    throw new UsageError(
      sub
        ? `Unknown command "${name} ${sub}" (expected ${choices})`
        : `"${name}" needs one of: ${choices}`,
    );
  }
  return { name: `${name} ${sub}`, run, args };
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  if (argv.length === 1 && ['help', '--help', '-h'].includes(argv[0]!)) {
    io.out(USAGE);
    return EXIT.ok;
  }
  let command: Resolved;
  try {
    command = resolve(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }

  // The database opens only once the arguments are known to be right.
  const opened: { config: Config | null; handle: DbHandle | null; services: Services | null } = {
    config: null,
    handle: null,
    services: null,
  };
  const config = () => (opened.config ??= loadConfig(io.env));
  const databaseUrl = () => config().databaseUrl;
  const handle = () => (opened.handle ??= connect(databaseUrl()));
  const db = () => handle().db;
  // The same composition root as the server's; nothing here mails, so nothing is logged.
  const services = () =>
    (opened.services ??= buildServices({
      handle: handle(),
      config: config(),
      log: { info: () => {}, error: () => {} },
      ...(io.now ? { clock: io.now } : {}),
    }));
  try {
    const work = () => command.run(command.args, db, io, services);
    const locked = UNDER_START_UP_LOCK.has(command.name) && engineOf(databaseUrl()) === 'postgres';
    await (locked ? withStartUpLock(databaseUrl(), work) : work());
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return EXIT.usage;
    }
    if (
      error instanceof CommandError ||
      error instanceof AppError ||
      error instanceof BackupFormatError ||
      error instanceof SeedRefusedError
    ) {
      io.err(error.message);
      return EXIT.failed;
    }
    io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  } finally {
    await opened.services?.close();
    await opened.handle?.db.destroy();
  }
}

function invokedDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(fs.realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  process.exitCode = await runCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
