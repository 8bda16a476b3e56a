import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../db/connect';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { createSessionLookup, SESSION_CACHE_MS } from './session-lookup';

describe('the session lookup', () => {
  let t: TestApp;
  let other: DbHandle;

  beforeAll(async () => {
    t = await buildTestApp();
    // A second connection stands for another process, such as the command line.
    other = connect(t.testDb.url);
  });

  afterAll(async () => {
    await other.db.destroy();
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
    const lookup = createSessionLookup(t.testDb.handle, () => clock);
    expect((await lookup(user.id))?.role).toBe('user');

    await other.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    clock += SESSION_CACHE_MS - 1;
    expect((await lookup(user.id))?.role).toBe('user');
    clock += 2;
    expect((await lookup(user.id))?.role).toBe('admin');
  });

  it('drops what it holds when this process writes anything', async () => {
    const user = await createUser(t.app);
    const clock = 5_000_000;
    const lookup = createSessionLookup(t.testDb.handle, () => clock);
    expect((await lookup(user.id))?.name).toBe(user.name);
    await other.db
      .updateTable('users')
      .set({ name: 'Nyt navn' })
      .where('id', '=', user.id)
      .execute();
    expect((await lookup(user.id))?.name).toBe(user.name);
    await t.db.updateTable('races').set({ description: 'ændret' }).where('id', '=', -1).execute();
    expect((await lookup(user.id))?.name).toBe('Nyt navn');
  });
});
