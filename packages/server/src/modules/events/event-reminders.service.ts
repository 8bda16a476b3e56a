import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { findSetting } from '../settings/settings.repository';
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
export function createEventRemindersService(
  db: Kysely<Database>,
  deps: { mailer: Mailer; publicUrl: string; reminderDays: number },
) {
  /** Sends what is due; resolves to how many reminders this sweep sent. */
  async function sendDue(now: Date = new Date()): Promise<number> {
    const due = await signups.listReminderCandidates(db, {
      from: now.toISOString(),
      until: new Date(now.getTime() + deps.reminderDays * DAY_MS).toISOString(),
    });
    let sent = 0;
    for (const { id } of due) {
      if (!(await signups.claimReminder(db, id, now.toISOString()))) continue;
      try {
        const [recipient] = await signups.listRecipients(db, { signupIds: [id] });
        const signup = await db
          .selectFrom('event_signups')
          .select(['event_id', 'amount_due', 'payment_status'])
          .where('id', '=', id)
          .executeTakeFirst();
        const event = signup ? await events.findEvent(db, signup.event_id) : undefined;
        // Cancelled between the listing and the claim: nothing to remind of.
        if (!recipient || !signup || !event) continue;
        const instructions = (await findSetting(db, 'payment_instructions'))?.value ?? null;
        await deps.mailer.send(
          reminderMail({
            to: recipient,
            event,
            payment: {
              amountDue: signup.amount_due,
              reference: paymentReference(event.id, id),
              instructions,
              paid: signup.payment_status !== 'unpaid',
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
