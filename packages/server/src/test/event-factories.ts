import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Event, EventCreate, Signup, SignupCreate } from '@club/shared/contract/events';
import type { Database } from '../db/schema';
import { outboxDir } from '../modules/mail/mailer';
import { createUser, type CreatedUser } from './factories';
import { createCharacterUsing, createClass, createRace } from './rules-factories';
import { writeAs } from './test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO time `days` from now (negative: in the past), with a Copenhagen summer offset. */
export function daysFromNow(days: number): string {
  const time = new Date(Date.now() + days * DAY_MS);
  // Written as local time +02:00, the way a Danish form sends it in summer.
  const shifted = new Date(time.getTime() + 2 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+02:00`;
}

/** A published weekend a month from now, open for sign-up, with room for 20 and 5. */
export function eventBody(overrides: Partial<EventCreate> = {}): EventCreate {
  return {
    title: 'Slaget ved Ravnemark',
    description: 'Tre dage i skoven.',
    location: 'Ravnemark Skov',
    starts_at: daysFromNow(30),
    ends_at: daysFromNow(32),
    signup_opens_at: daysFromNow(-1),
    signup_closes_at: daysFromNow(25),
    status: 'published',
    capacity: { player: 20, crew: 5 },
    price: { player: 350, crew: 100 },
    xp: { player: 4, crew: 3 },
    ...overrides,
  };
}

/** What the factories' club tells members to pay to. */
export const TEST_PAYEE = 'MobilePay 12 34 56 78 (Klubben)';

/**
 * The club has said where to pay (a published event with a price needs it). Set once, if
 * the board has not; the tests of the rule itself clear it and write the event by hand.
 */
export async function ensurePayee(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('settings')
    .values({
      key: 'payment_instructions',
      value: TEST_PAYEE,
      updated_by: null,
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function createEventViaApi(
  app: FastifyInstance,
  board: { token: string },
  overrides: Partial<EventCreate> = {},
): Promise<Event> {
  await ensurePayee(app.db);
  const response = await writeAs(app, 'POST', '/api/events', board, eventBody(overrides));
  if (response.statusCode !== 201) {
    throw new Error(`creating an event failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<Event>();
}

/** The rules a character row needs (a race and a class), made once per test file. */
export interface EventWorld {
  raceId: number;
  classId: number;
}

export async function createEventWorld(db: Kysely<Database>): Promise<EventWorld> {
  const race = await createRace(db);
  const cls = await createClass(db);
  return { raceId: race.id, classId: cls.id };
}

export interface Member extends CreatedUser {
  characterId: number;
}

/** Who most event tests start from: the board, a staff member and the rules for characters. */
export interface EventClub {
  board: CreatedUser;
  admin: CreatedUser;
  world: EventWorld;
}

export async function createEventClub(app: FastifyInstance): Promise<EventClub> {
  const board = await createUser(app, { role: 'bestyrelse' });
  const admin = await createUser(app, { role: 'admin' });
  const world = await createEventWorld(app.db);
  return { board, admin, world };
}

/**
 * The event began a minute ago (as if the clock had reached it): what settling waits
 * for. Written to the row directly, after sign-up, as time passing would leave it.
 */
export async function startEvent(db: Kysely<Database>, eventId: number): Promise<void> {
  const started = new Date(Date.now() - 60_000).toISOString();
  await db
    .updateTable('events')
    .set({ starts_at: started, signup_closes_at: started })
    .where('id', '=', eventId)
    .execute();
}

/**
 * The gate is open: the event starts within the hour, as the day before an event leaves
 * it (check-in opens the day before the start). Written to the row directly, after
 * sign-up, as time passing would leave it; sign-up closes with the start.
 */
export async function openGate(
  db: Kysely<Database>,
  eventId: number,
  startsInMinutes = 60,
): Promise<void> {
  const starts = new Date(Date.now() + startsInMinutes * 60_000).toISOString();
  await db
    .updateTable('events')
    .set({ starts_at: starts, signup_closes_at: starts })
    .where('id', '=', eventId)
    .execute();
}

/** A member with one character of their own. */
export async function createMember(
  app: FastifyInstance,
  world: EventWorld,
  options: Parameters<typeof createUser>[1] = {},
): Promise<Member> {
  const user = await createUser(app, options);
  const character = await createCharacterUsing(app.db, {
    userId: user.id,
    raceId: world.raceId,
    classId: world.classId,
  });
  return { ...user, characterId: character.id };
}

export function signupBody(member: Member, overrides: Partial<SignupCreate> = {}): SignupCreate {
  return {
    role: 'player',
    character_id: member.characterId,
    diet: 'Vegetar',
    allergies: 'Nødder',
    emergency_contact: { name: 'Mor', phone: '12345678' },
    photo_consent: true,
    note: '',
    ...overrides,
  };
}

export async function signUpViaApi(
  app: FastifyInstance,
  eventId: number,
  member: Member,
  overrides: Partial<SignupCreate> = {},
): Promise<Signup> {
  const response = await writeAs(
    app,
    'POST',
    `/api/events/${eventId}/signups`,
    member,
    signupBody(member, overrides),
  );
  if (response.statusCode !== 201) {
    throw new Error(`signing up failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ signup: Signup }>().signup;
}

/** A new member with a character of their own, signed up to the event with it. */
export async function signedUpMember(
  app: FastifyInstance,
  world: EventWorld,
  eventId: number,
  options: { member?: Parameters<typeof createUser>[1]; signup?: Partial<SignupCreate> } = {},
): Promise<{ member: Member; signup: Signup }> {
  const member = await createMember(app, world, options.member);
  const signup = await signUpViaApi(app, eventId, member, options.signup);
  return { member, signup };
}

/** Every mail in the outbox so far, as raw .eml text. */
export async function outboxMails(dataDir: string): Promise<string[]> {
  const dir = outboxDir(dataDir);
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files.filter((f) => f.endsWith('.eml')).map((f) => fs.readFile(path.join(dir, f), 'utf8')),
  );
}

/**
 * The outbox mails to `email` (quoted-printable may wrap the body, never the To header),
 * once at least `count` have arrived: background deliveries finish when they finish.
 */
export async function mailsTo(dataDir: string, email: string, count = 1): Promise<string[]> {
  for (;;) {
    const found = (await outboxMails(dataDir)).filter((mail) =>
      mail.toLowerCase().includes(`to: ${email.toLowerCase()}`),
    );
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Decodes a mail's subject and quoted-printable text enough to search it for words. */
export function readable(mail: string): string {
  const subjects = [...mail.matchAll(/=\?UTF-8\?Q\?([^?]*)\?=/gi)].map((m) =>
    Buffer.from(
      m[1]!
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8'),
  );
  const body = Buffer.from(
    mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
  return [...subjects, body].join('\n');
}
