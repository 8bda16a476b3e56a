import type { Kysely, Transaction } from 'kysely';
import { type SignupRole } from '@club/shared/contract/events';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import { paymentState } from '@club/shared/rules/payments';
import type { Database, EventRow } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Notify, WantsMail } from '../notifications/notifications.service';
import { promotionMail } from './event-mails';
import type { EventsCache } from './events-cache';
import * as events from './events.repository';
import { paymentReference } from './payment-reference';
import * as signups from './signups.repository';

/** What the waitlist needs: moving members up, telling them, and the list's cache. */
export interface WaitlistDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Ends with '/': mails link the event page under it. */
  publicUrl: string;
  /** The list's shared part, dropped after every write to events or sign-ups. */
  eventsCache: EventsCache;
  notify: Notify;
  wantsMail: WantsMail;
  /** To whom members pay (the club setting); null while the board has set none. */
  paymentInstructions: () => Promise<string | null>;
}

/** The places a deleted account's coming sign-ups freed, and who moved up into them. */
export interface Promotion {
  event: EventRow;
  ids: number[];
}

/**
 * Confirms the first waitlisted of the role while it has free places; the ids confirmed.
 * A cancelled or settled event moves no one.
 */
async function promoteWaitlist(
  notify: Notify,
  trx: Transaction<Database>,
  event: EventRow,
  role: SignupRole,
): Promise<number[]> {
  if (event.status === 'cancelled' || event.status === 'settled') return [];
  const capacity = role === 'player' ? event.capacity_player : event.capacity_crew;
  const free = capacity - (await signups.countConfirmed(trx, event.id, role));
  const ids = await signups.firstWaitlisted(trx, event.id, role, free);
  await signups.confirmSignups(trx, ids, new Date().toISOString());
  const promoted = await signups.listRecipients(trx, { signupIds: ids });
  await notify(
    trx,
    promoted.map((recipient) => ({
      userId: recipient.user_id,
      kind: 'waitlist_promoted' as const,
      title: { key: NOTIFICATION_TITLE_KEYS.waitlistPromoted, params: { event: event.title } },
      link: NOTIFICATION_LINKS.event(event.id),
    })),
  );
  return ids;
}

/**
 * Mails the members just moved up from the waitlist what to pay and where, unless they
 * turned these mails off (the inbox has the news either way).
 */
async function sendPromotionMails(
  deps: WaitlistDeps,
  event: EventRow,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const [recipients, instructions] = await Promise.all([
    signups.listRecipients(deps.db, { signupIds: ids }),
    deps.paymentInstructions(),
  ]);
  for (const recipient of recipients) {
    if (!(await deps.wantsMail(recipient.user_id, 'waitlist_promoted'))) continue;
    const signup = await signups.findSignup(deps.db, event.id, recipient.signup_id);
    if (!signup) continue;
    deps.mailer.dispatch(
      promotionMail({
        to: recipient,
        event,
        payment: {
          amountOwed: paymentState(signup).amount_owed,
          reference: paymentReference(event.id, signup.id),
          instructions,
        },
        link: `${deps.publicUrl}events/${event.id}`,
      }),
    );
  }
}

/**
 * The waitlist of an event's roles: a freed place (a cancellation, a raised capacity, a
 * deleted account) goes to the first waiting member at once, who is told in the inbox and,
 * after the commit, by mail.
 */
export function createWaitlist(deps: WaitlistDeps) {
  const promote = (trx: Transaction<Database>, event: EventRow, role: SignupRole) =>
    promoteWaitlist(deps.notify, trx, event, role);
  const mailPromotions = (event: EventRow, ids: readonly number[]) =>
    sendPromotionMails(deps, event, ids);

  /**
   * A member's coming sign-ups were deleted (their account went): each freed place goes to
   * the waitlist at once, inside the caller's transaction, as when a member cancels.
   */
  async function releasePlaces(
    trx: Transaction<Database>,
    places: readonly { event_id: number; role: string }[],
  ): Promise<Promotion[]> {
    const promoted: Promotion[] = [];
    for (const place of places) {
      const event = await events.lockEvent(trx, place.event_id);
      if (!event) continue;
      const ids = await promote(trx, event, place.role as SignupRole);
      if (ids.length > 0) promoted.push({ event, ids });
    }
    return promoted;
  }

  /**
   * After the transaction that released places committed: the cached list counts them no
   * more (other servers hear of it through the change feed), and those who moved up are
   * mailed.
   */
  async function placesReleased(promoted: readonly Promotion[]): Promise<void> {
    deps.eventsCache.invalidate();
    for (const { event, ids } of promoted) await mailPromotions(event, ids);
  }

  return { promote, mailPromotions, releasePlaces, placesReleased };
}
