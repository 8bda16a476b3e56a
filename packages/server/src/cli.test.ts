import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRulesData } from './db/rules-data';
import { verifyPassword } from './modules/auth/passwords';
import { createTestDb, type TestDb } from './test/test-db';
import { BACKUP_TABLES } from './modules/backup/backup-format';
import { START_UP_LOCK_KEY } from './modules/instances/start-up-lock';
import { EXIT, runCli } from './cli';

const postgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

describe('command line', () => {
  let testDb: TestDb;
  let out: string[];
  let err: string[];

  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  async function cli(...argv: string[]): Promise<number> {
    out = [];
    err = [];
    return runCli(argv, {
      env: { DATABASE_URL: testDb.url, DATA_DIR: testDb.dataDir },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
  }

  const userByEmail = (email: string) =>
    testDb.handle.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  describe('arguments', () => {
    it('prints the usage for help', async () => {
      expect(await cli('help')).toBe(EXIT.ok);
      expect(out.join('\n')).toContain('user create --email E --name N --password P');
    });

    it.each([
      [[], /No command given/],
      [['frobnicate'], /Unknown command "frobnicate"/],
      [['user'], /"user" needs one of: user create, user role/],
      [['user', 'delete'], /Unknown command "user delete"/],
      [['user', 'create', '--email', 'a@example.com', '--name', 'A'], /--password is required/],
      [
        [
          'user',
          'create',
          '--email',
          'a@example.com',
          '--name',
          'A',
          '--password',
          'long enough',
          '--colour',
          'red',
        ],
        /Unknown option --colour/,
      ],
      [['user', 'create', '--email', '--name', 'A'], /--email needs a value/],
      [
        ['user', 'create', '--email', 'nope', '--name', 'A', '--password', 'long enough'],
        /--email is not valid/,
      ],
      [
        ['user', 'create', '--email', 'a@example.com', '--name', 'A', '--password', 'short'],
        /--password is not valid/,
      ],
      [
        [
          'user',
          'create',
          '--email',
          'a@example.com',
          '--name',
          'A',
          '--password',
          'long enough',
          '--role',
          'king',
        ],
        /--role must be one of user, admin, superadmin, bestyrelse/,
      ],
      [['user', 'role', '--email', 'a@example.com'], /--role is required/],
      [['migrate', 'now'], /migrate takes no arguments/],
      [['seed'], /"seed" needs one of: seed demo, seed large/],
      [['backup'], /backup takes exactly one FILE/],
      [['restore', 'a.json', 'b.json'], /restore takes exactly one FILE/],
    ])('refuses %j with exit code 2 and says why', async (argv, message) => {
      expect(await cli(...argv)).toBe(EXIT.usage);
      expect(err.join('\n')).toMatch(message);
      expect(err.join('\n')).toContain('Usage: npm run cli');
    });

    it('leaves the database untouched when the arguments are wrong', async () => {
      await cli(
        'user',
        'create',
        '--email',
        'untouched@example.com',
        '--name',
        'A',
        '--password',
        'short',
      );
      expect(await userByEmail('untouched@example.com')).toBeUndefined();
    });
  });

  describe('user create', () => {
    it('creates an account with the role and a password that verifies', async () => {
      const code = await cli(
        'user',
        'create',
        '--email',
        ' Freja@Example.com',
        '--name',
        'Freja',
        '--password',
        'a long passphrase',
        '--role',
        'admin',
      );
      expect(code).toBe(EXIT.ok);
      expect(out.join('\n')).toMatch(/Created freja@example\.com \(id \d+\) with the role admin/);
      const row = await userByEmail('freja@example.com');
      expect(row).toMatchObject({ name: 'Freja', role: 'admin' });
      expect(await verifyPassword(row!.password_hash, 'a long passphrase')).toBe(true);
    });

    it('gives new accounts the role user unless told otherwise', async () => {
      expect(
        await cli(
          'user',
          'create',
          '--email=plain@example.com',
          '--name=Plain',
          '--password=a long passphrase',
        ),
      ).toBe(EXIT.ok);
      expect((await userByEmail('plain@example.com'))?.role).toBe('user');
    });

    it('refuses a taken email with exit code 1', async () => {
      const code = await cli(
        'user',
        'create',
        '--email',
        'FREJA@example.com',
        '--name',
        'Again',
        '--password',
        'a long passphrase',
      );
      expect(code).toBe(EXIT.failed);
      expect(err.join('\n')).toContain(
        'An account with the email freja@example.com already exists',
      );
    });
  });

  describe('user role', () => {
    it('changes the role, ends the sessions and records it in the audit log', async () => {
      const before = (await userByEmail('plain@example.com'))!;
      expect(
        await cli('user', 'role', '--email', 'PLAIN@example.com', '--role', 'bestyrelse'),
      ).toBe(EXIT.ok);
      expect(out.join('\n')).toContain('plain@example.com now has the role bestyrelse (was user)');
      const after = (await userByEmail('plain@example.com'))!;
      expect(after.role).toBe('bestyrelse');
      expect(after.token_version).toBe(before.token_version + 1);
      const audit = await testDb.handle.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'user')
        .where('entity_id', '=', after.id)
        .where('action', '=', 'role-change')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after!)).toEqual({ role: 'bestyrelse' });
    });

    it('changes nothing when the account has the role already', async () => {
      const before = (await userByEmail('plain@example.com'))!;
      expect(
        await cli('user', 'role', '--email', 'plain@example.com', '--role', 'bestyrelse'),
      ).toBe(EXIT.ok);
      expect(out.join('\n')).toContain('already has the role bestyrelse');
      expect((await userByEmail('plain@example.com'))!.token_version).toBe(before.token_version);
    });

    it('refuses an unknown email with exit code 1', async () => {
      expect(await cli('user', 'role', '--email', 'ghost@example.com', '--role', 'admin')).toBe(
        EXIT.failed,
      );
      expect(err.join('\n')).toMatch(/ghost@example\.com not found/);
    });
  });

  describe('migrate', () => {
    it('says the database is up to date when it is', async () => {
      expect(await cli('migrate')).toBe(EXIT.ok);
      expect(out).toEqual(['The database is up to date.']);
    });
  });

  describe('seed', () => {
    it('refuses seed large on a database with rows, naming the tables', async () => {
      expect(await cli('seed', 'large')).toBe(EXIT.failed);
      expect(err.join('\n')).toMatch(
        /seed large needs an empty database, but these tables have rows: users \(\d+\)/,
      );
    });

    it.skipIf(!postgres)(
      'waits for a server that is preparing the same PostgreSQL database',
      async () => {
        const server = new pg.Client({ connectionString: testDb.url });
        await server.connect();
        try {
          await server.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
          let finished = false;
          const seeding = cli('seed', 'large').finally(() => {
            finished = true;
          });
          // The command is queued behind the server's lock, not running beside it.
          await vi.waitFor(
            async () => {
              const { rows } = await server.query<{ waiting: string }>(
                `select count(*) as waiting from pg_locks
                  where locktype = 'advisory' and not granted and objid = $1
                    and database = (select oid from pg_database where datname = current_database())`,
                [START_UP_LOCK_KEY],
              );
              expect(Number(rows[0]!.waiting)).toBe(1);
            },
            { timeout: 15_000, interval: 20 },
          );
          expect(finished).toBe(false);
          await server.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY]);
          expect(await seeding).toBe(EXIT.failed);
          expect(err.join('\n')).toContain('seed large needs an empty database');
        } finally {
          await server.end();
        }
      },
    );

    it('loads the demo world once, then refuses', async () => {
      expect(await cli('seed', 'demo')).toBe(EXIT.ok);
      expect(await hasRulesData(testDb.handle.db)).toBe(true);
      expect(await cli('seed', 'demo')).toBe(EXIT.failed);
      expect(err.join('\n')).toContain('already has rules data');
    });
  });

  describe('backup and restore', () => {
    it('restores the data a backup file holds', async () => {
      const file = path.join(testDb.dataDir, 'backups', 'club.json');
      expect(await cli('backup', file)).toBe(EXIT.ok);
      expect(out.join('\n')).toMatch(
        new RegExp(`^Wrote \\d+ rows from ${BACKUP_TABLES.length} tables to `),
      );
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({
        format: 'club-app-backup',
        version: 1,
      });

      await testDb.handle.db.deleteFrom('users').where('email', '=', 'freja@example.com').execute();
      expect(await cli('restore', file)).toBe(EXIT.ok);
      expect(out.join('\n')).toMatch(
        new RegExp(`^Restored \\d+ rows into ${BACKUP_TABLES.length} tables from `),
      );
      expect(await userByEmail('freja@example.com')).toMatchObject({ name: 'Freja' });
    });

    it('refuses to restore a file that is not a backup, or is missing, with exit code 1', async () => {
      const file = path.join(testDb.dataDir, 'not-a-backup.json');
      fs.writeFileSync(file, '{"hello": "world"}');
      expect(await cli('restore', file)).toBe(EXIT.failed);
      expect(err.join('\n')).toContain('not a backup of this app');
      expect(await cli('restore', path.join(testDb.dataDir, 'missing.json'))).toBe(EXIT.failed);
      expect(err.join('\n')).toContain('does not exist');
      expect(await userByEmail('freja@example.com')).toBeDefined();
    });
  });
});
