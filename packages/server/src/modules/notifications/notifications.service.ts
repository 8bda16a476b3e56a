import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  defaultMailPreferences,
  type NotificationKind,
  type NotificationTitle,
  type NotificationsRead,
  type NotificationsReadResponse,
  type NotificationsResponse,
  type Preferences,
  type PreferencesUpdateSchema,
} from '@club/shared/contract/notifications';
import type { Database, Db } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { notificationMail } from './notification-mail';
import { titleParams, toNotification } from './notifications.mapper';
import * as repo from './notifications.repository';
import { noteMailsQueued } from './mail-queue';

/**
 * Kinds whose mail is their own, richer message sent by the area that makes them (the
 * waitlist promotion and reminder mails carry payment details; the change-request answer
 * its reason): the sweep does not mail these again. Those areas ask `wantsMail` first.
 */
const OWN_MAIL_KINDS: readonly NotificationKind[] = [
  'waitlist_promoted',
  'event_reminder',
  'change_request_answered',
];

export interface NewNotice {
  userId: number;
  kind: NotificationKind;
  title: { key: string; params: Record<string, string | number> };
  /** What the notice says besides its title (a message, the organizer's comment). */
  body?: string | null;
  /** A web app path (NOTIFICATION_LINKS). */
  link: string;
}

/**
 * Writes notifications inside the caller's transaction, so they exist exactly when the
 * change they report does. Their mails (for kinds without their own) go out from the mail
 * sweep after the commit.
 */
export async function notify(trx: Db, notices: readonly NewNotice[]): Promise<void> {
  const at = new Date().toISOString();
  const rows = notices.map((notice) => ({
    user_id: notice.userId,
    kind: notice.kind,
    title_key: notice.title.key,
    title_params: JSON.stringify(notice.title.params),
    body: notice.body ?? null,
    link: notice.link,
    mail_pending: OWN_MAIL_KINDS.includes(notice.kind) ? 0 : 1,
    created_at: at,
    read_at: null,
  }));
  await repo.insertNotifications(trx, rows);
  noteMailsQueued(rows.filter((row) => row.mail_pending === 1).length);
}

/** Writes notices inside the caller's transaction (see `notify`); passed to the areas that notify. */
export type Notify = typeof notify;

/** Whether the member takes mails of this kind (the areas whose mails are their own ask first). */
export type WantsMail = (userId: number, kind: NotificationKind) => Promise<boolean>;

export type PreferencesUpdateInput = z.output<typeof PreferencesUpdateSchema>;

export interface NotificationsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Ends with '/': a mail links the notification's page under it. */
  publicUrl: string;
}

export function createNotificationsService({ db, mailer, publicUrl }: NotificationsDeps) {
  async function list(userId: number, limit: number): Promise<NotificationsResponse> {
    const [rows, unread] = await Promise.all([
      repo.listNotifications(db, userId, limit),
      repo.countUnread(db, userId),
    ]);
    return { items: rows.map(toNotification), unread };
  }

  async function markRead(
    userId: number,
    input: NotificationsRead,
  ): Promise<NotificationsReadResponse> {
    await repo.markRead(db, userId, 'all' in input ? 'all' : input.ids, new Date().toISOString());
    return { unread: await repo.countUnread(db, userId) };
  }

  async function preferences(userId: number): Promise<Preferences> {
    const mail = defaultMailPreferences();
    const [rows, language] = await Promise.all([
      repo.listMailPreferences(db, userId),
      repo.findLanguage(db, userId),
    ]);
    for (const row of rows) {
      if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) {
        mail[row.kind as NotificationKind] = row.mail === 1;
      }
    }
    return { mail, language: language === 'en' ? 'en' : 'da' };
  }

  async function savePreferences(
    userId: number,
    input: PreferencesUpdateInput,
  ): Promise<Preferences> {
    const changes = Object.entries(input.mail ?? {}).flatMap(([kind, mail]) =>
      typeof mail === 'boolean' ? [{ kind, mail }] : [],
    );
    await db.transaction().execute(async (trx) => {
      await repo.saveMailPreferences(trx, userId, changes);
      if (input.language) await repo.saveLanguage(trx, userId, input.language);
    });
    return preferences(userId);
  }

  const wantsMail: WantsMail = (userId, kind) => repo.wantsMail(db, userId, kind);

  /**
   * Mails the notifications still waiting for theirs, oldest first. Each is claimed before
   * it is sent, so servers sweeping at once mail it once; a member who turned the kind off
   * (or whose account is gone) gets none. A failed delivery gives the claim back. Answers
   * how many mails went out.
   */
  async function sendPendingMails(batch = 100): Promise<number> {
    let sent = 0;
    for (const { id } of await repo.listMailPending(db, batch)) {
      const row = await repo.claimMail(db, id);
      if (!row || Number(row.wants_mail) !== 1 || row.active !== 1 || row.deleted_at !== null) {
        continue;
      }
      const title: NotificationTitle = {
        key: row.title_key,
        params: titleParams(row.title_params),
      };
      try {
        await mailer.send(
          notificationMail({
            to: { name: row.name, email: row.email, language: row.language },
            title,
            body: row.body,
            link: `${publicUrl}${row.link.replace(/^\//, '')}`,
          }),
        );
        sent += 1;
      } catch (error) {
        await repo.releaseMail(db, id);
        throw error;
      }
    }
    return sent;
  }

  return { list, markRead, preferences, savePreferences, notify, wantsMail, sendPendingMails };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
