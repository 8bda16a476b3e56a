import { z } from 'zod';
import { DbIdSchema } from './ids';

/**
 * The member's inbox ("indbakke") and mail preferences, under `{base}api`. Every call
 * needs a login and reaches only the caller's own notifications.
 *
 * - GET /notifications?limit=50 → {items, unread}: newest first (at most `limit`, 1–200,
 *   default 50); `unread` counts all the member's unread ones, listed or not.
 * - POST /notifications/read `{ids: [..]}` or `{all: true}` → {unread}: marks them read
 *   (ids that are not the caller's, or already read, are left alone; not an error).
 * - GET /me/preferences → Preferences; PUT /me/preferences `{mail: {kind: boolean}}`
 *   (kinds left out keep their value) → Preferences. Every kind mails by default.
 *
 * A notification is written in the same transaction as the change it reports; its mail
 * goes out after the commit, unless the member turned that kind off.
 */

export const NOTIFICATION_KINDS = [
  /** Staff approved or declined the member's change request. */
  'change_request_answered',
  /** Staff approved a background or asked for changes. */
  'background_reviewed',
  /** Staff approved or returned an after-event report. */
  'report_reviewed',
  /** Someone else wrote a (not staff-only) comment on the member's character. */
  'character_comment',
  /** The member moved from the waitlist to a place. */
  'waitlist_promoted',
  /** An event the member is signed up for is near. */
  'event_reminder',
  /** A rules change put the member's character sheet under review. */
  'sheet_needs_review',
  /** XP was added to the member's character (staff award, settling, an approved report). */
  'xp_awarded',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/**
 * The title travels as a message key and its parameters, so each reader sees it in their
 * own language: the web looks the key up in da.json / en.json (group `notifications`)
 * and fills `{{name}}` placeholders from `params`. Keys and their params:
 *
 * - notifications.titles.changeRequestApproved `{character}`
 * - notifications.titles.changeRequestDeclined `{character}`
 * - notifications.titles.backgroundApproved `{character}`
 * - notifications.titles.backgroundChangesRequested `{character}`
 * - notifications.titles.reportApproved `{event}`
 * - notifications.titles.reportReturned `{event}`
 * - notifications.titles.characterComment `{character, author}`
 * - notifications.titles.waitlistPromoted `{event}`
 * - notifications.titles.eventReminder `{event, starts_at}` (ISO time)
 * - notifications.titles.sheetNeedsReview `{character}`
 * - notifications.titles.xpAwarded `{character, amount, reason}`
 */
export const NOTIFICATION_TITLE_KEYS = {
  changeRequestApproved: 'notifications.titles.changeRequestApproved',
  changeRequestDeclined: 'notifications.titles.changeRequestDeclined',
  backgroundApproved: 'notifications.titles.backgroundApproved',
  backgroundChangesRequested: 'notifications.titles.backgroundChangesRequested',
  reportApproved: 'notifications.titles.reportApproved',
  reportReturned: 'notifications.titles.reportReturned',
  characterComment: 'notifications.titles.characterComment',
  waitlistPromoted: 'notifications.titles.waitlistPromoted',
  eventReminder: 'notifications.titles.eventReminder',
  sheetNeedsReview: 'notifications.titles.sheetNeedsReview',
  xpAwarded: 'notifications.titles.xpAwarded',
} as const;
export type NotificationTitleKey =
  (typeof NOTIFICATION_TITLE_KEYS)[keyof typeof NOTIFICATION_TITLE_KEYS];

export const NotificationTitleSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type NotificationTitle = z.infer<typeof NotificationTitleSchema>;

/**
 * Where a notification leads: a path of the web app (no base path, no origin), built
 * here once so server and web agree.
 */
export const NOTIFICATION_LINKS = {
  character: (id: number) => `/character/${id}`,
  characterBackground: (id: number) => `/character/${id}/background`,
  characterXp: (id: number) => `/character/${id}/overview`,
  event: (id: number) => `/events/${id}`,
  eventReports: (id: number) => `/events/${id}/reports`,
} as const;

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  title: NotificationTitleSchema,
  /** A web app path (NOTIFICATION_LINKS). */
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATION_LIMITS = {
  defaultPage: 50,
  maxPage: 200,
  /** ids in one POST /notifications/read. */
  maxIds: 200,
} as const;

export const NotificationsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_LIMITS.maxPage)
    .default(NOTIFICATION_LIMITS.defaultPage),
});

export const NotificationsResponseSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

export const NotificationsReadSchema = z.union([
  z.object({ ids: z.array(DbIdSchema).min(1).max(NOTIFICATION_LIMITS.maxIds) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationsRead = z.infer<typeof NotificationsReadSchema>;

export const NotificationsReadResponseSchema = z.object({ unread: z.number().int() });
export type NotificationsReadResponse = z.infer<typeof NotificationsReadResponseSchema>;

/** GET /me/preferences and the answer of PUT: every kind is present. */
export const PreferencesSchema = z.object({
  mail: z.record(NotificationKindSchema, z.boolean()),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** PUT /me/preferences: the kinds to change; an unknown kind is 400. */
export const PreferencesUpdateSchema = z.object({
  mail: z.partialRecord(NotificationKindSchema, z.boolean()),
});
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;

/** Every kind mails unless the member turned it off. */
export function defaultMailPreferences(): Record<NotificationKind, boolean> {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
    NotificationKind,
    boolean
  >;
}
