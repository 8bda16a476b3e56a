import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@club/shared/contract/errors';
import {
  HOUSEHOLD_AGE_DEFAULTS,
  HOUSEHOLD_ERROR_CODES,
  HOUSEHOLD_LIMITS,
  type Guardian,
  type Household,
  type HouseholdPerson,
} from '@club/shared/contract/household';
import { ageOn, clubDay, type HouseholdAges } from '@club/shared/rules/household';
import { lockUser } from '../../db/locks';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/storage-errors';
import { badRequest, conflict, forbiddenWithCode, notFound } from '../../errors';
import { createResetToken, hashResetToken } from '../auth/reset-tokens';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../auth/passwords';
import { comeOfAgeMail, guardianInvitationMail, loginInvitationMail } from './household-mails';
import { guardiansByPerson, placeholderEmail, toPerson } from './household.mapper';
import * as repo from './household.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HouseholdDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Ends with '/': invitation links are under it. */
  publicUrl: string;
  /** The ages the club goes by (club settings). */
  ages?: () => Promise<HouseholdAges>;
  /**
   * Deletes a person's account and data as deleting one's own account does (account):
   * for the last guardian of someone without a login of their own.
   */
  erase: (personId: number) => Promise<void>;
}

export interface PersonCreateInput {
  name: string;
  birth_date: string;
  email: string | null;
  phone: string;
}

export interface PersonUpdateInput {
  name?: string | undefined;
  birth_date?: string | undefined;
  email?: string | null | undefined;
  phone?: string | undefined;
}

const emailTaken = () =>
  conflict(ERROR_CODES.emailTaken, 'An account with this email already exists');

export const notYourPerson = () =>
  forbiddenWithCode(
    'You can act only as a person in your own household',
    HOUSEHOLD_ERROR_CODES.notYourPerson,
  );

const invalidInvitation = () =>
  badRequest(
    'Invalid or expired invitation',
    [{ field: 'token', message: 'Invalid or expired invitation' }],
    HOUSEHOLD_ERROR_CODES.invalidInvitation,
  );

/**
 * Households (contract/household.ts): the people a member is guardian of, their second
 * guardian, and who may act as whom. Nothing here logs a name, a birth date or a phone.
 */
export function createHouseholdService(deps: HouseholdDeps) {
  const { db } = deps;
  const ages = deps.ages ?? (async () => ({ ...HOUSEHOLD_AGE_DEFAULTS }));

  async function present(rows: readonly repo.PersonRow[]): Promise<HouseholdPerson[]> {
    const ids = rows.map((row) => row.id);
    const [guardianRows, characters] = await Promise.all([
      repo.listGuardians(db, ids),
      repo.listCharactersOf(db, ids),
    ]);
    const guardians = guardiansByPerson(guardianRows);
    return rows.map((row) =>
      toPerson(
        row,
        guardians.get(row.id) ?? [],
        characters.filter((character) => character.user_id === row.id),
      ),
    );
  }

  async function presentOne(guardianId: number, personId: number): Promise<HouseholdPerson> {
    const row = await repo.findPersonOf(db, guardianId, personId);
    if (!row) throw notFound('person');
    const [person] = await present([row]);
    return person!;
  }

  async function list(guardianId: number): Promise<Household> {
    return { people: await present(await repo.listPeopleOf(db, guardianId)) };
  }

  async function add(guardianId: number, input: PersonCreateInput): Promise<HouseholdPerson> {
    const at = new Date().toISOString();
    const email = input.email ?? placeholderEmail(crypto.randomBytes(9).toString('base64url'));
    let personId: number;
    try {
      personId = await db.transaction().execute(async (trx) => {
        if (input.email !== null && (await repo.emailTaken(trx, email, null))) throw emailTaken();
        const id = await repo.insertPerson(trx, {
          name: input.name,
          email,
          birth_date: input.birth_date,
          at,
        });
        await repo.insertGuardianship(trx, { guardianId, personId: id, phone: input.phone, at });
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return presentOne(guardianId, personId);
  }

  async function update(
    guardianId: number,
    personId: number,
    input: PersonUpdateInput,
  ): Promise<HouseholdPerson> {
    try {
      await db.transaction().execute(async (trx) => {
        await lockUser(trx, personId);
        const person = await repo.findPersonOf(trx, guardianId, personId);
        if (!person) throw notFound('person');
        const change: { name?: string; email?: string; birth_date?: string; at: string } = {
          at: new Date().toISOString(),
        };
        if (input.name !== undefined) change.name = input.name;
        if (input.birth_date !== undefined) change.birth_date = input.birth_date;
        if (input.email !== undefined) {
          // A person who logs in themself changes their own address, as every member does.
          if (person.own_login === 1) {
            throw forbiddenWithCode(
              'A person with their own login changes their address themself',
              ERROR_CODES.forbidden,
            );
          }
          const email =
            input.email ?? placeholderEmail(crypto.randomBytes(9).toString('base64url'));
          if (input.email !== null && (await repo.emailTaken(trx, email, personId))) {
            throw emailTaken();
          }
          change.email = email;
        }
        await repo.updatePerson(trx, personId, change);
        if (input.phone !== undefined) await repo.setPhone(trx, guardianId, personId, input.phone);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return presentOne(guardianId, personId);
  }

  /**
   * The caller stops being the person's guardian. The last guardian of someone who cannot
   * log in deletes the person's account and data with it: nobody could reach them after.
   */
  async function remove(guardianId: number, personId: number): Promise<void> {
    const eraseAfter = await db.transaction().execute(async (trx) => {
      await lockUser(trx, personId);
      const person = await repo.findPersonOf(trx, guardianId, personId);
      if (!person) throw notFound('person');
      const others = (await repo.countGuardians(trx, personId)) - 1;
      if (others === 0 && person.own_login === 0) return true;
      await repo.endGuardianship(trx, guardianId, personId, new Date().toISOString());
      return false;
    });
    if (eraseAfter) await deps.erase(personId);
  }

  async function inviteGuardian(
    guardian: { id: number; name: string },
    personId: number,
    email: string,
  ): Promise<void> {
    const person = await repo.findPersonOf(db, guardian.id, personId);
    if (!person) throw notFound('person');
    if ((await repo.countGuardians(db, personId)) >= HOUSEHOLD_LIMITS.maxGuardians) {
      throw tooManyGuardians();
    }
    const { token, tokenHash } = createResetToken();
    const at = new Date();
    await repo.insertInvitation(db, {
      personId,
      kind: 'guardian',
      email,
      tokenHash,
      invitedBy: guardian.id,
      expiresAt: new Date(at.getTime() + HOUSEHOLD_LIMITS.invitationDays * DAY_MS).toISOString(),
      at: at.toISOString(),
    });
    deps.mailer.dispatch(
      guardianInvitationMail({
        to: email,
        inviter: guardian.name,
        person: person.name,
        link: `${deps.publicUrl}household/accept?token=${encodeURIComponent(token)}`,
        validDays: HOUSEHOLD_LIMITS.invitationDays,
      }),
    );
  }

  /** The logged-in member becomes a guardian of the invitation's person. */
  async function acceptInvitation(
    userId: number,
    input: { token: string; phone: string },
  ): Promise<HouseholdPerson> {
    const invitation = await repo.findInvitation(db, hashResetToken(input.token));
    const now = new Date().toISOString();
    if (
      !invitation ||
      invitation.kind !== 'guardian' ||
      invitation.used_at !== null ||
      invitation.expires_at <= now
    ) {
      throw invalidInvitation();
    }
    const personId = invitation.person_id;
    if (personId === userId) throw invalidInvitation();
    await db.transaction().execute(async (trx) => {
      await lockUser(trx, personId);
      const existing = await repo.findGuardianship(trx, userId, personId);
      if (existing && existing.ended_at === null) {
        throw conflict(HOUSEHOLD_ERROR_CODES.alreadyGuardian, 'You are already their guardian');
      }
      if ((await repo.countGuardians(trx, personId)) >= HOUSEHOLD_LIMITS.maxGuardians) {
        throw tooManyGuardians();
      }
      if (!(await repo.claimInvitation(trx, invitation.id, now))) throw invalidInvitation();
      if (existing) await repo.resumeGuardianship(trx, existing.id, input.phone);
      else
        await repo.insertGuardianship(trx, {
          guardianId: userId,
          personId,
          phone: input.phone,
          at: now,
        });
    });
    return presentOne(userId, personId);
  }

  /**
   * Whether `guardianId` may act as `personId` now: their guardian, and the person not of
   * age (the daily job ends such guardianships; this holds on the day itself).
   */
  async function mayActAs(guardianId: number, personId: number): Promise<boolean> {
    if (guardianId === personId) return false;
    const person = await repo.findPersonOf(db, guardianId, personId);
    if (!person || person.active !== 1) return false;
    if (person.birth_date !== null) {
      const { adult } = await ages();
      if (ageOn(person.birth_date, clubDay(new Date())) >= adult) return false;
    }
    return true;
  }

  /** The current guardians of these people (staff's lists). */
  async function guardiansOf(personIds: readonly number[]): Promise<Map<number, Guardian[]>> {
    return guardiansByPerson(await repo.listGuardians(db, personIds));
  }

  /**
   * Ends every guardianship of someone who has come of age (the club's age), once even
   * with several servers: a daily job and every login run it. Each guardian is told.
   */
  async function endAtMajority(now: Date = new Date()): Promise<number> {
    const { adult } = await ages();
    const today = clubDay(now);
    const [y, m, d] = today.split('-');
    const bornBy = `${String(Number(y) - adult).padStart(4, '0')}-${m}-${d}`;
    const due = await repo.listComeOfAge(db, bornBy);
    const at = now.toISOString();
    let ended = 0;
    for (const row of due) {
      if (!(await repo.claimEnd(db, row.id, at))) continue;
      ended += 1;
      deps.mailer.dispatch(
        comeOfAgeMail({
          to: row.guardian_email,
          name: row.guardian_name,
          person: row.person_name,
          link: `${deps.publicUrl}household`,
        }),
      );
    }
    return ended;
  }

  /**
   * A guardian gives a person of their household, old enough by the club's age, a login of
   * their own: the address is set and a link to choose a password is mailed to it.
   */
  async function inviteToOwnLogin(
    guardian: { id: number; name: string },
    personId: number,
    email: string,
  ): Promise<void> {
    const person = await repo.findPersonOf(db, guardian.id, personId);
    if (!person) throw notFound('person');
    const { ownLogin } = await ages();
    if (person.birth_date === null || ageOn(person.birth_date, clubDay(new Date())) < ownLogin) {
      throw conflict(
        HOUSEHOLD_ERROR_CODES.tooYoungForLogin,
        `A login of their own from the age of ${ownLogin}`,
        undefined,
        { age: ownLogin },
      );
    }
    if (person.own_login === 1) {
      throw conflict(HOUSEHOLD_ERROR_CODES.hasLogin, 'They already log in themself');
    }
    const { token, tokenHash } = createResetToken();
    const at = new Date();
    try {
      await db.transaction().execute(async (trx) => {
        if (await repo.emailTaken(trx, email, personId)) throw emailTaken();
        await repo.updatePerson(trx, personId, { email, at: at.toISOString() });
        await repo.insertInvitation(trx, {
          personId,
          kind: 'login',
          email,
          tokenHash,
          invitedBy: guardian.id,
          expiresAt: new Date(
            at.getTime() + HOUSEHOLD_LIMITS.invitationDays * DAY_MS,
          ).toISOString(),
          at: at.toISOString(),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    deps.mailer.dispatch(
      loginInvitationMail({
        to: email,
        name: person.name,
        guardian: guardian.name,
        link: `${deps.publicUrl}reset-password?token=${encodeURIComponent(token)}&own=1`,
        validDays: HOUSEHOLD_LIMITS.invitationDays,
      }),
    );
  }

  /** The person chooses a password from the mailed link: from now on they log in. */
  async function claimOwnLogin(input: { token: string; password: string }): Promise<void> {
    const invitation = await repo.findInvitation(db, hashResetToken(input.token));
    const now = new Date().toISOString();
    if (
      !invitation ||
      invitation.kind !== 'login' ||
      invitation.used_at !== null ||
      invitation.expires_at <= now
    ) {
      throw invalidInvitation();
    }
    const hash = await hashPassword(input.password);
    await db.transaction().execute(async (trx) => {
      if (!(await repo.claimInvitation(trx, invitation.id, now))) throw invalidInvitation();
      await repo.giveLogin(trx, invitation.person_id, hash, now);
    });
  }

  return {
    list,
    add,
    update,
    remove,
    inviteGuardian,
    acceptInvitation,
    mayActAs,
    guardiansOf,
    endAtMajority,
    inviteToOwnLogin,
    claimOwnLogin,
  };
}

function tooManyGuardians() {
  return conflict(
    HOUSEHOLD_ERROR_CODES.tooManyGuardians,
    `A person has at most ${HOUSEHOLD_LIMITS.maxGuardians} guardians`,
    undefined,
    { max: HOUSEHOLD_LIMITS.maxGuardians },
  );
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
