import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../db/connect';
import { bearer, buildTestApp, getAs, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { createSessionLookup, SESSION_CACHE_MS } from './session-lookup';

describe('the session lookup', () => {
  let t: TestApp;
  let other: DbHandle;
  let unfed: DbHandle;

  beforeAll(async () => {
    t = await buildTestApp();
    // A second connection stands for another process, such as the command line.
    other = connect(t.testDb.url);
    // A handle no change feed serves: the lookup on it relies on its own time limit.
    unfed = connect(t.testDb.url);
  });

  afterAll(async () => {
    await other.db.destroy();
    await unfed.db.destroy();
    await t.close();
  });

  it('sees a write made through the app on the very next request', async () => {
    const user = await createUser(t.app);
    const check = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(user.token) });
    expect((await check()).statusCode).toBe(200);
    await t.db.updateTable('users').set({ token_version: 5 }).where('id', '=', user.id).execute();
    expect((await check()).statusCode).toBe(401);
  });

  it('notices a change made by another process within a second', async () => {
    const user = await createUser(t.app);
    let clock = 1_000_000;
    const lookup = createSessionLookup({ handle: unfed, clock: () => clock });
    expect((await lookup(user.id))?.role).toBe('user');

    await other.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    clock += SESSION_CACHE_MS - 1;
    expect((await lookup(user.id))?.role).toBe('user');
    clock += 2;
    expect((await lookup(user.id))?.role).toBe('admin');
  });

  it('drops what it holds when this process writes to users, and keeps it for other writes', async () => {
    const user = await createUser(t.app);
    const clock = 5_000_000;
    const lookup = createSessionLookup({ handle: unfed, clock: () => clock });
    expect((await lookup(user.id))?.name).toBe(user.name);
    await other.db
      .updateTable('users')
      .set({ name: 'Nyt navn' })
      .where('id', '=', user.id)
      .execute();
    expect((await lookup(user.id))?.name).toBe(user.name);
    // A character saved, a race edited: nothing a session row holds.
    await unfed.db
      .updateTable('races')
      .set({ description: 'ændret' })
      .where('id', '=', -1)
      .execute();
    expect((await lookup(user.id))?.name).toBe(user.name);
    await unfed.db.updateTable('users').set({ name: 'x' }).where('id', '=', -1).execute();
    expect((await lookup(user.id))?.name).toBe('Nyt navn');

    await other.db
      .updateTable('users')
      .set({ name: 'Tredje navn' })
      .where('id', '=', user.id)
      .execute();
    // Raw SQL names no table the watcher can see: it counts as a write to users.
    await sql`update races set description = description where id = -1`.execute(unfed.db);
    expect((await lookup(user.id))?.name).toBe('Tredje navn');
  });

  it('drops one user on a change notice, and keeps nothing while notices may be missed', async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    const clock = 9_000_000;
    const lookup = createSessionLookup({ handle: unfed, clock: () => clock });
    await lookup(a.id);
    await lookup(b.id);
    await other.db.updateTable('users').set({ name: 'A2' }).where('id', '=', a.id).execute();
    await other.db.updateTable('users').set({ name: 'B2' }).where('id', '=', b.id).execute();
    unfed.writes.announceUser(a.id);
    expect((await lookup(a.id))?.name).toBe('A2');
    expect((await lookup(b.id))?.name).toBe(b.name);

    unfed.writes.trusted = false;
    expect((await lookup(b.id))?.name).toBe('B2');
    await other.db.updateTable('users').set({ name: 'B3' }).where('id', '=', b.id).execute();
    expect((await lookup(b.id))?.name).toBe('B3');
    unfed.writes.trusted = true;
  });

  it('admits a staff session only on the role and state the database holds now', async () => {
    // A change another server (or the command line) commits: here its notice has not
    // arrived yet (on SQLite none ever does), and the member list must be refused at once.
    const demoted = await createUser(t.app, { role: 'admin' });
    const deactivated = await createUser(t.app, { role: 'bestyrelse' });
    for (const staff of [demoted, deactivated]) {
      expect((await getAs(t.app, '/api/users', staff)).statusCode).toBe(200);
    }
    await other.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('id', '=', demoted.id)
      .execute();
    await other.db
      .updateTable('users')
      .set({ active: 0 })
      .where('id', '=', deactivated.id)
      .execute();
    for (const staff of [demoted, deactivated]) {
      const answer = await getAs(t.app, '/api/users', staff);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'errors.sessionRevoked' });
      // Any request of that session, not only those a staff role guards.
      expect((await getAs(t.app, '/api/auth/check', staff)).statusCode).toBe(401);
    }
  });
});
