import crypto from 'node:crypto';
import { SIGNUP_PAYMENT_FIELDS, type Signup, type SignupRole } from '@club/shared/contract/events';
import { isSignupOpen } from '@club/shared/rules/events';
import { canManageSignups } from '@club/shared/rules/permissions';
import type { EventSignupUpdate } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { isUniqueViolation } from '../../db/storage-errors';
import { recordAudit } from '../audit/audit.repository';
import { signupMail } from './event-mails';
import * as events from './events.repository';
import * as signups from './signups.repository';
import {
  alreadySettled,
  alreadySignedUp,
  canSee,
  characterRequired,
  notYourCharacter,
  signupClosed,
  type EventViewer,
  type EventsContext,
  type SignupCreateInput,
  type SignupUpdateInput,
} from './events-context';

/** 18 random bytes: 24 base64url characters nobody can guess; a ticket's QR code carries it. */
const newTicketCode = () => crypto.randomBytes(18).toString('base64url');

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

  async function signUp(
    viewer: EventViewer,
    eventId: number,
    input: SignupCreateInput,
  ): Promise<Signup> {
    if (input.role === 'player' && input.character_id === null) throw characterRequired();
    const { event, signupId } = await write(async (trx) => {
      const event = await events.lockEvent(trx, eventId);
      if (!event || !canSee(viewer, event)) throw notFound('event');
      if (!isSignupOpen(event)) throw signupClosed();
      const { confirmed, waiting, signedUp } = await signups.checkPlaces(
        trx,
        eventId,
        input.role,
        viewer.id,
      );
      if (signedUp) throw alreadySignedUp();
      if (
        input.character_id !== null &&
        !(await signups.ownsCharacter(trx, viewer.id, input.character_id))
      ) {
        throw notYourCharacter();
      }
      const capacity = input.role === 'player' ? event.capacity_player : event.capacity_crew;
      const at = new Date().toISOString();
      const signupId = await signups.insertSignup(trx, {
        event_id: eventId,
        user_id: viewer.id,
        role: input.role,
        status: confirmed < capacity && waiting === 0 ? 'confirmed' : 'waitlisted',
        character_id: input.character_id,
        diet: input.diet,
        allergies: input.allergies,
        emergency_name: input.emergency_contact.name,
        emergency_phone: input.emergency_contact.phone,
        photo_consent: input.photo_consent ? 1 : 0,
        note: input.note,
        payment_status: 'unpaid',
        amount_due: input.role === 'player' ? event.price_player : event.price_crew,
        paid_amount: null,
        payment_note: null,
        ticket_code: newTicketCode(),
        checked_in_at: null,
        checked_out_at: null,
        reminder_sent_at: null,
        created_at: at,
        updated_at: at,
      });
      return { event, signupId };
    }).catch((error: unknown) => {
      // The event row lock rules this out; the unique key is the last word all the same.
      if (isUniqueViolation(error)) throw alreadySignedUp();
      throw error;
    });
    const [signup, instructions] = await Promise.all([
      loadSignup(eventId, signupId),
      paymentInstructions(),
    ]);
    deps.mailer.dispatch(
      signupMail({
        to: viewer,
        event,
        status: signup.status,
        waitlistPosition: signup.waitlist_position,
        payment: {
          amountDue: signup.amount_due,
          reference: signup.payment_reference,
          instructions,
        },
        link: link(eventId),
      }),
    );
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
      if (memberFields.length > 0 && !staff && !isSignupOpen(event)) throw signupClosed();
      const change: EventSignupUpdate = { updated_at: new Date().toISOString() };
      if (input.character_id !== undefined) {
        if (input.character_id === null && signup.role === 'player') throw characterRequired();
        if (
          input.character_id !== null &&
          !(await signups.ownsCharacter(trx, signup.user_id, input.character_id))
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
      if (input.payment_status !== undefined) change.payment_status = input.payment_status;
      if (input.paid_amount !== undefined) change.paid_amount = input.paid_amount;
      if (input.payment_note !== undefined) change.payment_note = input.payment_note;
      // Marked paid without an amount: the member paid what was due.
      if (
        input.payment_status === 'paid' &&
        input.paid_amount === undefined &&
        signup.paid_amount === null
      ) {
        change.paid_amount = signup.amount_due;
      }
      await signups.updateSignup(trx, signupId, change);
      if (paymentFields.length > 0) {
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'payment',
          entity: 'event',
          entityId: eventId,
          before: {
            signup_id: signupId,
            payment_status: signup.payment_status,
            paid_amount: signup.paid_amount,
            payment_note: signup.payment_note,
          },
          after: {
            signup_id: signupId,
            payment_status: change.payment_status ?? signup.payment_status,
            paid_amount: change.paid_amount === undefined ? signup.paid_amount : change.paid_amount,
            payment_note:
              change.payment_note === undefined ? signup.payment_note : change.payment_note,
          },
        });
      }
    });
    return loadSignup(eventId, signupId);
  }

  async function cancelSignup(viewer: EventViewer, eventId: number, signupId: number) {
    const outcome = await write(async (trx) => {
      const { event, signup, staff } = await touchable(trx, viewer, eventId, signupId);
      if (event.status === 'settled') throw alreadySettled();
      if (!staff && !isSignupOpen(event)) throw signupClosed();
      await signups.deleteSignup(trx, signupId);
      const promoted =
        signup.status === 'confirmed' ? await promote(trx, event, signup.role as SignupRole) : [];
      return { event, promoted };
    });
    await mailPromotions(outcome.event, outcome.promoted);
  }

  return { signUp, changeSignup, cancelSignup };
}
