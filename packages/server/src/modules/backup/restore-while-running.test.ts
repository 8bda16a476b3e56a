import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT, runCli } from '../../cli';
import { createUser, type CreatedUser } from '../../test/factories';
import { createRace } from '../../test/rules-factories';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { INSTANCE_FRESH_MS } from '../instances/presence';

describe('restore while a server runs', () => {
  let t: TestApp;
  let member: CreatedUser;
  let backupFile: string;
  let raceId: number;
  let out: string[];
  let err: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    member = await createUser(t.app);
    raceId = (await createRace(t.db, { name: 'Skovfolket' })).id;
    backupFile = path.join(t.testDb.dataDir, 'club.json');
    expect(await cli('backup', backupFile)).toBe(EXIT.ok);
  });
  afterAll(async () => {
    await t.close();
  });

  async function cli(...argv: string[]): Promise<number> {
    return cliAt(Date.now(), ...argv);
  }
  async function cliAt(now: number, ...argv: string[]): Promise<number> {
    out = [];
    err = [];
    return runCli(argv, {
      env: { DATABASE_URL: t.testDb.url, DATA_DIR: t.testDb.dataDir },
      now: () => now,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
  }

  const raceName = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/races-classes',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: number; name: string }[]>().find((race) => race.id === raceId)?.name;
  };
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(token) });
  // On SQLite the server learns of a restore at its next look at the data generation; on
  // PostgreSQL the change feed announces it, a moment after the restore commits.
  const noticed = async (token: string) => {
    await t.app.presence.tick();
    await vi.waitFor(async () => expect((await me(token)).statusCode).toBe(401), {
      timeout: 15_000,
      interval: 20,
    });
  };

  it('the running server has a fresh heartbeat row', async () => {
    const rows = await t.db.selectFrom('server_instances').selectAll().execute();
    expect(rows.map((row) => row.id)).toContain(t.app.presence.id);
    expect(rows.find((row) => row.id === t.app.presence.id)?.pid).toBe(process.pid);
  });

  it('is refused without --force and changes nothing', async () => {
    await t.db.updateTable('races').set({ name: 'Omdøbt' }).where('id', '=', raceId).execute();
    expect(await raceName(member.token)).toBe('Omdøbt');

    expect(await cli('restore', backupFile)).toBe(EXIT.failed);
    expect(err.join('\n')).toMatch(/A server is using this database \(pid \d+ on .+\).*--force/);
    expect(await raceName(member.token)).toBe('Omdøbt');
    expect((await me(member.token)).statusCode).toBe(200);
  });

  it('runs with --force; the server then drops its rules cache and every earlier session', async () => {
    // The answer is cached now; only the restore's signal can take it out.
    expect(await raceName(member.token)).toBe('Omdøbt');
    expect((await me(member.token)).statusCode).toBe(200);

    expect(await cli('restore', backupFile, '--force')).toBe(EXIT.ok);
    expect(out.join('\n')).toMatch(/^Restored \d+ rows/);
    await noticed(member.token);

    const old = await me(member.token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'errors.sessionRevoked' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    const fresh = login.json<{ token: string }>().token;
    expect(await raceName(fresh)).toBe('Skovfolket');
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('a token issued after the backup was made stops working too', async () => {
    // Log out bumps the token version; a restore must not bring an old version back.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    });
    const before = login.json<{ token: string }>().token;
    await t.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 5) }))
      .where('id', '=', member.id)
      .execute();
    const { tv } = await t.db
      .selectFrom('users')
      .select('token_version as tv')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const issued = await t.app.tokens.sign({ sub: member.id, role: member.role, tv });
    await t.app.presence.tick();
    expect((await me(issued)).statusCode).toBe(200);

    expect(await cli('restore', backupFile, '--force')).toBe(EXIT.ok);
    await noticed(issued);
    expect((await me(issued)).statusCode).toBe(401);
    expect((await me(before)).statusCode).toBe(401);
  });

  it('is allowed without --force once the heartbeat is stale (a server killed long ago)', async () => {
    expect(await cliAt(Date.now() + INSTANCE_FRESH_MS + 1_000, 'restore', backupFile)).toBe(
      EXIT.ok,
    );
  });

  it('is allowed without --force after the server stopped cleanly', async () => {
    await t.app.presence.stop();
    expect(await t.db.selectFrom('server_instances').selectAll().execute()).toEqual([]);
    expect(await cli('restore', backupFile)).toBe(EXIT.ok);
    expect(fs.existsSync(backupFile)).toBe(true);
  });
});
