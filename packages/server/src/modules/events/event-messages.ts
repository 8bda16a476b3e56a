import {
  EVENT_ERROR_CODES,
  EVENT_LIMITS,
  type EventMessage,
  type EventMessageCreate,
  type EventMessagesResponse,
  type EventThreadsResponse,
  type MessageAudience,
  type SignupMessage,
  type SignupMessagesResponse,
} from '@club/shared/contract/events';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import { isUnpaid, paymentState } from '@club/shared/rules/payments';
import { canManageSignups } from '@club/shared/rules/permissions';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import * as events from './events.repository';
import * as messages from './messages.repository';
import * as signups from './signups.repository';
import type { EventViewer, EventsContext } from './events-context';

type Participant = Awaited<ReturnType<typeof signups.listParticipants>>[number];

/** Who a message to an event's participants reaches (contract: EventMessageCreateSchema). */
function inAudience(audience: MessageAudience, participant: Participant): boolean {
  const confirmed = participant.status === 'confirmed';
  switch (audience) {
    case 'all':
      return true;
    case 'players':
      return confirmed && participant.role === 'player';
    case 'crew':
      return confirmed && participant.role === 'crew';
    case 'unpaid':
      return confirmed && isUnpaid(paymentState(participant));
  }
}

function toEventMessage(row: Awaited<ReturnType<typeof messages.findEventMessage>>): EventMessage {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    to: row.audience as MessageAudience,
    recipients: row.recipients,
    author_name: row.author_name,
    created_at: row.created_at,
  };
}

function toSignupMessage(
  row: Awaited<ReturnType<typeof messages.findSignupMessage>>,
): SignupMessage {
  return {
    id: row.id,
    body: row.body,
    from_staff: row.from_staff === 1,
    author_name: row.author_name,
    created_at: row.created_at,
  };
}

/**
 * Staff write to an event's participants; a member with a sign-up writes to the
 * organizers, and staff answer in the same thread.
 */
export function createEventMessages({ db, deps }: EventsContext) {
  // Messages change no event and no sign-up: the event list's cache stays as it is.
  const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    db.transaction().execute(work);
  async function send(
    viewer: EventViewer,
    eventId: number,
    input: EventMessageCreate,
  ): Promise<EventMessage> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const id = await inTransaction(async (trx) => {
      const event = await events.findEvent(trx, eventId);
      if (!event) throw notFound('event');
      // A guest has no account and no inbox: a message reaches members only.
      const reached = (await signups.listParticipants(trx, eventId)).flatMap((participant) =>
        participant.user_id !== null && inAudience(input.to, participant)
          ? [{ ...participant, user_id: participant.user_id }]
          : [],
      );
      if (reached.length === 0) {
        throw conflict(EVENT_ERROR_CODES.noRecipients, 'Nobody signed up is in that group');
      }
      const at = new Date().toISOString();
      const messageId = await messages.insertEventMessage(trx, {
        eventId,
        authorId: viewer.id,
        audience: input.to,
        subject: input.subject,
        body: input.body,
        recipients: reached.length,
        at,
      });
      await deps.notify(
        trx,
        reached.map((participant) => ({
          userId: participant.user_id,
          kind: 'event_message' as const,
          title: {
            key: NOTIFICATION_TITLE_KEYS.eventMessage,
            params: { event: event.title, subject: input.subject },
          },
          body: input.body,
          link: NOTIFICATION_LINKS.event(eventId),
        })),
      );
      return messageId;
    });
    return toEventMessage(await messages.findEventMessage(db, id));
  }

  async function sent(viewer: EventViewer, eventId: number): Promise<EventMessagesResponse> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    if (!(await events.findEvent(db, eventId))) throw notFound('event');
    const rows = await messages.listEventMessages(db, eventId, EVENT_LIMITS.maxEntries);
    return { messages: rows.map(toEventMessage) };
  }

  /** The sign-up's member or staff; anyone else is told it does not exist. */
  async function threadOf(on: Db, viewer: EventViewer, eventId: number, signupId: number) {
    const signup = await signups.findSignup(on, eventId, signupId);
    const staff = canManageSignups(viewer.role);
    if (!signup || (signup.user_id !== viewer.id && !staff)) throw notFound('sign-up');
    return { signup, fromStaff: signup.user_id !== viewer.id };
  }

  async function thread(
    viewer: EventViewer,
    eventId: number,
    signupId: number,
  ): Promise<SignupMessagesResponse> {
    await threadOf(db, viewer, eventId, signupId);
    const rows = await messages.listSignupMessages(db, signupId, EVENT_LIMITS.maxEntries);
    return { messages: rows.map(toSignupMessage) };
  }

  /**
   * The member's words wait in staff's work list (nobody is mailed: any organizer may
   * answer); an organizer's answer reaches the member's inbox, and mail by preference.
   */
  async function writeInThread(
    viewer: EventViewer,
    eventId: number,
    signupId: number,
    body: string,
  ): Promise<SignupMessage> {
    const id = await inTransaction(async (trx) => {
      const { signup, fromStaff } = await threadOf(trx, viewer, eventId, signupId);
      const at = new Date().toISOString();
      const messageId = await messages.insertSignupMessage(trx, {
        signupId,
        authorId: viewer.id,
        fromStaff,
        body,
        at,
      });
      // A guest has no account, so no inbox: the thread keeps the note, nobody is told.
      if (fromStaff && signup.user_id !== null) {
        const event = await events.findEvent(trx, eventId);
        await deps.notify(trx, [
          {
            userId: signup.user_id,
            kind: 'organizer_answer',
            title: {
              key: NOTIFICATION_TITLE_KEYS.organizerAnswer,
              params: { event: event?.title ?? '' },
            },
            body,
            link: NOTIFICATION_LINKS.eventSignup(eventId),
          },
        ]);
      }
      return messageId;
    });
    return toSignupMessage(await messages.findSignupMessage(db, id));
  }

  async function waitingThreads(viewer: EventViewer): Promise<EventThreadsResponse> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    return { threads: await messages.listWaitingThreads(db) };
  }

  return { send, sent, thread, writeInThread, waitingThreads };
}
