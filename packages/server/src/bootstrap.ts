import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { EmailSchema } from '@club/shared/contract/auth';
import { buildApp } from './app';
import { checkJwtSecret, type Config } from './config';
import { connect, engineOf, sqliteFile } from './db/connect';
import { storageFailure } from './db/storage-errors';
import type { LogStream } from './logging';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { hasRulesData } from './db/rules-data';
import { seedDemo } from './db/seed/demo';
import { AppError } from './errors';
import { createAccount, hasStaffAccount } from './modules/auth/accounts';
import { generatePassword } from './modules/auth/passwords';
import { sharedJwtSecret } from './modules/instances/shared-secret';
import { withStartUpLock } from './modules/instances/start-up-lock';

export const DEFAULT_ADMIN_EMAIL = 'bestyrelse@klubben.local';
const STAFF_ACCOUNT_NAME = 'Bestyrelsen';

export type StaffAccountOutcome =
  | { status: 'exists' }
  | { status: 'created'; email: string; password: string }
  /** No staff account exists, but the chosen email belongs to an ordinary account. */
  | { status: 'email-taken'; email: string };

export interface Preparation {
  migrations: string[];
  demoLoaded: boolean;
  staff: StaffAccountOutcome;
  /** The token secret the database holds (PostgreSQL without JWT_SECRET); null otherwise. */
  jwtSecret: string | null;
}

/** ADMIN_EMAIL, checked and normalised like any email; the default when unset. */
export function adminEmailFrom(env: Record<string, string | undefined>): string {
  const raw = env.ADMIN_EMAIL?.trim();
  if (!raw) return DEFAULT_ADMIN_EMAIL;
  const parsed = EmailSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`ADMIN_EMAIL is not a valid email address (got "${raw}")`);
  return parsed.data;
}

export async function loadDemoWorldIfEmpty(db: Kysely<Database>): Promise<boolean> {
  if (await hasRulesData(db)) return false;
  await seedDemo(db);
  return true;
}

/**
 * A fresh installation must be administrable: without a board or superadmin account,
 * one is created with a random password that the caller shows once.
 */
export async function ensureStaffAccount(
  db: Kysely<Database>,
  email: string,
): Promise<StaffAccountOutcome> {
  if (await hasStaffAccount(db)) return { status: 'exists' };
  const password = generatePassword();
  try {
    await createAccount(db, { name: STAFF_ACCOUNT_NAME, email, password, role: 'bestyrelse' });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409)
      return { status: 'email-taken', email };
    throw error;
  }
  return { status: 'created', email, password };
}

/**
 * Everything a start does to the database before serving: migrate, seed, staff account,
 * and (when asked) the shared token secret. On PostgreSQL it all runs under the start-up
 * lock, so servers started together do it once: the later ones find it done.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  options: { adminEmail: string; url?: string; secretFrom?: string | null },
): Promise<Preparation> {
  const prepare = async (): Promise<Preparation> => {
    const migrations = await migrateToLatest(db);
    const demoLoaded = await loadDemoWorldIfEmpty(db);
    const staff = await ensureStaffAccount(db, options.adminEmail);
    const jwtSecret = options.secretFrom ? await sharedJwtSecret(db, options.secretFrom) : null;
    return { migrations, demoLoaded, staff, jwtSecret };
  };
  if (options.url && engineOf(options.url) === 'postgres') {
    return withStartUpLock(options.url, prepare);
  }
  return prepare();
}

/** The database a URL names, for messages: the file, or the server and database without a password. */
export function databaseName(url: string): string {
  if (engineOf(url) === 'sqlite') return path.resolve(sqliteFile(url));
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/** The one-time credentials, framed so they stand out among the log lines. */
export function credentialsBox(email: string, password: string): string {
  const lines = [
    'A board account (role bestyrelse) was created:',
    '',
    `  Email:     ${email}`,
    `  Password:  ${password}`,
    '',
    'The password is shown only this once: write it down now.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const border = '─'.repeat(width + 2);
  return [`┌${border}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${border}┘`].join('\n');
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  preparation: Preparation;
  /**
   * Stops the server: the health check answers 503 from the start, new requests are still
   * taken for SHUTDOWN_DELAY, then the server stops listening, closes idle keep-alive
   * connections, finishes the requests in flight, removes its heartbeat and closes the
   * database.
   */
  stop: () => Promise<void>;
  /** SHUTDOWN_DELAY, in milliseconds. */
  shutdownDelayMs: number;
}

/** Prepares the database, builds the app and listens on HOST:PORT. */
export async function startServer(
  config: Config,
  options: {
    adminEmail: string;
    onPrepared?: (preparation: Preparation) => void;
    logStream?: LogStream;
  },
): Promise<RunningServer> {
  const handle = connect(config.databaseUrl);
  let app: FastifyInstance | null = null;
  try {
    const preparation = await prepareDatabase(handle.db, {
      adminEmail: options.adminEmail,
      url: config.databaseUrl,
      // An empty secret means the database keeps it (PostgreSQL without JWT_SECRET).
      secretFrom: config.jwtSecret ? null : config.dataDir,
    }).catch((error: unknown) => {
      // The first queries are where an unreachable or unwritable database shows: say which.
      if (!storageFailure(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot use the database ${databaseName(config.databaseUrl)}: ${reason}`, {
        cause: error,
      });
    });
    options.onPrepared?.(preparation);
    if (preparation.jwtSecret) config.jwtSecret = checkJwtSecret(preparation.jwtSecret);
    app = await buildApp(config, { handle, logStream: options.logStream });
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      app,
      url: `http://${host}:${port}${config.basePath}`,
      preparation,
      shutdownDelayMs: config.shutdownDelayMs,
      stop: async () => {
        if (app) app.draining = true;
        if (config.shutdownDelayMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
        }
        await app?.close();
        await handle.db.destroy();
      },
    };
  } catch (error) {
    await app?.close();
    await handle.db.destroy();
    throw error;
  }
}
