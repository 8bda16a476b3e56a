import { newTicketCode } from '@club/shared/rules/tickets';
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  EVENT_ERROR_CODES,
  SIGNUP_PAYMENT_FIELDS,
  type Signup,
  type SignupRole,
  type WalkInGuest,
} from '@club/shared/contract/events';
import { walkInNeedsCharacter } from '@club/shared/rules/guests';
import { HOUSEHOLD_AGE_DEFAULTS } from '@club/shared/contract/household-constants';
import { isSignupOpen, mayRecordAttendance, walkInFits } from '@club/shared/rules/events';
import { ageOn, clubDay } from '@club/shared/rules/household';
import { paymentState } from '@club/shared/rules/payments';
import { canManageSignups } from '@club/shared/rules/permissions';
import type { Database, EventRow, EventSignupUpdate } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { isUniqueViolation } from '../../db/storage-errors';
import { recordAudit } from '../audit/audit.repository';
import { familySignupMail, signupMail } from './event-mails';
import { toSignup } from './events.mapper';
import * as events from './events.repository';
import { refuseIfGuardianStillNeeded } from './guardian-still-needed';
import * as payments from './payments.repository';
import type { SignupRecord } from './signups.repository';
import * as signups from './signups.repository';
import {
  alreadySettled,
  alreadySignedUp,
  belowMinAge,
  canSee,
  guardianRequired,
  characterRequired,
  checkInClosed,
  notYourCharacter,
  signupClosed,
  utc,
  type EventViewer,
  type EventsContext,
  type FamilySignup,
  type SignupCreateInput,
  type SignupUpdateInput,
  type WalkInInput,
} from './events-context';

/** What a sign-up asks for, whoever makes it (a member's form, a family's, the gate). */
type PlaceInput = Pick<
  SignupCreateInput,
  'role' | 'character_id' | 'diet' | 'allergies' | 'photo_consent' | 'note'
> & { emergency_contact: SignupCreateInput['emergency_contact'] | null };

/** A walk-in's place: confirmed and checked in at the tap, over capacity only when said. */
interface GatePlace {
  overCapacity: boolean;
  checkedInAt: string;
  key: string | null;
}

const overCapacity = (capacity: number) =>
  conflict(
    EVENT_ERROR_CODES.overCapacity,
    `All ${capacity} places of the role are taken`,
    [{ field: 'over_capacity', message: 'Say so to let them in over capacity' }],
    { capacity },
  );

const awaitingConsent = () =>
  conflict(
    EVENT_ERROR_CODES.awaitingConsent,
    'A guardian gives participation consent before a minor checks in',
  );

/** A short code read aloud at the gate ("K7QM-4PXR", rules/tickets.ts); its QR code carries it. */
const ticketCode = () => newTicketCode((count) => crypto.randomBytes(count));

/** A member signs up for an event, changes the sign-up or cancels it; staff mark payment. */
export function createEventSignups({
  deps,
  write,
  link,
  waitlist,
  loadSignup,
  touchable,
}: EventsContext) {
  const { promote, mailPromotions } = waitlist;
  const { paymentInstructions } = deps;

  /**
   * The event's age rules, on its first day in the club's time (birthdays included): its
   * minimum age, and a guardian signed up beside anyone under 18 where it asks for one.
   * A member without a known birth date is taken as of age.
   */
  async function checkAgeRules(trx: Transaction<Database>, event: EventRow, userId: number) {
    if (event.min_age === null && event.guardian_required !== 1) return;
    const birthDate = await signups.birthDateOf(trx, userId);
    if (birthDate === null) return;
    const age = ageOn(birthDate, clubDay(event.starts_at));
    if (event.min_age !== null && age < event.min_age) throw belowMinAge(event.min_age);
    if (
      event.guardian_required === 1 &&
      age < HOUSEHOLD_AGE_DEFAULTS.adult &&
      !(await signups.guardianSignedUp(trx, event.id, userId))
    ) {
      throw guardianRequired();
    }
  }

  /**
   * One person's place on the event, under the event's row lock: the checks every sign-up
   * passes (open, once, age rules, their own character) and the row, waitlisted when full.
   * `familyOf` names the first sign-up of a family paid as one. At the gate (`gate`) the
   * sign-up is confirmed and checked in at the tap's time instead: a full role refuses it
   * unless staff say they let them in over capacity. A guest (`who.guest`) has no account,
   * so no age, household or character to check (decision 032).
   */
  async function place(
    trx: Transaction<Database>,
    event: EventRow,
    who: { userId: number } | { guest: WalkInGuest },
    input: PlaceInput,
    familyOf: number | null = null,
    gate: GatePlace | null = null,
  ): Promise<number> {
    const userId = 'userId' in who ? who.userId : null;
    const guest = 'guest' in who ? who.guest : null;
    if (guest !== null && input.character_id !== null) {
      throw badRequest('A guest has no character', [
        { field: 'character_id', message: 'A guest has no character' },
      ]);
    }
    if (walkInNeedsCharacter({ guest: guest !== null, role: input.role }) && !input.character_id) {
      throw characterRequired();
    }
    const eventId = event.id;
    const { confirmed, waiting, signedUp, withdrawnId } = await signups.checkPlaces(
      trx,
      eventId,
      input.role,
      userId,
    );
    if (signedUp) throw alreadySignedUp();
    if (userId !== null) await checkAgeRules(trx, event, userId);
    if (
      userId !== null &&
      input.character_id !== null &&
      !(await signups.ownsCharacter(trx, userId, input.character_id))
    ) {
      throw notYourCharacter();
    }
    const capacity = input.role === 'player' ? event.capacity_player : event.capacity_crew;
    if (gate && !walkInFits(confirmed, capacity, gate.overCapacity)) throw overCapacity(capacity);
    const at = new Date().toISOString();
    // Coming back after withdrawing: the money paid (and the thread) carry over to the
    // new sign-up, which takes its place at the end of the queue like any other.
    const carried = withdrawnId === null ? null : await payments.listCarried(trx, withdrawnId);
    if (withdrawnId !== null) await signups.deleteSignup(trx, withdrawnId);
    const signupId = await signups.insertSignup(trx, {
      event_id: eventId,
      user_id: userId,
      guest_name: guest?.name ?? null,
      guest_phone: guest?.phone ?? null,
      walk_in_key: gate?.key ?? null,
      role: input.role,
      status: gate || (confirmed < capacity && waiting === 0) ? 'confirmed' : 'waitlisted',
      character_id: input.character_id,
      diet: input.diet,
      allergies: input.allergies,
      emergency_name: input.emergency_contact?.name ?? null,
      emergency_phone: input.emergency_contact?.phone ?? null,
      photo_consent: input.photo_consent ? 1 : 0,
      note: input.note,
      amount_due: input.role === 'player' ? event.price_player : event.price_crew,
      payment_note: null,
      ticket_code: ticketCode(),
      checked_in_at: gate ? utc(gate.checkedInAt) : null,
      checked_out_at: null,
      reminder_sent_at: null,
      family_of: familyOf,
      created_at: at,
      updated_at: at,
    });
    if (carried) await payments.insertCarried(trx, signupId, carried);
    return signupId;
  }

  /** The event, locked, if the viewer may sign up for it now. */
  async function openEvent(trx: Transaction<Database>, viewer: EventViewer, eventId: number) {
    const event = await events.lockEvent(trx, eventId);
    if (!event || !canSee(viewer, event)) throw notFound('event');
    if (!isSignupOpen(event)) throw signupClosed();
    return event;
  }

  async function signUp(
    viewer: EventViewer,
    eventId: number,
    input: SignupCreateInput,
  ): Promise<Signup> {
    if (input.role === 'player' && input.character_id === null) throw characterRequired();
    const { event, signupId } = await write(async (trx) => {
      const event = await openEvent(trx, viewer, eventId);
      return { event, signupId: await place(trx, event, { userId: viewer.id }, input) };
    }).catch((error: unknown) => {
      // The event row lock rules this out; the unique key is the last word all the same.
      if (isUniqueViolation(error)) throw alreadySignedUp();
      throw error;
    });
    const [signup, instructions, [recipient]] = await Promise.all([
      loadSignup(eventId, signupId),
      paymentInstructions(),
      signups.listRecipients(deps.db, { signupIds: [signupId] }),
    ]);
    if (recipient && (signup.status === 'confirmed' || signup.status === 'waitlisted')) {
      deps.mailer.dispatch(
        signupMail({
          to: recipient,
          event,
          status: signup.status,
          waitlistPosition: signup.waitlist_position,
          payment: {
            amountOwed: signup.amount_owed,
            reference: signup.payment_reference,
            instructions,
          },
          link: link(eventId),
        }),
      );
    }
    return signup;
  }

  async function changeSignup(
    viewer: EventViewer,
    eventId: number,
    signupId: number,
    input: SignupUpdateInput,
  ): Promise<Signup> {
    const paymentFields = SIGNUP_PAYMENT_FIELDS.filter((field) => input[field] !== undefined);
    const memberFields = (Object.keys(input) as (keyof SignupUpdateInput)[]).filter(
      (field) =>
        input[field] !== undefined && !(SIGNUP_PAYMENT_FIELDS as readonly string[]).includes(field),
    );
    if (paymentFields.length > 0 && !canManageSignups(viewer.role)) {
      throw forbidden('Only staff mark payments');
    }
    await write(async (trx) => {
      const { event, signup, staff } = await touchable(trx, viewer, eventId, signupId);
      if (memberFields.length > 0 && signup.status === 'withdrawn') throw signupClosed();
      if (memberFields.length > 0 && !staff && !isSignupOpen(event)) throw signupClosed();
      const at = new Date().toISOString();
      const change: EventSignupUpdate = { updated_at: at };
      if (input.character_id !== undefined) {
        const guest = signup.user_id === null;
        if (input.character_id === null && walkInNeedsCharacter({ guest, role: signup.role })) {
          throw characterRequired();
        }
        if (
          input.character_id !== null &&
          (signup.user_id === null ||
            !(await signups.ownsCharacter(trx, signup.user_id, input.character_id)))
        ) {
          throw notYourCharacter();
        }
        change.character_id = input.character_id;
      }
      if (input.diet !== undefined) change.diet = input.diet;
      if (input.allergies !== undefined) change.allergies = input.allergies;
      if (input.emergency_contact !== undefined) {
        change.emergency_name = input.emergency_contact.name;
        change.emergency_phone = input.emergency_contact.phone;
      }
      if (input.photo_consent !== undefined) change.photo_consent = input.photo_consent ? 1 : 0;
      if (input.note !== undefined) change.note = input.note;
      if (input.payment_note !== undefined) change.payment_note = input.payment_note;
      await signups.updateSignup(trx, signupId, change);
      if (paymentFields.length > 0) {
        await recordLegacyPayment(trx, viewer, eventId, signupId, input, at);
      }
    });
    return loadSignup(eventId, signupId);
  }

  /**
   * The payment fields of PATCH, from before payments were entries: each records the entry
   * that brings the money held where the caller meant it. `paid_amount` is what was
   * received in all; `paid` without an amount is paid in full, so it records what is
   * still owed (never more); `refunded` and `unpaid` give back what is held.
   */
  async function recordLegacyPayment(
    trx: Transaction<Database>,
    viewer: EventViewer,
    eventId: number,
    signupId: number,
    input: SignupUpdateInput,
    at: string,
  ): Promise<void> {
    const row = await signups.findSignup(trx, eventId, signupId);
    if (!row) throw notFound('sign-up');
    const state = paymentState(row);
    const amount =
      input.paid_amount !== undefined
        ? (input.paid_amount ?? 0) - state.paid_amount
        : input.payment_status === 'paid'
          ? state.amount_owed
          : input.payment_status === 'refunded' || input.payment_status === 'unpaid'
            ? -Math.max(0, state.paid_amount)
            : 0;
    if (amount === 0) return;
    await addPayment(trx, viewer, eventId, row, {
      amount,
      note: input.payment_note ?? '',
      at,
    });
  }

  /** One payment entry and its audit row; refunding more than is held is refused. */
  async function addPayment(
    trx: Transaction<Database>,
    viewer: EventViewer,
    eventId: number,
    row: SignupRecord,
    entry: { amount: number; note: string; at: string },
  ): Promise<number> {
    const before = paymentState(row);
    if (entry.amount < 0 && -entry.amount > before.paid_amount) {
      throw conflict(
        EVENT_ERROR_CODES.refundTooLarge,
        `The club holds ${before.paid_amount} kr. for this sign-up`,
        [{ field: 'amount', message: `At most ${before.paid_amount} back` }],
        { held: before.paid_amount },
      );
    }
    const id = await payments.insertPayment(trx, {
      signupId: row.id,
      amount: entry.amount,
      note: entry.note,
      recordedBy: viewer.id,
      at: entry.at,
    });
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'payment',
      entity: 'event',
      entityId: eventId,
      before: { signup_id: row.id, paid_amount: before.paid_amount },
      after: {
        signup_id: row.id,
        amount: entry.amount,
        note: entry.note,
        paid_amount: before.paid_amount + entry.amount,
      },
    });
    return id;
  }

  /**
   * Cancels a sign-up. One the club holds money for stays as withdrawn (without the
   * member's personal data), so staff see the refund to make; any other is deleted. A
   * withdrawn one goes once its money is back.
   */
  async function cancelSignup(viewer: EventViewer, eventId: number, signupId: number) {
    const outcome = await write(async (trx) => {
      const { event, signup, staff } = await touchable(trx, viewer, eventId, signupId);
      const held = await signups.moneyHeld(trx, signupId);
      if (signup.status === 'withdrawn') {
        if (held > 0) {
          throw conflict(
            EVENT_ERROR_CODES.refundDue,
            `Record the refund of ${held} kr. before removing the sign-up`,
          );
        }
        await signups.deleteSignup(trx, signupId);
        return { event, promoted: [] };
      }
      if (event.status === 'settled') throw alreadySettled();
      if (!staff && !isSignupOpen(event)) throw signupClosed();
      if (signup.user_id === viewer.id) await refuseIfGuardianStillNeeded(trx, event, viewer.id);
      const at = new Date().toISOString();
      if (held > 0) await signups.withdrawSignup(trx, signupId, at);
      else await signups.deleteSignup(trx, signupId);
      const promoted =
        signup.status === 'confirmed' ? await promote(trx, event, signup.role as SignupRole) : [];
      return { event, promoted };
    });
    await mailPromotions(outcome.event, outcome.promoted);
  }

  /** POST …/payments (staff): money received, or given back as a negative amount. */
  async function recordPayment(
    viewer: EventViewer,
    eventId: number,
    signupId: number,
    input: { amount: number; note: string },
  ) {
    if (!canManageSignups(viewer.role)) throw forbidden('Only staff record payments');
    const paymentId = await write(async (trx) => {
      await touchable(trx, viewer, eventId, signupId);
      const row = await signups.findSignup(trx, eventId, signupId);
      if (!row) throw notFound('sign-up');
      return addPayment(trx, viewer, eventId, row, {
        ...input,
        at: new Date().toISOString(),
      });
    });
    const [payment, signup] = await Promise.all([
      payments.findPayment(deps.db, paymentId),
      loadSignup(eventId, signupId),
    ]);
    return { payment, signup };
  }

  /** GET …/payments: the sign-up's member or staff. */
  async function listPayments(viewer: EventViewer, eventId: number, signupId: number) {
    const signup = await signups.findSignup(deps.db, eventId, signupId);
    if (!signup || (signup.user_id !== viewer.id && !canManageSignups(viewer.role))) {
      throw notFound('sign-up');
    }
    return {
      payments: await payments.listPayments(deps.db, signupId),
      signup: await loadSignup(eventId, signupId),
    };
  }

  /**
   * A guardian signs up themself and people of their household for one event in one step
   * (`person_id` null: themself, first): every rule applies as for each person, all or
   * nothing, and the family pays once, with the first sign-up's reference for the total.
   */
  async function signUpFamily(
    viewer: EventViewer,
    eventId: number,
    entries: readonly (SignupCreateInput & { person_id: number | null })[],
  ): Promise<FamilySignup> {
    // The guardian first: an event that wants a guardian beside its minors sees them.
    const ordered = [...entries].sort(
      (a, b) => (a.person_id === null ? -1 : 0) - (b.person_id === null ? -1 : 0),
    );
    // Asked before the transaction: on SQLite a read beside it would wait for it.
    for (const entry of ordered) {
      if (entry.person_id !== null && !(await deps.mayActAs(viewer.id, entry.person_id))) {
        throw deps.notYourPerson();
      }
    }
    const { event, ids } = await write(async (trx) => {
      const event = await openEvent(trx, viewer, eventId);
      const placed: number[] = [];
      for (const entry of ordered) {
        const userId = entry.person_id ?? viewer.id;
        placed.push(await place(trx, event, { userId }, entry, placed[0] ?? null));
      }
      return { event, ids: placed };
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw alreadySignedUp();
      throw error;
    });
    const family = await presentFamily(eventId, ids);
    await mailFamily(viewer.id, event, family);
    return family;
  }

  /** One mail to the guardian who signed the family up, naming everyone in it. */
  async function mailFamily(guardianId: number, event: EventRow, family: FamilySignup) {
    const [guardian, people, instructions] = await Promise.all([
      signups.findMailRecipient(deps.db, guardianId),
      signups.listRecipients(deps.db, { signupIds: family.signups.map((signup) => signup.id) }),
      paymentInstructions(),
    ]);
    if (!guardian) return;
    const nameOf = new Map(people.map((person) => [person.signup_id, person.name]));
    deps.mailer.dispatch(
      familySignupMail({
        to: guardian,
        event,
        places: family.signups.map((signup) => ({
          name: nameOf.get(signup.id) ?? '',
          status: signup.status === 'waitlisted' ? 'waitlisted' : 'confirmed',
          waitlistPosition: signup.waitlist_position,
        })),
        total: family.amount_owed,
        payment: {
          amountOwed: family.amount_owed,
          reference: family.payment_reference,
          instructions,
        },
        link: link(event.id),
      }),
    );
  }

  async function presentFamily(eventId: number, ids: readonly number[]): Promise<FamilySignup> {
    const list = await Promise.all(ids.map((id) => loadSignup(eventId, id)));
    return {
      payment_reference: list[0]!.payment_reference,
      // A place on the waitlist is paid when it becomes a place (the promotion mail asks).
      amount_owed: list
        .filter((signup) => signup.status !== 'waitlisted')
        .reduce((sum, signup) => sum + signup.amount_owed, 0),
      signups: list,
    };
  }

  /** Staff mark a family's one payment: every place in it is paid what it still owes. */
  async function markFamilyPaid(
    viewer: EventViewer,
    eventId: number,
    signupId: number,
    note: string,
  ): Promise<FamilySignup> {
    if (!canManageSignups(viewer.role)) throw forbidden('Only staff record payments');
    const ids = await write(async (trx) => {
      const { signup } = await touchable(trx, viewer, eventId, signupId);
      const head = signup.family_of ?? signup.id;
      const members = await signups.listFamily(trx, eventId, head);
      const at = new Date().toISOString();
      for (const id of members) {
        const row = await signups.findSignup(trx, eventId, id);
        // The family paid for the places it has; a waitlisted one pays once it gets one.
        if (!row || row.status === 'withdrawn' || row.status === 'waitlisted') continue;
        const owed = paymentState(row).amount_owed;
        if (owed > 0) await addPayment(trx, viewer, eventId, row, { amount: owed, note, at });
      }
      return members;
    });
    return presentFamily(eventId, ids);
  }

  /**
   * The member a walk-in names, by id or by the email staff typed without signal, and the
   * character they play: the one chosen, else (named by email, as a player) their active
   * one. A member who is not an active one of the club is 404.
   */
  async function walkInMember(
    trx: Transaction<Database>,
    input: WalkInInput,
  ): Promise<{ memberId: number | null; characterId: number | null }> {
    if (input.email !== null) {
      const member = await signups.activeMemberByEmail(trx, input.email);
      if (!member) throw notFound('user');
      const fallback = input.role === 'player' ? member.activeCharacterId : null;
      return { memberId: member.id, characterId: input.character_id ?? fallback };
    }
    if (input.user_id !== null && !(await signups.isActiveMember(trx, input.user_id))) {
      throw notFound('user');
    }
    return { memberId: input.user_id, characterId: input.character_id };
  }

  /**
   * Someone who turns up at the gate: staff sign up a member (under every rule a sign-up
   * passes) or a guest with a name and phone, confirmed and checked in at the time of the
   * tap, record what they paid on the spot, and hand out the envelope, in one transaction
   * under the event's row lock. A full role takes them only when staff say so
   * (`over_capacity`). A walk-in queued on a phone carries its key (`client_id`): sent
   * again, it answers the sign-up made the first time (`replayed`).
   */
  async function walkIn(
    viewer: EventViewer,
    eventId: number,
    input: WalkInInput,
  ): Promise<{ signup: Signup; replayed: boolean }> {
    if (!canManageSignups(viewer.role)) throw forbidden('Only staff add walk-ins');
    const made = await write(async (trx) => {
      const event = await events.lockEvent(trx, eventId);
      if (!event || !canSee(viewer, event)) throw notFound('event');
      if (input.client_id !== null) {
        const earlier = await signups.findByWalkInKey(trx, eventId, input.client_id);
        if (earlier !== undefined) return { id: earlier, replayed: true };
      }
      if (event.status === 'settled') throw alreadySettled();
      if (event.status !== 'published') throw signupClosed();
      if (!mayRecordAttendance(event, new Date(input.checked_in_at))) throw checkInClosed(event);
      const { memberId, characterId } = await walkInMember(trx, input);
      // Said to staff, not to the member: the character is not the member's.
      if (
        memberId !== null &&
        characterId !== null &&
        !(await signups.ownsCharacter(trx, memberId, characterId))
      ) {
        throw badRequest('That is not one of the member’s characters', [
          { field: 'character_id', message: 'Not a character of this member' },
        ]);
      }
      const who = input.guest !== null ? { guest: input.guest } : { userId: memberId ?? 0 };
      const id = await place(
        trx,
        event,
        who,
        {
          role: input.role,
          character_id: characterId,
          diet: '',
          allergies: '',
          emergency_contact: null,
          photo_consent: false,
          note: '',
        },
        null,
        {
          overCapacity: input.over_capacity,
          checkedInAt: input.checked_in_at,
          key: input.client_id,
        },
      );
      const row = await signups.findSignup(trx, eventId, id);
      if (!row) throw notFound('sign-up');
      if (toSignup(row).awaiting_consent) throw awaitingConsent();
      const at = new Date().toISOString();
      if (input.payment) await addPayment(trx, viewer, eventId, row, { ...input.payment, at });
      if (input.role === 'player' && characterId !== null) {
        await deps.gate.arrived(trx, {
          eventId,
          eventTitle: event.title,
          signupId: id,
          characterId,
          actorId: viewer.id,
          at,
        });
      }
      return { id, replayed: false };
    }).catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      // Two phones sending the same queued walk-in at once: the second finds the first's.
      const earlier =
        input.client_id === null
          ? undefined
          : await signups.findByWalkInKey(deps.db, eventId, input.client_id);
      if (earlier === undefined) throw alreadySignedUp();
      return { id: earlier, replayed: true };
    });
    return { signup: await loadSignup(eventId, made.id), replayed: made.replayed };
  }

  return {
    signUp,
    signUpFamily,
    markFamilyPaid,
    changeSignup,
    cancelSignup,
    recordPayment,
    listPayments,
    walkIn,
  };
}
