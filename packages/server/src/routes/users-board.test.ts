import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli, EXIT } from '../cli';
import { AppError } from '../errors';
import { changeRole } from '../modules/auth/accounts';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';

const TRIALS = 20;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every trial starts from a club with exactly two board members. */
async function twoBoardMembers(): Promise<[CreatedUser, CreatedUser]> {
  await t.db.updateTable('users').set({ role: 'user' }).where('role', '=', 'bestyrelse').execute();
  return [
    await createUser(t.app, { role: 'bestyrelse' }),
    await createUser(t.app, { role: 'bestyrelse' }),
  ];
}

async function boardCount(): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'bestyrelse')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function demote(by: CreatedUser, target: CreatedUser) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${target.id}`,
    headers: bearer(by.token),
    payload: { role: 'user' },
  });
}

describe('the last board member under concurrency', () => {
  beforeEach(async () => {
    await twoBoardMembers();
  });

  it('keeps one board member when two demote each other at the same moment', async () => {
    let refusedAsLast = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const [a, b] = await twoBoardMembers();
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(await boardCount(), `trial ${trial}: ${statuses.join(', ')}`).toBe(1);
      // One wins. The other is refused as the last board member, or, when the winner's
      // change reached the database before the loser was even authenticated, its session
      // has ended with the role it lost.
      expect(statuses[0]).toBe(200);
      const loser = answers.find((r) => r.statusCode !== 200)!;
      if (loser.statusCode === 409) {
        expect(loser.json()).toMatchObject({ code: 'users.lastBoardMember' });
        refusedAsLast += 1;
      } else {
        expect(loser.statusCode).toBe(401);
      }
    }
    expect(refusedAsLast).toBeGreaterThan(0);
  });

  it('keeps one board member when the command line demotes them both at the same moment', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const [a, b] = await twoBoardMembers();
      const outcomes = await Promise.allSettled([
        changeRole(t.db, a.email, 'user'),
        changeRole(t.db, b.email, 'user'),
      ]);
      expect(await boardCount()).toBe(1);
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(refused).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ statusCode: 409, code: 'users.lastBoardMember' });
    }
  });

  it('keeps one board member when the command line and the API demote at the same moment', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      env: { DATABASE_URL: t.testDb.url, DATA_DIR: t.testDb.dataDir },
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
    };
    for (let trial = 0; trial < 5; trial += 1) {
      const [a, b] = await twoBoardMembers();
      err.length = 0;
      const [exitCode, answer] = await Promise.all([
        runCli(['user', 'role', '--email', a.email, '--role', 'user'], io),
        demote(a, b),
      ]);
      expect(await boardCount()).toBe(1);
      if (exitCode === EXIT.ok) {
        expect([401, 409]).toContain(answer.statusCode);
      } else {
        expect(exitCode).toBe(EXIT.failed);
        expect(err.join('\n')).toContain('is the last board member');
        expect(answer.statusCode).toBe(200);
      }
    }
  });

  it('refuses the command line the last board member with exit code 1', async () => {
    const [a, b] = await twoBoardMembers();
    await changeRole(t.db, b.email, 'admin');
    const err: string[] = [];
    const exitCode = await runCli(['user', 'role', '--email', a.email, '--role', 'admin'], {
      env: { DATABASE_URL: t.testDb.url, DATA_DIR: t.testDb.dataDir },
      out: () => undefined,
      err: (line) => err.push(line),
    });
    expect(exitCode).toBe(EXIT.failed);
    expect(err.join('\n')).toContain(`${a.email} is the last board member`);
    expect(await boardCount()).toBe(1);
  });
});
