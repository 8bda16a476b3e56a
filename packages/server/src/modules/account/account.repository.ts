import { sql } from 'kysely';
import { claimOnce } from '../../db/claims';
import { heldSum, receivedSum, refundedSum } from '../../db/payments';
import type { Db } from '../../db/schema';

export function findLiveUser(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'role',
      'password_hash',
      'active',
      'token_version',
      'created_at',
      'language',
      'birth_date',
    ])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function setName(db: Db, id: number, name: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ name, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function emailTakenByOther(db: Db, email: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', id)
    .executeTakeFirst();
  return row !== undefined;
}

// Pending email changes

/** A newer request replaces the member's older unconfirmed ones. */
export async function replaceEmailChange(
  db: Db,
  change: { userId: number; newEmail: string; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .deleteFrom('email_changes')
    .where('user_id', '=', change.userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_changes')
    .values({
      user_id: change.userId,
      new_email: change.newEmail,
      token_hash: change.tokenHash,
      expires_at: change.expiresAt,
      used_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export function findEmailChange(db: Db, tokenHash: string) {
  return db
    .selectFrom('email_changes')
    .select(['id', 'user_id', 'new_email', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Single use: only the confirmation whose update took it goes on. */
export function claimEmailChange(db: Db, id: number, at: string): Promise<boolean> {
  return claimOnce(db, 'email_changes', 'used_at', id, at);
}

export async function setEmail(db: Db, id: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

// The export

export function listCharacters(db: Db, userId: number) {
  return db
    .selectFrom('characters as c')
    .innerJoin('races as r', 'r.id', 'c.race_id')
    .innerJoin('classes as k', 'k.id', 'c.class_id')
    .select([
      'c.id',
      'c.name',
      'r.name as race',
      'k.name as class',
      'c.description',
      'c.is_active',
      'c.created_at',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.id')
    .execute();
}

export function listProfessions(db: Db, characterIds: readonly number[]) {
  if (characterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('character_professions as cp')
    .innerJoin('professions as p', 'p.id', 'cp.profession_id')
    .select(['cp.character_id', 'p.name'])
    .where('cp.character_id', 'in', [...characterIds])
    .orderBy('cp.character_id')
    .orderBy('cp.position')
    .execute();
}

export function listSheets(db: Db, characterIds: readonly number[]) {
  if (characterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('character_abilities as ca')
    .innerJoin('professions as p', 'p.id', 'ca.profession_id')
    .innerJoin('abilities as a', 'a.id', 'ca.ability_id')
    .leftJoin('special_abilities as s', 's.id', 'ca.special_ability_id')
    .select([
      'ca.character_id',
      'p.name as profession',
      'a.name as ability',
      's.name as special_ability',
    ])
    .where('ca.character_id', 'in', [...characterIds])
    .orderBy('ca.character_id')
    .orderBy('ca.id')
    .execute();
}

export function listXp(db: Db, characterIds: readonly number[]) {
  if (characterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('xp_awards')
    .select(['character_id', 'amount', 'reason', 'reason_key', 'reason_params', 'created_at'])
    .where('character_id', 'in', [...characterIds])
    .orderBy('id')
    .execute();
}

export function listChangeRequests(db: Db, characterIds: readonly number[]) {
  if (characterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('change_requests')
    .select(['character_id', 'message', 'status', 'reason', 'created_at'])
    .where('character_id', 'in', [...characterIds])
    .orderBy('id')
    .execute();
}

export async function listSignups(db: Db, userId: number) {
  const rows = await db
    .selectFrom('event_signups as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select((eb) => [
      's.id',
      's.event_id',
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      's.role',
      's.status',
      's.character_id',
      's.diet',
      's.allergies',
      's.emergency_name',
      's.emergency_phone',
      's.photo_consent',
      's.note',
      's.amount_due',
      'e.status as event_status',
      receivedSum(eb, 's.id').as('received'),
      refundedSum(eb, 's.id').as('refunded'),
      's.checked_in_at',
      's.checked_out_at',
      's.created_at',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('e.starts_at')
    .execute();
  return rows.map((row) => ({
    ...row,
    received: Number(row.received ?? 0),
    refunded: Number(row.refunded ?? 0),
  }));
}

/** The money movements of the member's sign-ups (amounts and when; staff's notes stay). */
export function listSignupPayments(db: Db, signupIds: readonly number[]) {
  if (signupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('event_payments')
    .select(['signup_id', 'amount', 'created_at'])
    .where('signup_id', 'in', [...signupIds])
    .orderBy('id')
    .execute();
}

/** The member's threads with the organizers. */
export function listSignupThreads(db: Db, signupIds: readonly number[]) {
  if (signupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('signup_messages')
    .select(['signup_id', 'from_staff', 'body', 'created_at'])
    .where('signup_id', 'in', [...signupIds])
    .orderBy('id')
    .execute();
}

export function findEventDefaults(db: Db, userId: number) {
  return db
    .selectFrom('member_event_defaults')
    .select(['diet', 'allergies', 'emergency_name', 'emergency_phone'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function listAllNotifications(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title_key', 'title_params', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

// Deleting an account

/**
 * Ends the member's sign-ups of events still to come (not settled, cancelled or over): one
 * the club holds money for stays as withdrawn, so staff see the refund to make; the others
 * are deleted. Answers the confirmed places they held, so the waitlist can move up.
 */
export async function deleteComingSignups(trx: Db, userId: number, now: string) {
  const coming = trx
    .selectFrom('events')
    .select('id')
    .where('ends_at', '>', now)
    .where('status', 'in', ['draft', 'published']);
  const rows = await trx
    .selectFrom('event_signups as s')
    .select((eb) => ['s.id', 's.event_id', 's.role', 's.status', heldSum(eb, 's.id').as('held')])
    .where('s.user_id', '=', userId)
    .where('s.status', 'in', ['confirmed', 'waitlisted'])
    .where('s.event_id', 'in', coming)
    .execute();
  const paid = rows.filter((row) => Number(row.held ?? 0) > 0).map((row) => row.id);
  const unpaid = rows.filter((row) => Number(row.held ?? 0) <= 0).map((row) => row.id);
  if (paid.length > 0) {
    await trx
      .updateTable('event_signups')
      .set({ status: 'withdrawn', checked_in_at: null, checked_out_at: null, updated_at: now })
      .where('id', 'in', paid)
      .execute();
  }
  if (unpaid.length > 0) await trx.deleteFrom('event_signups').where('id', 'in', unpaid).execute();
  return rows
    .filter((row) => row.status === 'confirmed')
    .map((row) => ({ event_id: row.event_id, role: row.role }));
}

/**
 * Past sign-ups stay, so events keep their attendance counts, without the member's
 * personal data.
 */
export async function scrubPastSignups(trx: Db, userId: number, at: string): Promise<void> {
  await trx
    .updateTable('event_signups')
    .set({
      diet: '',
      allergies: '',
      emergency_name: null,
      emergency_phone: null,
      photo_consent: 0,
      note: '',
      payment_note: null,
      character_id: null,
      updated_at: at,
    })
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteOwnedRows(trx: Db, userId: number, email: string): Promise<void> {
  await trx.deleteFrom('event_reports').where('user_id', '=', userId).execute();
  await trx.deleteFrom('report_drafts').where('user_id', '=', userId).execute();
  // What they wrote on other players' characters is their words too.
  await trx.deleteFrom('character_comments').where('author_id', '=', userId).execute();
  // Characters take their sheets, XP ledgers, reviews, change requests, backgrounds and
  // threads with them (foreign keys cascade).
  await trx.deleteFrom('characters').where('user_id', '=', userId).execute();
  await trx.deleteFrom('uploads').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mail_preferences').where('user_id', '=', userId).execute();
  await trx.deleteFrom('member_event_defaults').where('user_id', '=', userId).execute();
  // What they wrote to the organizers is their words; the organizers' answers stay.
  await trx.deleteFrom('signup_messages').where('author_id', '=', userId).execute();
  await trx.deleteFrom('email_changes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await trx.deleteFrom('calendar_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('change_requests').where('user_id', '=', userId).execute();
  await trx.deleteFrom('login_failures').where('email', '=', email).execute();
}

/** Audit rows that may name the member: theirs, about their account, or holding their email. */
export function listAuditRowsNaming(trx: Db, userId: number, email: string) {
  const pattern = `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return trx
    .selectFrom('audit_log')
    .select(['id', 'before', 'after'])
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', userId),
        eb('on_behalf_of_id', '=', userId),
        eb.and([eb('entity', '=', 'user'), eb('entity_id', '=', userId)]),
        eb(sql`"before"`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`"after"`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
    .execute();
}

export async function rewriteAuditRow(
  trx: Db,
  id: number,
  change: { before: string | null; after: string | null },
): Promise<void> {
  await trx.updateTable('audit_log').set(change).where('id', '=', id).execute();
}

/**
 * The users row stays as a tombstone, so rows others need keep their reference: no name,
 * no email (a unique placeholder), no password anyone can match, no role, no sessions.
 */
export async function tombstoneUser(
  trx: Db,
  userId: number,
  anonymised: { name: string; email: string },
  at: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      name: anonymised.name,
      email: anonymised.email,
      password_hash: '!',
      role: 'user',
      conflict_allowed: 0,
      active: 0,
      deleted_at: at,
      birth_date: null,
      own_login: 0,
      token_version: eb('token_version', '+', 1),
      updated_at: at,
    }))
    .where('id', '=', userId)
    .execute();
}

/**
 * The household rows of a deleted account: who guarded whom (both ways), invitations about
 * it, and the consents about it. Consents it gave for others stay, without its name.
 */
export async function deleteHouseholdRows(trx: Db, userId: number): Promise<void> {
  await trx
    .deleteFrom('guardianships')
    .where((eb) => eb.or([eb('guardian_id', '=', userId), eb('person_id', '=', userId)]))
    .execute();
  await trx.deleteFrom('household_invitations').where('person_id', '=', userId).execute();
  await trx.deleteFrom('consents').where('person_id', '=', userId).execute();
}
