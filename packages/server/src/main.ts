import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminEmailFrom, credentialsBox, startServer, type Preparation } from './bootstrap';
import { loadConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

/** The web build beside this package (packages/web/dist), when WEB_DIST does not say otherwise. */
function siblingWebDist(): string | null {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : null;
}

function report({ migrations, demoLoaded, staff }: Preparation): void {
  if (migrations.length > 0) console.log(`Applied migrations: ${migrations.join(', ')}`);
  if (demoLoaded) console.log('The database had no rules data: loaded the demo world.');
  if (staff.status === 'created') console.log(`\n${credentialsBox(staff.email, staff.password)}\n`);
  if (staff.status === 'email-taken') {
    console.warn(
      `No board or superadmin account exists, and ${staff.email} belongs to an ordinary account. ` +
        `Give it the role with: npm run cli -- user role --email ${staff.email} --role bestyrelse`,
    );
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.webDist === null) config.webDist = siblingWebDist();
  const server = await startServer(config, {
    adminEmail: adminEmailFrom(process.env),
    onPrepared: report,
  });
  console.log(`\nThe club app is running at ${server.url}\n`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C reaches both this process and a wrapping script; one stop is enough.
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests and stopping.`);
    setTimeout(() => {
      console.error(`Still busy after ${SHUTDOWN_GRACE_MS / 1000} s; stopping anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Could not start: ${error.message}` : error);
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug')
    console.error(error.stack);
  process.exit(1);
});
