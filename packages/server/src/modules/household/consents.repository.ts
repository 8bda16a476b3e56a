import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

/** The latest decision of each kind for a person and an event, with the decider's name. */
export async function latestConsents(db: Q, personId: number, eventId: number) {
  const rows = await db
    .selectFrom('consents as c')
    .leftJoin('users as u', 'u.id', 'c.decided_by')
    .select(['c.id', 'c.kind', 'c.decision', 'c.text', 'c.decided_at', 'u.name as decided_by'])
    .where('c.person_id', '=', personId)
    .where('c.event_id', '=', eventId)
    .orderBy('c.id', 'desc')
    .execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.kind)) latest.set(row.kind, row);
  return latest;
}

export type ConsentRow = NonNullable<ReturnType<Awaited<ReturnType<typeof latestConsents>>['get']>>;

export async function insertConsent(
  trx: Transaction<Database>,
  consent: {
    personId: number;
    eventId: number;
    kind: string;
    decision: string;
    text: string;
    language: string;
    decidedBy: number;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('consents')
    .values({
      person_id: consent.personId,
      event_id: consent.eventId,
      kind: consent.kind,
      decision: consent.decision,
      text: consent.text,
      language: consent.language,
      decided_by: consent.decidedBy,
      decided_at: consent.at,
    })
    .execute();
}

/** The person's sign-up for the event that is not withdrawn, if any. */
export function findActiveSignup(db: Q, personId: number, eventId: number) {
  return db
    .selectFrom('event_signups')
    .select(['id', 'photo_consent'])
    .where('user_id', '=', personId)
    .where('event_id', '=', eventId)
    .where('status', '!=', 'withdrawn')
    .executeTakeFirst();
}

export async function setSignupPhotoConsent(
  trx: Transaction<Database>,
  signupId: number,
  consent: boolean,
  at: string,
): Promise<void> {
  await trx
    .updateTable('event_signups')
    .set({ photo_consent: consent ? 1 : 0, updated_at: at })
    .where('id', '=', signupId)
    .execute();
}

/** Every consent decision about a person, oldest first (their data export). */
export function listConsentsAbout(db: Q, personId: number) {
  return db
    .selectFrom('consents as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .leftJoin('users as u', 'u.id', 'c.decided_by')
    .select([
      'c.event_id',
      'e.title as event_title',
      'c.kind',
      'c.decision',
      'c.text',
      'c.decided_at',
      'u.name as decided_by',
    ])
    .where('c.person_id', '=', personId)
    .orderBy('c.id')
    .execute();
}

/** Every consent decision a member made for others, oldest first (their data export). */
export function listConsentsGivenBy(db: Q, userId: number) {
  return db
    .selectFrom('consents as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('users as p', 'p.id', 'c.person_id')
    .select([
      'c.event_id',
      'e.title as event_title',
      'p.name as person_name',
      'c.kind',
      'c.decision',
      'c.text',
      'c.decided_at',
    ])
    .where('c.decided_by', '=', userId)
    .where('c.person_id', '!=', userId)
    .orderBy('c.id')
    .execute();
}
