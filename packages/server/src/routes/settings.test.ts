import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';

let t: TestApp;
let board: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp({ rulesUrl: 'https://regler.example.org/bog' });
  board = await createUser(t.app, { role: 'bestyrelse' });
});
afterAll(async () => {
  await t?.close();
});

const getSettings = () => t.app.inject({ method: 'GET', url: '/api/settings' });
const put = (token: string | null, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: token ? bearer(token) : {},
    payload,
  });

describe('GET /api/settings', () => {
  it('answers anyone, with RULES_URL until the board has set an address', async () => {
    const response = await getSettings();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rules_url: 'https://regler.example.org/bog' });
  });
});

describe('PUT /api/settings', () => {
  it('lets the board change and clear the rules address, audited', async () => {
    const changed = await put(board.token, { rules_url: ' https://ravnemark.dk/regler ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ rules_url: 'https://ravnemark.dk/regler' });
    expect((await getSettings()).json()).toEqual({ rules_url: 'https://ravnemark.dk/regler' });

    const cleared = await put(board.token, { rules_url: '' });
    expect(cleared.json()).toEqual({ rules_url: null });
    // A cleared address stays cleared: the environment's is only the starting value.
    expect((await getSettings()).json()).toEqual({ rules_url: null });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('entity', '=', 'settings')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'update',
        actor_id: board.id,
        before: JSON.stringify({ rules_url: 'https://regler.example.org/bog' }),
        after: JSON.stringify({ rules_url: 'https://ravnemark.dk/regler' }),
      },
      {
        action: 'update',
        actor_id: board.id,
        before: JSON.stringify({ rules_url: 'https://ravnemark.dk/regler' }),
        after: JSON.stringify({ rules_url: null }),
      },
    ]);
  });

  it('refuses addresses that are not http(s) with 400', async () => {
    for (const rules_url of ['javascript:alert(1)', 'ftp://x.dk/r', 'regler.dk', 'https://']) {
      const response = await put(board.token, { rules_url });
      expect(response.statusCode, rules_url).toBe(400);
    }
  });

  it('is refused to members and admins with 403 and to the anonymous with 401', async () => {
    const member = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    const body = { rules_url: 'https://evil.example.com' };
    expect((await put(member.token, body)).statusCode).toBe(403);
    expect((await put(admin.token, body)).statusCode).toBe(403);
    expect((await put(null, body)).statusCode).toBe(401);
    expect((await getSettings()).json()).toEqual({ rules_url: null });
  });
});
