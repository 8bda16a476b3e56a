import type { Kysely } from 'kysely';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import { paymentState } from '@club/shared/rules/payments';
import type { Database } from '../../db/schema';
import { systemClock, type Clock } from '../../clock';
import type { Mailer } from '../mail/mailer';
import type { Notify, WantsMail } from '../notifications/notifications.service';
import { reminderMail } from './event-mails';
import * as events from './events.repository';
import { paymentReference } from './payment-reference';
import * as signups from './signups.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reminder mails `reminderDays` before an event starts, one per confirmed sign-up. Several
 * servers may sweep at once: each claims a sign-up with a conditional update before it
 * sends, so only one of them mails it. A mail that fails gives its claim back for the next
 * sweep.
 */
export interface EventRemindersDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Ends with '/': the mail links the event page under it. */
  publicUrl: string;
  /** EVENT_REMINDER_DAYS. */
  reminderDays: number;
  notify: Notify;
  wantsMail: WantsMail;
  /** To whom members pay (the club setting). */
  paymentInstructions: () => Promise<string | null>;
  clock?: Clock;
}

export function createEventRemindersService(deps: EventRemindersDeps) {
  const { db, notify, clock = systemClock } = deps;
  /** Sends what is due; resolves to how many reminders this sweep sent. */
  async function sendDue(now: Date = new Date(clock())): Promise<number> {
    const due = await signups.listReminderCandidates(db, {
      from: now.toISOString(),
      until: new Date(now.getTime() + deps.reminderDays * DAY_MS).toISOString(),
    });
    let sent = 0;
    for (const { id } of due) {
      // The claim and the inbox notice are one write: a claimed reminder is in the inbox.
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await signups.claimReminder(trx, id, now.toISOString()))) return false;
        const row = await trx
          .selectFrom('event_signups as s')
          .innerJoin('events as e', 'e.id', 's.event_id')
          .select(['s.user_id', 'e.id as event_id', 'e.title', 'e.starts_at'])
          .where('s.id', '=', id)
          .executeTakeFirst();
        // A guest has no account to be reminded in (the candidates leave them out too).
        if (row && row.user_id !== null) {
          await notify(trx, [
            {
              userId: row.user_id,
              kind: 'event_reminder',
              title: {
                key: NOTIFICATION_TITLE_KEYS.eventReminder,
                params: { event: row.title, starts_at: row.starts_at },
              },
              link: NOTIFICATION_LINKS.event(row.event_id),
            },
          ]);
        }
        return true;
      });
      if (!claimed) continue;
      try {
        const [recipient] = await signups.listRecipients(db, { signupIds: [id] });
        if (recipient && !(await deps.wantsMail(recipient.user_id, 'event_reminder'))) continue;
        const eventId = await signups.eventOf(db, id);
        const event = eventId === undefined ? undefined : await events.findEvent(db, eventId);
        const signup = event ? await signups.findSignup(db, event.id, id) : undefined;
        // Cancelled between the listing and the claim: nothing to remind of.
        if (!recipient || !signup || !event) continue;
        const instructions = await deps.paymentInstructions();
        await deps.mailer.send(
          reminderMail({
            to: recipient,
            event,
            payment: {
              amountOwed: paymentState(signup).amount_owed,
              reference: paymentReference(event.id, id),
              instructions,
            },
            link: `${deps.publicUrl}events/${event.id}`,
          }),
        );
        sent += 1;
      } catch (error) {
        await signups.releaseReminder(db, id);
        throw error;
      }
    }
    return sent;
  }

  return { sendDue };
}

export type EventRemindersService = ReturnType<typeof createEventRemindersService>;
