import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  adminEmailFrom,
  credentialsBox,
  startServer,
  type Preparation,
  type RunningServer,
} from './bootstrap';
import { loadConfig } from './config';
import type { LogStream } from './logging';

/** What a start prints for the person who ran it, and where the log goes. */
export interface Terminal {
  out: (text: string) => void;
  err: (text: string) => void;
  /** The log's destination; standard output when absent. */
  log?: LogStream;
}

/** The web build beside this package (packages/web/dist), when WEB_DIST does not say otherwise. */
function siblingWebDist(): string | null {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : null;
}

function report(terminal: Terminal, { migrations, demoLoaded, staff }: Preparation): void {
  // The count, not the names: on a first start the board password and the address are
  // what matter (`npm run cli -- migrate` lists the names).
  if (migrations.length > 0) {
    terminal.out(`Applied migrations: ${migrations.length} (the database is up to date).`);
  }
  if (demoLoaded) terminal.out('The database had no rules data: loaded the demo world.');
  // Printed before the server listens: should listening fail, the password is not lost.
  if (staff.status === 'created') {
    terminal.out(`\n${credentialsBox(staff.email, staff.password)}\n`);
  }
  if (staff.status === 'email-taken') {
    terminal.err(
      `No board or superadmin account exists, and ${staff.email} belongs to an ordinary account. ` +
        `Give it the role with: npm run cli -- user role --email ${staff.email} --role bestyrelse`,
    );
  }
}

/**
 * `npm start`: prepares the database and serves the app. What a person needs (the address,
 * a new board account's password) is printed plainly, never as a log line; the log itself
 * holds only warnings and errors unless LOG_LEVEL asks for more.
 */
export async function serve(
  env: Record<string, string | undefined>,
  terminal: Terminal,
): Promise<RunningServer> {
  const config = loadConfig(env);
  if (config.webDist === null) config.webDist = siblingWebDist();
  const server = await startServer(config, {
    adminEmail: adminEmailFrom(env),
    onPrepared: (preparation) => report(terminal, preparation),
    ...(terminal.log ? { logStream: terminal.log } : {}),
  });
  terminal.out(`\nThe club app is running at ${server.url}\n`);
  if (config.logLevel === 'warn' || config.logLevel === 'error' || config.logLevel === 'fatal') {
    terminal.out('Requests are not logged; start with LOG_LEVEL=info to see them.\n');
  }
  return server;
}
