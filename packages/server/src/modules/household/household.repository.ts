import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

/** The people a member is guardian of now, oldest guardianship first. */
export function listPeopleOf(db: Q, guardianId: number) {
  return db
    .selectFrom('guardianships as g')
    .innerJoin('users as u', 'u.id', 'g.person_id')
    .select(['u.id', 'u.name', 'u.email', 'u.birth_date', 'u.own_login'])
    .where('g.guardian_id', '=', guardianId)
    .where('g.ended_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .orderBy('g.id')
    .execute();
}

export type PersonRow = Awaited<ReturnType<typeof listPeopleOf>>[number];

/** The person, if `guardianId` is their guardian now (and the person is not deleted). */
export function findPersonOf(db: Q, guardianId: number, personId: number) {
  return db
    .selectFrom('guardianships as g')
    .innerJoin('users as u', 'u.id', 'g.person_id')
    .select(['u.id', 'u.name', 'u.email', 'u.birth_date', 'u.own_login', 'u.active'])
    .where('g.guardian_id', '=', guardianId)
    .where('g.person_id', '=', personId)
    .where('g.ended_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Every current guardian of these people, with the phone each gave. */
export function listGuardians(db: Q, personIds: readonly number[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('guardianships as g')
    .innerJoin('users as u', 'u.id', 'g.guardian_id')
    .select(['g.person_id', 'u.id', 'u.name', 'g.phone'])
    .where('g.person_id', 'in', personIds)
    .where('g.ended_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .orderBy('g.id')
    .execute();
}

export type GuardianRow = Awaited<ReturnType<typeof listGuardians>>[number];

export async function insertPerson(
  trx: Transaction<Database>,
  person: { name: string; email: string; birth_date: string; at: string },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      name: person.name,
      email: person.email,
      // No password can match an empty hash: the person cannot log in.
      password_hash: '',
      role: 'user',
      birth_date: person.birth_date,
      own_login: 0,
      created_at: person.at,
      updated_at: person.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertGuardianship(
  trx: Transaction<Database>,
  link: { guardianId: number; personId: number; phone: string; at: string },
): Promise<void> {
  await trx
    .insertInto('guardianships')
    .values({
      guardian_id: link.guardianId,
      person_id: link.personId,
      phone: link.phone,
      created_at: link.at,
      ended_at: null,
    })
    .execute();
}

/** Whether the pair has a guardianship row at all (an ended one is taken up again). */
export function findGuardianship(db: Q, guardianId: number, personId: number) {
  return db
    .selectFrom('guardianships')
    .select(['id', 'ended_at'])
    .where('guardian_id', '=', guardianId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
}

export async function resumeGuardianship(
  trx: Transaction<Database>,
  id: number,
  phone: string,
): Promise<void> {
  await trx
    .updateTable('guardianships')
    .set({ ended_at: null, phone })
    .where('id', '=', id)
    .execute();
}

export async function countGuardians(db: Q, personId: number): Promise<number> {
  const row = await db
    .selectFrom('guardianships as g')
    .innerJoin('users as u', 'u.id', 'g.guardian_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('g.person_id', '=', personId)
    .where('g.ended_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updatePerson(
  trx: Transaction<Database>,
  personId: number,
  change: { name?: string; email?: string; birth_date?: string; at: string },
): Promise<void> {
  const { at, ...rest } = change;
  await trx
    .updateTable('users')
    .set({ ...rest, updated_at: at })
    .where('id', '=', personId)
    .execute();
}

export async function setPhone(
  trx: Transaction<Database>,
  guardianId: number,
  personId: number,
  phone: string,
): Promise<void> {
  await trx
    .updateTable('guardianships')
    .set({ phone })
    .where('guardian_id', '=', guardianId)
    .where('person_id', '=', personId)
    .execute();
}

export async function endGuardianship(
  trx: Transaction<Database>,
  guardianId: number,
  personId: number,
  at: string,
): Promise<void> {
  await trx
    .updateTable('guardianships')
    .set({ ended_at: at })
    .where('guardian_id', '=', guardianId)
    .where('person_id', '=', personId)
    .where('ended_at', 'is', null)
    .execute();
}

export async function emailTaken(db: Q, email: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertInvitation(
  db: Q,
  invitation: {
    personId: number;
    kind: 'guardian' | 'login';
    email: string;
    tokenHash: string;
    invitedBy: number;
    expiresAt: string;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('household_invitations')
    .values({
      person_id: invitation.personId,
      kind: invitation.kind,
      email: invitation.email,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      expires_at: invitation.expiresAt,
      used_at: null,
      created_at: invitation.at,
    })
    .execute();
}

export function findInvitation(db: Q, tokenHash: string) {
  return db
    .selectFrom('household_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the invitation used; false when another request used it first. */
export async function claimInvitation(
  trx: Transaction<Database>,
  id: number,
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('household_invitations')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The people `guardianId` is the only current guardian of (their own account's deletion). */
export async function listSoleWards(db: Q, guardianId: number) {
  const rows = await db
    .selectFrom('guardianships as g')
    .innerJoin('users as u', 'u.id', 'g.person_id')
    .select(['u.id', 'u.name'])
    .where('g.guardian_id', '=', guardianId)
    .where('g.ended_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('guardianships as o')
            .select('o.id')
            .whereRef('o.person_id', '=', 'g.person_id')
            .whereRef('o.guardian_id', '!=', 'g.guardian_id')
            .where('o.ended_at', 'is', null),
        ),
      ),
    )
    .execute();
  return rows;
}

/** Current guardianships of people born on or before `bornBy`: they have come of age. */
export function listComeOfAge(db: Q, bornBy: string) {
  return db
    .selectFrom('guardianships as g')
    .innerJoin('users as u', 'u.id', 'g.person_id')
    .innerJoin('users as gu', 'gu.id', 'g.guardian_id')
    .select([
      'g.id',
      'g.person_id',
      'u.name as person_name',
      'gu.name as guardian_name',
      'gu.email as guardian_email',
      'gu.language as guardian_language',
    ])
    .where('g.ended_at', 'is', null)
    .where('u.birth_date', 'is not', null)
    .where('u.birth_date', '<=', bornBy)
    .execute();
}

/** Ends one guardianship; false when another server ended it first. */
export async function claimEnd(db: Q, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('guardianships')
    .set({ ended_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function giveLogin(
  trx: Transaction<Database>,
  personId: number,
  passwordHash: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      own_login: 1,
      token_version: eb('token_version', '+', 1),
      updated_at: at,
    }))
    .where('id', '=', personId)
    .execute();
}

/** The characters of these people, oldest first. */
export function listCharactersOf(db: Q, personIds: readonly number[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('characters')
    .select(['id', 'name', 'user_id'])
    .where('user_id', 'in', personIds)
    .orderBy('id')
    .execute();
}
