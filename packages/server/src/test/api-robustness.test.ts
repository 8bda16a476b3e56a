import crypto from 'node:crypto';
import fc from 'fast-check';
import sharp from 'sharp';
import { SignJWT } from 'jose';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@club/shared/contract/errors';
import type { Character, CharacterListResponse } from '@club/shared/contract/characters';
import type { ClassProfessionsResponse } from '@club/shared/contract/rules';
import { CHARACTER_LIMITS, type Role } from '@club/shared/constants';
import { seedDemo } from '../db/seed/demo';
import { RUNTIME_TABLES } from '../modules/backup/backup-format';
import { bearer, buildTestApp, type TestApp } from './test-app';
import { createUser, type CreatedUser } from './factories';
import { sampleTrueTypeFont, sampleWoffFont } from './rules-factories';
import {
  HOSTILE_FILENAMES,
  HOSTILE_FILES,
  ODD_ID_FORMS,
  anyJson,
  hostileString,
  invalidIdSegment,
  listRoutes,
  multipart,
  nearValidBody,
  queryString,
  structurallyHostileBody,
  type Method,
  type Part,
  type RawBody,
  type RouteInfo,
  type World,
} from './hostile-requests';

/**
 * Every route the app registers, called by every kind of caller with inputs no client
 * should send. Whatever arrives: never a 5xx, every refusal in the error format, the
 * role table of SPEC.md section 6 holds, users reach only their own characters, nothing
 * leaks, and a refused write leaves nothing behind.
 */

type Access = 'public' | 'user' | 'rules' | 'staff';

/** SPEC.md section 6 and ARCHITECTURE.md 4, route by route. A new route must be added here. */
const ACCESS: Record<string, Access> = {
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  // The document describes every call: user managers only (API_DOCS_PUBLIC opens it).
  'GET /api/docs/json': 'staff',
  'GET /api/docs/yaml': 'staff',
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/logout': 'user',
  'GET /api/auth/check': 'user',
  'POST /api/password/request-reset': 'public',
  'POST /api/password/reset': 'public',
  'GET /api/races-classes': 'user',
  'POST /api/races': 'rules',
  'PUT /api/races/:id': 'rules',
  'DELETE /api/races/:id': 'rules',
  'GET /api/races/:id/classes': 'user',
  'POST /api/races/:id/classes': 'rules',
  'POST /api/races/:id/image': 'rules',
  'GET /api/rules/export': 'rules',
  'POST /api/rules/import': 'rules',
  'GET /api/audit': 'staff',
  'GET /api/classes': 'user',
  'POST /api/classes': 'rules',
  'GET /api/classes/:id': 'user',
  'PUT /api/classes/:id': 'rules',
  'DELETE /api/classes/:id': 'rules',
  'GET /api/classes/:id/professions': 'user',
  'POST /api/classes/:id/professions': 'rules',
  'DELETE /api/classes/:id/professions/:professionId': 'rules',
  'GET /api/professions': 'user',
  'POST /api/professions': 'rules',
  'PUT /api/professions/:id': 'rules',
  'DELETE /api/professions/:id': 'rules',
  'GET /api/professions/:id/abilities': 'user',
  'POST /api/professions/:id/abilities': 'rules',
  'GET /api/abilities': 'user',
  'POST /api/abilities': 'rules',
  'PUT /api/abilities/:id': 'rules',
  'DELETE /api/abilities/:id': 'rules',
  'GET /api/abilities/:id/special-abilities': 'user',
  'POST /api/abilities/:id/special-abilities': 'rules',
  'GET /api/special-abilities': 'user',
  'POST /api/special-abilities': 'rules',
  'PUT /api/special-abilities/:id': 'rules',
  'DELETE /api/special-abilities/:id': 'rules',
  'GET /api/languages': 'user',
  'POST /api/languages': 'rules',
  'PUT /api/languages/:id': 'rules',
  'DELETE /api/languages/:id': 'rules',
  'GET /api/languages/:id/download': 'user',
  'GET /api/languages/:id/font': 'user',
  'GET /api/languages/:id/documents': 'user',
  'POST /api/languages/:id/documents': 'rules',
  'GET /api/documents': 'user',
  'GET /api/documents/:id': 'user',
  'PUT /api/documents/:id': 'rules',
  'DELETE /api/documents/:id': 'rules',
  'GET /api/characters': 'user',
  'POST /api/characters': 'user',
  'GET /api/characters/active/special-abilities': 'user',
  'GET /api/characters/:id': 'user',
  'PUT /api/characters/:id': 'user',
  'POST /api/characters/:id/set-active': 'user',
  'PUT /api/characters/:id/professions': 'user',
  'GET /api/characters/:id/professions/:professionId/can-remove': 'user',
  'GET /api/characters/:id/abilities': 'user',
  'POST /api/characters/:id/abilities': 'user',
  'PATCH /api/characters/:id/allow-update': 'user',
  'POST /api/characters/:id/xp': 'staff',
  'GET /api/characters/:id/xp': 'user',
  'PUT /api/characters/:id/organizer-abilities': 'staff',
  'GET /api/characters/needs-review': 'staff',
  'GET /api/characters/print': 'staff',
  'GET /api/characters/:id/print': 'user',
  'POST /api/characters/:id/review': 'staff',
  'POST /api/xp-awards': 'staff',
  'POST /api/characters/:id/change-requests': 'user',
  'GET /api/change-requests': 'staff',
  'PATCH /api/change-requests/:id': 'staff',
  'POST /api/avatar-upload': 'user',
  'GET /api/users': 'staff',
  'GET /api/users/:id': 'staff',
  'PUT /api/users/:id': 'staff',
  'POST /api/users': 'staff',
  'POST /api/users/:id/password-reset': 'staff',
  'GET /api/settings': 'public',
  'PUT /api/settings': 'rules',
  'GET /api/api/races': 'user',
  'GET /api/api/races/:id/classes': 'user',
  'POST /api/api/characters': 'user',
  'GET /api/events': 'user',
  'POST /api/events': 'rules',
  'GET /api/events/:id': 'user',
  'PUT /api/events/:id': 'rules',
  'POST /api/events/:id/signups': 'user',
  'GET /api/events/:id/signups': 'staff',
  'PATCH /api/events/:id/signups/:signupId': 'user',
  'DELETE /api/events/:id/signups/:signupId': 'user',
  'PUT /api/events/:id/signups/:signupId/attendance': 'staff',
  'POST /api/events/:id/walk-ins': 'staff',
  'POST /api/events/:id/settle': 'staff',
  'GET /api/events/:id/tickets/:code': 'staff',
  'GET /api/events/:id/lists': 'staff',
  'GET /api/events/:id/lists/:file': 'staff',
  'GET /api/events/:id/signups/:signupId/payments': 'user',
  'POST /api/events/:id/signups/:signupId/payments': 'staff',
  'GET /api/events/:id/signups/:signupId/messages': 'user',
  'POST /api/events/:id/signups/:signupId/messages': 'user',
  'GET /api/events/:id/messages': 'staff',
  'POST /api/events/:id/messages': 'staff',
  'GET /api/event-threads': 'staff',
  'GET /api/me/event-defaults': 'user',
  'PUT /api/me/event-defaults': 'user',
  'GET /api/events/:id/calendar.ics': 'user',
  'GET /api/calendar': 'user',
  'POST /api/calendar/token': 'user',
  'GET /api/calendar/:token': 'public',
  'GET /api/characters/:id/background': 'user',
  'PUT /api/characters/:id/background': 'user',
  'POST /api/characters/:id/background/submit': 'user',
  'POST /api/characters/:id/background/review': 'staff',
  'GET /api/backgrounds': 'staff',
  'GET /api/characters/:id/comments': 'user',
  'POST /api/characters/:id/comments': 'user',
  'GET /api/events/:id/reports': 'user',
  'POST /api/events/:id/reports': 'user',
  'PUT /api/events/:id/reports/:reportId': 'user',
  'GET /api/events/:id/reports/draft': 'user',
  'PUT /api/events/:id/reports/draft': 'user',
  'DELETE /api/events/:id/reports/draft': 'user',
  'POST /api/events/:id/reports/:reportId/review': 'staff',
  'GET /api/reports': 'staff',
  'GET /api/characters/:id/story': 'user',
  'GET /api/notifications': 'user',
  'POST /api/notifications/read': 'user',
  'GET /api/me/preferences': 'user',
  'PUT /api/me/preferences': 'user',
  'GET /api/staff/work': 'staff',
  'GET /api/me/export': 'user',
  'PUT /api/me': 'user',
  'POST /api/me/email': 'user',
  'POST /api/me/email/confirm': 'public',
  'POST /api/me/password': 'user',
  'DELETE /api/me': 'user',
  'GET /api/household': 'user',
  'POST /api/household': 'user',
  'PUT /api/household/:personId': 'user',
  'DELETE /api/household/:personId': 'user',
  'POST /api/household/:personId/guardians': 'user',
  'POST /api/household/invitations/accept': 'user',
  'GET /api/users/:id/guardians': 'staff',
  'POST /api/household/:personId/login': 'user',
  'POST /api/household/own-login': 'public',
  'GET /api/events/:id/consents': 'user',
  'PUT /api/events/:id/consents': 'user',
  'POST /api/events/:id/family-signups': 'user',
  'POST /api/events/:id/signups/:signupId/family-paid': 'staff',
  'GET /api/item-types': 'user',
  'POST /api/item-types': 'rules',
  'PUT /api/item-types/:id': 'rules',
  'DELETE /api/item-types/:id': 'rules',
  'GET /api/characters/:id/inventory': 'user',
  'POST /api/item-transfers': 'user',
  'GET /api/item-transfers': 'staff',
  'GET /api/items': 'staff',
  'GET /api/items/:code': 'user',
  'GET /api/item-recipients': 'user',
  'GET /api/events/:id/envelope': 'staff',
  'PUT /api/events/:id/envelope': 'staff',
  'GET /api/events/:id/envelopes': 'staff',
  'POST /api/items/:code/use': 'user',
  'GET /api/special-abilities/:id/recipe': 'rules',
  'PUT /api/special-abilities/:id/recipe': 'rules',
  'DELETE /api/special-abilities/:id/recipe': 'rules',
  'GET /api/characters/:id/recipes': 'user',
  'POST /api/characters/:id/craft': 'user',
  'GET /uploads/:file': 'public',
};

/** Routes that are slow by design (password hashing, image and font work): fewer runs. */
const SLOW = new Set([
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/avatar-upload',
  'POST /api/languages',
  'PUT /api/languages/:id',
  'POST /api/races/:id/image',
  'GET /api/rules/export',
  'POST /api/rules/import',
  'POST /api/me/email',
  'POST /api/me/password',
  'DELETE /api/me',
]);

const RUNS = { refused: 10, deep: 20, slow: 4, head: 2 };

type CallerName = 'anonymous' | 'tampered' | 'user' | 'admin' | 'bestyrelse';
const CALLERS: CallerName[] = ['anonymous', 'tampered', 'user', 'admin', 'bestyrelse'];
const ROLE_OF: Partial<Record<CallerName, Role>> = {
  user: 'user',
  admin: 'admin',
  bestyrelse: 'bestyrelse',
};

function allowed(access: Access, caller: CallerName): boolean {
  if (access === 'public') return true;
  const role = ROLE_OF[caller];
  if (!role) return false;
  if (access === 'user') return true;
  if (access === 'rules') return role === 'bestyrelse' || role === 'superadmin';
  return role !== 'user';
}

let t: TestApp;
let routes: RouteInfo[];
let world: World;
const people: Partial<Record<CallerName, CreatedUser>> = {};
let others: CreatedUser[] = [];
let ownCharacters: number[] = [];
let foreignCharacter: number;
let uploadFiles: string[] = [];
let changeRequestIds: number[] = [];
let eventIds: number[] = [];
let signupIds: number[] = [];
let itemTypeIds: number[] = [];
let itemCodes: string[] = [];
/** The callers' calendar feed names (`<token>.ics`). */
const calendarFeeds: string[] = [];
let tamperedTokens: string[] = [];
let requestsSent = 0;

function keyOf(route: { method: Method; path: string }): string {
  return `${route.method === 'HEAD' ? 'GET' : route.method} ${route.path}`;
}

function accessOf(route: RouteInfo): Access {
  const access = ACCESS[keyOf(route)];
  if (!access) throw new Error(`${keyOf(route)} is not in the access table of this test`);
  return access;
}

const isWrite = (method: Method) => method !== 'GET' && method !== 'HEAD';

// ---------------------------------------------------------------------------
// The world

async function createCharacters(owner: CreatedUser, count: number): Promise<number[]> {
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/characters', headers: bearer(owner.token) })
  ).json() as CharacterListResponse;
  const created: number[] = [];
  for (const pair of list.raceClasses) {
    if (created.length === count) break;
    const cls = list.classes.find((c) => c.id === pair.class_id);
    if (!cls) continue;
    const professions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/classes/${cls.id}/professions`,
        headers: bearer(owner.token),
      })
    ).json() as ClassProfessionsResponse;
    const picks = CHARACTER_LIMITS.professionsPerCharacter - professions.mandatory.length;
    if (picks < 0 || picks > cls.additional_professions || picks > professions.assigned.length)
      continue;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/characters',
      headers: bearer(owner.token),
      payload: {
        name: `Hero ${created.length + 1}`,
        race_id: pair.race_id,
        class_id: cls.id,
        profession_ids: professions.assigned.slice(0, picks).map((p) => p.id),
        avatar_path: 'dwarfs',
      },
    });
    if (response.statusCode === 201) created.push((response.json() as Character).id);
  }
  if (created.length < count) throw new Error('The demo world gave too few valid characters');
  return created;
}

/** Spends some XP on the first level of the first profession, so the sheet has locked rows. */
async function lockFirstAbility(owner: CreatedUser, characterId: number): Promise<void> {
  const character = (
    await t.app.inject({
      method: 'GET',
      url: `/api/characters/${characterId}`,
      headers: bearer(owner.token),
    })
  ).json() as Character;
  const first = character.professions[0];
  if (!first) throw new Error('The demo character has no profession');
  const abilities = (
    await t.app.inject({
      method: 'GET',
      url: `/api/professions/${first.id}/abilities`,
      headers: bearer(owner.token),
    })
  ).json() as { id: number; order_learned: number }[];
  const level1 = abilities.find((a) => a.order_learned === 1);
  if (!level1) throw new Error('The first profession of the demo character has no level 1');
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/characters/${characterId}/abilities`,
    headers: bearer(owner.token),
    payload: { abilities: [{ profession_id: first.id, ability_id: level1.id }] },
  });
  if (saved.statusCode !== 200) throw new Error(`Saving the sheet failed: ${saved.body}`);
}

async function ids(
  table:
    | 'races'
    | 'classes'
    | 'professions'
    | 'abilities'
    | 'special_abilities'
    | 'languages'
    | 'language_documents',
): Promise<number[]> {
  const rows = await t.db.selectFrom(table).select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

function segment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Tokens a client may hold or forge: none of them may open a protected route. */
async function forgeTokens(): Promise<string[]> {
  const victim = people.user!;
  const boss = people.bestyrelse!;
  const key = new TextEncoder().encode(t.config.jwtSecret);
  const signed = (claims: Record<string, unknown>, exp: number | null) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
    if (exp !== null) jwt.setExpirationTime(exp);
    return jwt.sign(key);
  };
  const now = Math.floor(Date.now() / 1000);
  const [header, , signature] = victim.token.split('.') as [string, string, string];
  const realPayload = JSON.parse(
    Buffer.from(victim.token.split('.')[1]!, 'base64url').toString(),
  ) as Record<string, unknown>;
  const body512 = `${segment({ alg: 'HS512', typ: 'JWT' })}.${segment({ ...realPayload, role: 'bestyrelse' })}`;
  return [
    `${segment({ alg: 'none', typ: 'JWT' })}.${segment({ ...realPayload, sub: String(boss.id), role: 'bestyrelse' })}.`,
    `${segment({ alg: 'none' })}.${segment({ ...realPayload })}.${signature}`,
    `${header}.${segment({ ...realPayload, sub: String(boss.id), role: 'bestyrelse' })}.${signature}`,
    `${header}.${segment({ ...realPayload, exp: now + 999_999 })}.${signature}`,
    `${body512}.${crypto.createHmac('sha512', key).update(body512).digest('base64url')}`,
    `${segment({ alg: 'HS256', crit: ['x'], x: 1 })}.${segment(realPayload)}.${signature}`,
    await signed({ sub: String(victim.id), role: 'user', tv: 0 }, null),
    await signed({ sub: String(victim.id), role: 'user', tv: 0 }, now - 10),
    await signed({ sub: String(victim.id), role: 'bestyrelse', tv: 0 }, now + 600),
    await signed({ sub: String(victim.id), role: 'user', tv: 99 }, now + 600),
    await signed({ sub: '999999', role: 'user', tv: 0 }, now + 600),
    await signed({ sub: '1e20', role: 'user', tv: 0 }, now + 600),
    await signed({ sub: '-1', role: 'user', tv: 0 }, now + 600),
    await signed({ sub: 'abc', role: 'user', tv: 0 }, now + 600),
    await signed({ sub: String(victim.id), role: 'user', tv: '0' }, now + 600),
    await signed({ sub: String(victim.id), role: ['user'], tv: 0 }, now + 600),
    await signed({ sub: String(victim.id), role: 'user', tv: 0, nbf: now + 3600 }, now + 600),
    await new SignJWT({ role: 'bestyrelse', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(boss.id))
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('not-the-secret-of-this-server-at-all')),
    'x.y.z',
    'a.b',
    '....',
    'not a token',
    'x'.repeat(9000),
    `${victim.token}x`,
    victim.token.slice(0, -2),
  ];
}

/** Re-signs the callers' tokens from their current rows: logout and role changes revoke them. */
async function refreshTokens(): Promise<void> {
  for (const caller of ['user', 'admin', 'bestyrelse'] as const) {
    const person = people[caller]!;
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'token_version'])
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe(person.role);
    person.token = await t.app.tokens.sign({
      sub: person.id,
      role: person.role,
      tv: row.token_version,
    });
  }
}

beforeAll(async () => {
  t = await buildTestApp({ authRateLimit: 1_000_000 });
  await seedDemo(t.db);
  people.user = await createUser(t.app, { role: 'user' });
  people.admin = await createUser(t.app, { role: 'admin' });
  people.bestyrelse = await createUser(t.app, { role: 'bestyrelse' });
  // The accounts staff may edit, with a character to reach; the callers keep their roles.
  others = [
    await createUser(t.app, { role: 'user' }),
    await createUser(t.app, { role: 'admin' }),
    await createUser(t.app, { role: 'superadmin' }),
    await createUser(t.app, { role: 'bestyrelse' }),
  ];
  ownCharacters = await createCharacters(people.user, 2);
  [foreignCharacter] = (await createCharacters(others[0]!, 1)) as [number];
  await lockFirstAbility(people.user, ownCharacters[0]!);
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/characters/${ownCharacters[0]!}/change-requests`,
    headers: bearer(people.user.token),
    payload: { message: 'Må jeg bytte en evne?' },
  });
  if (asked.statusCode !== 201) throw new Error(`Change request failed: ${asked.body}`);
  changeRequestIds = [(asked.json() as { id: number }).id];

  // An event open for sign-up with the member signed up, and every caller's calendar
  // address made up front (the first GET /api/calendar writes the token). A priced event
  // needs to say where to pay.
  await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(people.bestyrelse.token),
    payload: { payment_instructions: 'MobilePay 12 34 56 78' },
  });
  const planned = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: bearer(people.bestyrelse.token),
    payload: {
      title: 'Forårsslaget',
      starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 32 * 86_400_000).toISOString(),
      status: 'published',
      capacity: { player: 10, crew: 2 },
      price: { player: 300, crew: 0 },
      xp: { player: 3, crew: 2 },
    },
  });
  if (planned.statusCode !== 201) throw new Error(`Event failed: ${planned.body}`);
  eventIds = [(planned.json() as { id: number }).id];
  const signedUp = await t.app.inject({
    method: 'POST',
    url: `/api/events/${eventIds[0]!}/signups`,
    headers: bearer(people.user.token),
    payload: {
      role: 'player',
      character_id: ownCharacters[0]!,
      emergency_contact: { name: 'Mor', phone: '12345678' },
    },
  });
  if (signedUp.statusCode !== 201) throw new Error(`Sign-up failed: ${signedUp.body}`);
  signupIds = [(signedUp.json() as { signup: { id: number } }).signup.id];
  for (const caller of ['user', 'admin', 'bestyrelse'] as const) {
    const address = await t.app.inject({
      method: 'GET',
      url: '/api/calendar',
      headers: bearer(people[caller]!.token),
    });
    calendarFeeds.push(new URL((address.json() as { url: string }).url).pathname.split('/').pop()!);
  }

  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#335577' } })
    .png()
    .toBuffer();
  const form = toInject(
    multipart(
      [{ name: 'avatar', file: { filename: 'a.png', contentType: 'image/png', bytes: png } }],
      'png',
    ),
  );
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/avatar-upload',
    headers: { ...form.headers, ...bearer(people.user.token) },
    payload: form.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`Avatar upload failed: ${uploaded.body}`);
  const avatarPath = (uploaded.json() as { path: string }).path;
  uploadFiles = [avatarPath.replace('/uploads/', '')];

  world = {
    ids: {
      races: await ids('races'),
      classes: await ids('classes'),
      professions: await ids('professions'),
      abilities: await ids('abilities'),
      specialAbilities: await ids('special_abilities'),
      languages: await ids('languages'),
      documents: await ids('language_documents'),
      characters: [...ownCharacters, foreignCharacter],
      users: others.map((o) => o.id),
    },
    emails: [people.user, people.admin, people.bestyrelse, ...others].map((p) => p!.email),
    avatarPaths: [avatarPath],
  };
  // The demo world's catalogue, and its pieces (one of each unique type) by their codes.
  itemTypeIds = (await t.db.selectFrom('item_types').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  itemCodes = (await t.db.selectFrom('items').select('code').orderBy('id').execute()).map(
    (row) => row.code,
  );
  tamperedTokens = await forgeTokens();
  routes = await listRoutes(t.app, '/api/docs/json', bearer(people.admin.token));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------
// Requests

interface Sent {
  route: RouteInfo | null;
  caller: CallerName;
  options: InjectOptions;
  params: Record<string, string>;
  label: string;
}

function toInject(body: RawBody): Pick<InjectOptions, 'payload' | 'headers'> {
  const headers: Record<string, string> = {};
  if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  return body.payload === undefined ? { headers } : { headers, payload: body.payload };
}

function authHeader(caller: CallerName, pick: number): Record<string, string> {
  if (caller === 'anonymous') return {};
  if (caller === 'tampered') {
    const token = tamperedTokens[pick % tamperedTokens.length]!;
    const forms = [
      `Bearer ${token}`,
      `bearer ${token}`,
      `Bearer  ${token}`,
      `Basic ${token}`,
      `Bearer`,
      token,
    ];
    return {
      authorization: pick % 7 === 0 ? forms[(pick >> 3) % forms.length]! : `Bearer ${token}`,
    };
  }
  return bearer(people[caller]!.token);
}

/** Real values for a path parameter, by the route it belongs to. */
function realParams(route: RouteInfo, name: string, caller: CallerName): string[] {
  const path = route.path;
  if (name === 'file') return uploadFiles;
  if (name === 'professionId') return world.ids.professions.slice(0, 20).map(String);
  if (name === 'signupId') return signupIds.map(String);
  if (name === 'token') return calendarFeeds;
  if (name === 'personId') return world.ids.users.slice(0, 30).map(String);
  const table = (
    [
      ['/api/characters', [...world.ids.characters]],
      ['/api/users', caller === 'user' ? [people.user!.id, ...world.ids.users] : world.ids.users],
      ['/api/races', world.ids.races],
      ['/api/api/races', world.ids.races],
      ['/api/classes', world.ids.classes],
      ['/api/professions', world.ids.professions],
      ['/api/abilities', world.ids.abilities],
      ['/api/special-abilities', world.ids.specialAbilities],
      ['/api/languages', world.ids.languages],
      ['/api/documents', world.ids.documents],
      ['/api/change-requests', changeRequestIds],
      ['/api/events', eventIds],
      ['/api/item-types', itemTypeIds],
      ['/api/items', itemCodes],
    ] as const
  ).find(([prefix]) => path.startsWith(`${prefix}/`));
  if (!table) throw new Error(`No real ids for ${path}`);
  return table[1].slice(0, 30).map(String);
}

const DOCS_FILES = [
  'swagger-ui.css',
  'index.css',
  '..%2F..%2Fpackage.json',
  '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  'x%0D%0ASet-Cookie:%20a=b',
  'x',
];

const HOSTILE_FILE_SEGMENTS = [
  'missing.webp',
  '..%2F..%2Fpackage.json',
  '%2Fetc%2Fpasswd',
  '%00',
  'x.svg',
  encodeURIComponent('<script>.webp'),
  'a'.repeat(99),
];

function paramArb(
  route: RouteInfo,
  name: string,
  caller: CallerName,
  kind: 'invalid' | 'any',
): fc.Arbitrary<string> {
  if (name === 'file') {
    const hostile = fc.constantFrom(...HOSTILE_FILE_SEGMENTS);
    return kind === 'invalid' ? hostile : fc.oneof(fc.constantFrom(...uploadFiles), hostile);
  }
  if (kind === 'invalid') return invalidIdSegment;
  const real = realParams(route, name, caller);
  const odd = fc.constantFrom(...real).chain((id) => fc.constantFrom(...ODD_ID_FORMS(Number(id))));
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: odd },
    { weight: 2, arbitrary: invalidIdSegment },
  );
}

function urlFor(route: RouteInfo, params: Record<string, string>, query: string): string {
  let url = route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
  if (url.endsWith('*')) url = url.slice(0, -1) + (params['*'] ?? 'x');
  return url + query;
}

const ADDRESS = fc
  .tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `127.${a}.${b}.${c}`);

/** The body a route is sent: hostile in shape only ('refused'), or near-valid ('deep'). */
function bodyArb(
  route: RouteInfo,
  stage: 'refused' | 'deep',
  mustFail: boolean,
): fc.Arbitrary<RawBody> {
  const key = keyOf(route);
  const hostile = structurallyHostileBody(route.body);
  if (key === 'POST /api/avatar-upload')
    return fc.oneof(hostile, avatarBodies(stage === 'deep' && !mustFail));
  if (key === 'POST /api/languages' || key === 'PUT /api/languages/:id')
    return fc.oneof(hostile, languageForms(stage === 'deep' && !mustFail));
  if (stage === 'refused' && mustFail) return hostile;
  if (route.body)
    return fc.oneof(
      { weight: 5, arbitrary: nearValidBody(route.body, world) },
      { weight: 1, arbitrary: hostile },
    );
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant<RawBody>({ label: 'no body' }) },
    { weight: 1, arbitrary: hostile },
  );
}

let avatarPng: Buffer;
let fontTtf: Buffer;

function avatarBodies(mayBeValid: boolean): fc.Arbitrary<RawBody> {
  const files = [...HOSTILE_FILES];
  if (mayBeValid) files.push({ label: 'png', contentType: 'image/png', bytes: avatarPng });
  return fc
    .tuple(
      fc.constantFrom(...files),
      fc.constantFrom(...HOSTILE_FILENAMES),
      mayBeValid
        ? fc.constantFrom('avatar', 'avatar', 'file', '')
        : fc.constantFrom('avatar', 'file', ''),
      fc.option(fc.tuple(hostileString, hostileString), { freq: 3 }),
    )
    .map(([file, filename, field, extra]) => {
      const parts: Part[] = extra
        ? [{ name: extra[0].slice(0, 50), value: extra[1].slice(0, 200) }]
        : [];
      parts.push({
        name: field,
        file: { filename, contentType: file.contentType, bytes: file.bytes },
      });
      return multipart(parts, `avatar form with ${file.label} in "${field}"`);
    });
}

function languageForms(mayBeValid: boolean): fc.Arbitrary<RawBody> {
  const fonts = [
    ...HOSTILE_FILES,
    { label: 'woff', contentType: 'font/woff', bytes: sampleWoffFont() },
  ];
  if (mayBeValid) fonts.push({ label: 'ttf', contentType: 'font/ttf', bytes: fontTtf });
  const text = fc.oneof(fc.string({ maxLength: 30 }), hostileString);
  return fc
    .record({
      // Without a valid font, a form with a name and a link would be a valid language.
      name: mayBeValid ? fc.option(text, { freq: 5 }) : fc.constant(null),
      sampleText: fc.option(text),
      link: mayBeValid ? fc.option(fc.oneof(fc.webUrl(), text)) : fc.constant(null),
      font: fc.option(fc.constantFrom(...fonts), { freq: 5 }),
      fontField: fc.constantFrom('font', 'font', 'avatar'),
      filename: fc.constantFrom(...HOSTILE_FILENAMES, 'runes.ttf'),
      extra: fc.option(fc.tuple(hostileString, anyJson)),
    })
    .map((form) => {
      const parts: Part[] = [];
      if (form.name !== null) parts.push({ name: 'name', value: form.name });
      if (form.sampleText !== null) parts.push({ name: 'sampleText', value: form.sampleText });
      if (form.link !== null) parts.push({ name: 'link', value: form.link });
      if (form.extra)
        parts.push({
          name: form.extra[0].slice(0, 40),
          value: JSON.stringify(form.extra[1]) ?? '',
        });
      if (form.font) {
        parts.push({
          name: form.fontField,
          file: {
            filename: form.filename,
            contentType: form.font.contentType,
            bytes: form.font.bytes,
          },
        });
      }
      return multipart(parts, `language form with ${form.font?.label ?? 'no font'}`);
    });
}

function requestArb(
  route: RouteInfo,
  caller: CallerName,
  stage: 'refused' | 'deep',
): fc.Arbitrary<Sent> {
  const access = accessOf(route);
  const key = keyOf(route);
  // In the refusal stage a caller who may write gets only inputs that must be refused.
  const mustFail = stage === 'refused' && isWrite(route.method) && allowed(access, caller);
  const paramNames = [...route.params, ...(route.path.endsWith('*') ? ['*'] : [])];
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        name === '*'
          ? fc.constantFrom(...DOCS_FILES)
          : paramArb(route, name, caller, mustFail ? 'invalid' : 'any'),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  // Routes with an id refuse through the id; the others must refuse through the body.
  const bodyMustFail = mustFail && (paramNames.length === 0 || key === 'POST /api/languages');
  return fc
    .record({
      params,
      query: queryString(route.query),
      body: bodyArb(route, stage, bodyMustFail),
      address: ADDRESS,
      pick: fc.nat(10_000),
      extraHeaders: fc.option(
        fc.constantFrom<Record<string, string>>(
          { 'if-none-match': '*' },
          { 'if-none-match': '"x", W/"y"' },
          { 'accept-encoding': 'gzip, deflate, br' },
          { accept: 'text/html' },
          { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
          { 'content-length': '999999999' },
          { 'transfer-encoding': 'chunked' },
          { range: 'bytes=0-10' },
        ),
        { freq: 6 },
      ),
    })
    .map(({ params: values, query, body, address, pick, extraHeaders }) => {
      const inject = toInject(body);
      return {
        route,
        caller,
        params: values,
        label: body.label,
        options: {
          method: route.method,
          url: urlFor(route, values, query),
          remoteAddress: address,
          headers: { ...(extraHeaders ?? {}), ...inject.headers, ...authHeader(caller, pick) },
          ...(inject.payload === undefined ? {} : { payload: inject.payload }),
        },
      };
    });
}

// ---------------------------------------------------------------------------
// What every answer must satisfy

const LEAKS = [
  /password_hash/i,
  /token_version/i,
  /\$argon2/,
  /"tv"\s*:/,
  /reset_token|token_hash/i,
];
const STACK = [/\n\s+at\s/, /node_modules/, /\.ts:\d+/, /SqliteError|DatabaseError|ZodError/];

function describeSent(sent: Sent, response?: LightMyRequestResponse): string {
  const payload = sent.options.payload;
  const shown =
    typeof payload === 'string'
      ? payload.slice(0, 300)
      : Buffer.isBuffer(payload)
        ? `<${payload.length} bytes>`
        : '';
  return (
    `${sent.caller} ${sent.options.method} ${String(sent.options.url).slice(0, 300)} [${sent.label}] ${shown}` +
    (response ? ` → ${response.statusCode} ${response.body.slice(0, 400)}` : '')
  );
}

async function send(sent: Sent): Promise<LightMyRequestResponse> {
  requestsSent += 1;
  return t.app.inject(sent.options);
}

function checkAnswer(sent: Sent, response: LightMyRequestResponse): void {
  const what = describeSent(sent, response);
  const status = response.statusCode;
  expect(status, what).toBeLessThan(500);
  const isHead = sent.options.method === 'HEAD';
  const text = isHead ? '' : response.body;

  if (status >= 400 && !isHead) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    expect(ErrorBodySchema.strict().safeParse(parsed).success, `error format: ${what}`).toBe(true);
    for (const pattern of STACK) expect(text, what).not.toMatch(pattern);
  }

  for (const pattern of LEAKS) expect(text, `leak: ${what}`).not.toMatch(pattern);
  const role = ROLE_OF[sent.caller];
  if (role === undefined || role === 'user') {
    const own = role ? people[sent.caller]!.email : null;
    // An email the caller sent (a login, a signup) may come back; no other may.
    const sentText = `${String(sent.options.url)} ${String(sent.options.payload ?? '')}`;
    for (const email of world.emails) {
      if (email !== own && !sentText.includes(email))
        expect(text, `another user's email: ${what}`).not.toContain(email);
    }
  }

  const route = sent.route;
  if (!route) return;
  const access = accessOf(route);
  const routeMissing =
    status === 404 &&
    Object.values(sent.params).some((v) => v.length > 100) &&
    text.includes('errors.routeNotFound');
  if (routeMissing) return;
  if (access !== 'public' && (sent.caller === 'anonymous' || sent.caller === 'tampered')) {
    expect(status, `must ask for a login: ${what}`).toBe(401);
  } else if (!allowed(access, sent.caller)) {
    expect(status, `must be forbidden: ${what}`).toBe(403);
  }
  const ownerOnly = route.path.startsWith('/api/characters/:id');
  if (
    ownerOnly &&
    sent.caller === 'user' &&
    Number(decodeURIComponent(sent.params.id ?? '').trim()) === foreignCharacter
  ) {
    // Refused as bad input or as not found; a rule's verdict (409) would mean it got past the owner check.
    expect(status >= 400 && status !== 409, `another user's character: ${what}`).toBe(true);
  }
}

// ---------------------------------------------------------------------------
// Snapshots

type Snapshot = Map<string, string>;

/** Every read every caller can make, with real ids: what the app shows. */
async function readAll(): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();
  for (const route of routes.filter((r) => r.method === 'GET')) {
    for (const caller of CALLERS) {
      const params = Object.fromEntries(
        route.params.map((name) => [name, realParams(route, name, caller)[0] ?? '1']),
      );
      const url = urlFor(route, { ...params, '*': 'index.css' }, '');
      const response = await t.app.inject({ method: 'GET', url, headers: authHeader(caller, 0) });
      if (response.statusCode !== 200) continue;
      // The rules file names the moment it was written; the rest of it must not change.
      const payload =
        url.endsWith('/api/rules/export') || url.endsWith('/api/me/export')
          ? JSON.stringify({ ...response.json(), exported_at: null })
          : response.rawPayload;
      const body = url.startsWith('/api/docs')
        ? response.body
        : crypto.createHash('sha256').update(payload).digest('hex');
      snapshot.set(`${caller} ${url}`, `${response.headers['content-type']} ${body}`);
    }
  }
  return snapshot;
}

/** Every row of every table: a refused write must leave all of them as they were. */
async function fingerprint(): Promise<string> {
  // Bookkeeping, not data: the health check's heartbeat, the count of failed logins and the
  // server's own heartbeat change with the requests or on a timer, whatever the requests do.
  const bookkeeping: readonly string[] = ['health_checks', 'login_failures', ...RUNTIME_TABLES];
  const tables = (await t.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !bookkeeping.includes(name))
    .sort();
  const hash = crypto.createHash('sha256');
  for (const table of tables) {
    const rows = await t.db
      .selectFrom(table as 'users')
      .selectAll()
      .execute();
    const lines = rows
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) =>
          value && typeof value === 'object' && 'buffer' in value && value instanceof Uint8Array
            ? crypto.createHash('sha256').update(value).digest('hex')
            : value,
        ),
      )
      .sort();
    hash.update(`${table}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

// ---------------------------------------------------------------------------
// The tests

describe('every route under hostile input', () => {
  it('lists every registered route, those missing from the OpenAPI document included', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toContain('POST /api/api/characters');
    expect(keys).toContain('GET /api/api/races/:id/classes');
    expect(keys).toContain('GET /uploads/:file');
    expect(keys).toContain('GET /api/docs/static/*');
    for (const route of routes) accessOf(route);
    // Every route of the access table is still registered.
    const registered = new Set(routes.map(keyOf));
    expect(Object.keys(ACCESS).filter((k) => !registered.has(k))).toEqual([]);
  });

  it('refuses every hostile write without a 5xx and without changing any read or row', async () => {
    avatarPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    fontTtf = sampleTrueTypeFont();
    const readsBefore = await readAll();
    const rowsBefore = await fingerprint();

    for (const route of routes) {
      for (const caller of CALLERS) {
        // Logging out and making a new calendar address take no input and are accepted by
        // design: they are exercised with the near-valid requests.
        const takesNoInput = ['POST /api/auth/logout', 'POST /api/calendar/token'];
        if (takesNoInput.includes(keyOf(route)) && ROLE_OF[caller]) continue;
        const numRuns =
          route.method === 'HEAD' ? RUNS.head : SLOW.has(keyOf(route)) ? RUNS.slow : RUNS.refused;
        await fc.assert(
          fc.asyncProperty(requestArb(route, caller, 'refused'), async (sent) => {
            const response = await send(sent);
            checkAnswer(sent, response);
            if (isWrite(route.method)) {
              expect(
                response.statusCode,
                `a hostile write was accepted: ${describeSent(sent, response)}`,
              ).toBeGreaterThanOrEqual(400);
            }
          }),
          { numRuns },
        );
      }
    }

    expect(await fingerprint()).toBe(rowsBefore);
    const readsAfter = await readAll();
    expect(readsAfter.size).toBeGreaterThan(90);
    expect([...readsAfter.entries()]).toEqual([...readsBefore.entries()]);
  }, 300_000);

  it('answers near-valid requests with real and odd ids without a 5xx; a refused write saves nothing', async () => {
    // An accepted write may notify someone; the mail sweep it starts then marks the
    // notification mailed. Waiting for it keeps that out of the next route's comparison.
    const settledFingerprint = async () => {
      await t.app.mailNotifications();
      return fingerprint();
    };
    for (const route of routes) {
      const write = isWrite(route.method);
      let before = write ? await settledFingerprint() : '';
      let accepted = false;
      for (const caller of CALLERS) {
        // Deleting one's own account with the right password ends the caller for every later
        // route; the account tests cover it.
        if (keyOf(route) === 'DELETE /api/me' && ROLE_OF[caller]) continue;
        const numRuns =
          route.method === 'HEAD' ? RUNS.head : SLOW.has(keyOf(route)) ? RUNS.slow : RUNS.deep;
        await fc.assert(
          fc.asyncProperty(requestArb(route, caller, 'deep'), async (sent) => {
            const response = await send(sent);
            if (write && response.statusCode < 400) accepted = true;
            checkAnswer(sent, response);
          }),
          { numRuns },
        );
        await refreshTokens();
      }
      if (write) {
        // Reset requests are worked on at the queue's tick: finish them before comparing.
        await t.app.resetRequests.drain();
        const after = await settledFingerprint();
        if (!accepted)
          expect(after, `${keyOf(route)} refused everything yet changed rows`).toBe(before);
        before = after;
      }
    }
    // What the accepted writes stored (hostile names, links, texts) must read back cleanly too.
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const caller of CALLERS) {
        for (const ids of [0, 1, 2]) {
          const params = Object.fromEntries(
            route.params.map((name) => [name, realParams(route, name, caller)[ids] ?? '1']),
          );
          const sent: Sent = {
            route,
            caller,
            params,
            label: 'read back',
            options: {
              method: 'GET',
              url: urlFor(route, { ...params, '*': 'index.css' }, ''),
              headers: authHeader(caller, 0),
            },
          };
          checkAnswer(sent, await send(sent));
        }
      }
    }
  }, 300_000);

  it('answers hostile raw paths without a 5xx or a file from outside', async () => {
    const paths = [
      '/api/../api/users',
      '/api/races/../users',
      '/uploads/../package.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/api/docs/static/../../../../package.json',
      '/api/docs/static/..%2f..%2f..%2f..%2fpackage.json',
      '/api/docs/static/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/%00',
      '/api/races/%ZZ/classes',
      '/api/races/%/classes',
      '/api/users/%E0%A4%A',
      '//api//users',
      '/API/USERS',
      '/api/users/',
      '/api/users//1',
      `/${'a'.repeat(10_000)}`,
      `/api/races/${'9'.repeat(500)}/classes`,
      '/api/characters/active',
      '/api/characters/active/special-abilities/',
      '/api/health?__proto__[x]=1&constructor[prototype][y]=2',
      '/api/users?q=%&q=x',
      '/api/users?q[]=a&q[]=b',
      '/api/characters/active/special-abilities?type=Sprog&type=Alkymi',
      '/api/characters/active/special-abilities?type[$ne]=x',
      '/uploads/',
      '/uploads',
      '/api',
      '/api/',
      '/',
      '/index.html',
      '/.env',
      '/package.json',
    ];
    for (const url of paths) {
      for (const caller of CALLERS) {
        for (const method of ['GET', 'POST', 'DELETE'] as const) {
          const sent: Sent = {
            route: null,
            caller,
            params: {},
            label: 'raw path',
            options: { method, url, headers: authHeader(caller, 1) },
          };
          const response = await send(sent);
          checkAnswer(sent, response);
          expect(response.body, describeSent(sent, response)).not.toMatch(
            /"workspaces"|root:x:0|JWT_SECRET=/,
          );
        }
      }
    }
  }, 120_000);

  it('keeps audit rows free of password hashes and tokens', async () => {
    const rows = await t.db.selectFrom('audit_log').select(['before', 'after']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const text = `${row.before ?? ''} ${row.after ?? ''}`;
      expect(text).not.toMatch(/\$argon2|password|token/i);
    }
    // The barrage above is the point of this file; its size is worth seeing in the output.
    console.info(`api-robustness: ${routes.length} routes, ${requestsSent} requests`);
  });
});
