import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';
import { createUser, type CreatedUser } from '../test/factories';

const DEFAULT_AGES = { own_photo_consent: 15, adult: 18, own_login: 13 };

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
    expect(response.json()).toEqual({
      rules_url: 'https://regler.example.org/bog',
      payment_instructions: null,
      event_data_retention_days: 30,
      crafting_costs_mana: false,
      household_ages: DEFAULT_AGES,
    });
  });
});

describe('PUT /api/settings', () => {
  it('lets the board change and clear the rules address, audited', async () => {
    const changed = await put(board.token, { rules_url: ' https://ravnemark.dk/regler ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      rules_url: 'https://ravnemark.dk/regler',
      payment_instructions: null,
      event_data_retention_days: 30,
      crafting_costs_mana: false,
      household_ages: DEFAULT_AGES,
    });
    expect((await getSettings()).json()).toEqual({
      rules_url: 'https://ravnemark.dk/regler',
      payment_instructions: null,
      event_data_retention_days: 30,
      crafting_costs_mana: false,
      household_ages: DEFAULT_AGES,
    });

    const cleared = await put(board.token, { rules_url: '' });
    expect(cleared.json()).toEqual({
      rules_url: null,
      payment_instructions: null,
      event_data_retention_days: 30,
      crafting_costs_mana: false,
      household_ages: DEFAULT_AGES,
    });
    // A cleared address stays cleared: the environment's is only the starting value.
    expect((await getSettings()).json()).toEqual({
      rules_url: null,
      payment_instructions: null,
      event_data_retention_days: 30,
      crafting_costs_mana: false,
      household_ages: DEFAULT_AGES,
    });

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
    expect((await getSettings()).json()).toMatchObject({ rules_url: null });
  });

  it('keeps payment instructions public and apart from the rules address, audited', async () => {
    const set = await put(board.token, { payment_instructions: ' MobilePay 12 34 56 78 ' });
    expect(set.statusCode).toBe(200);
    const rulesBefore = (set.json() as { rules_url: string | null }).rules_url;
    expect(set.json()).toEqual({
      rules_url: rulesBefore,
      payment_instructions: 'MobilePay 12 34 56 78',
      event_data_retention_days: 30,
      crafting_costs_mana: false,
      household_ages: DEFAULT_AGES,
    });
    expect((await getSettings()).json()).toEqual({
      rules_url: rulesBefore,
      payment_instructions: 'MobilePay 12 34 56 78',
      event_data_retention_days: 30,
      crafting_costs_mana: false,
      household_ages: DEFAULT_AGES,
    });

    // A caller that knows only the rules address leaves the instructions alone.
    const rulesOnly = await put(board.token, { rules_url: 'https://ravnemark.dk/ny' });
    expect(rulesOnly.json()).toEqual({
      rules_url: 'https://ravnemark.dk/ny',
      payment_instructions: 'MobilePay 12 34 56 78',
      event_data_retention_days: 30,
      crafting_costs_mana: false,
      household_ages: DEFAULT_AGES,
    });

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'settings')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(audit.reverse()).toEqual([
      {
        before: JSON.stringify({ payment_instructions: null }),
        after: JSON.stringify({ payment_instructions: 'MobilePay 12 34 56 78' }),
      },
      {
        before: JSON.stringify({ rules_url: rulesBefore }),
        after: JSON.stringify({ rules_url: 'https://ravnemark.dk/ny' }),
      },
    ]);

    const cleared = await put(board.token, { payment_instructions: '' });
    expect(cleared.json()).toMatchObject({ payment_instructions: null });
    const tooLong = await put(board.token, { payment_instructions: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'errors.validation' });
  });
});
