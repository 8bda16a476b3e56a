import { z } from 'zod';
import { DbIdSchema } from './ids';
import { MEMBER_LANGUAGES, NOTIFICATION_KINDS } from './notifications-constants';

export * from './notifications-constants';

/**
 * The member's inbox ("indbakke") and mail preferences, under `{base}api`. Every call
 * needs a login and reaches only the caller's own notifications.
 *
 * - GET /notifications?limit=50 → {items, unread}: newest first (at most `limit`, 1–200,
 *   default 50); `unread` counts all the member's unread ones, listed or not.
 * - POST /notifications/read `{ids: [..]}` or `{all: true}` → {unread}: marks them read
 *   (ids that are not the caller's, or already read, are left alone; not an error).
 * - GET /me/preferences → Preferences; PUT /me/preferences `{mail?: {kind: boolean},
 *   language?}` (kinds left out keep their value) → Preferences. Every kind mails by
 *   default; mails are written in `language` alone (Danish until the member chooses).
 *
 * A notification is written in the same transaction as the change it reports; its mail
 * goes out after the commit, unless the member turned that kind off.
 */

export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

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
  characterInventory: (id: number) => `/character/${id}/inventory`,
  event: (id: number) => `/events/${id}`,
  eventReports: (id: number) => `/events/${id}/reports`,
  /** The member's own sign-up and its thread with the organizers. */
  eventSignup: (id: number) => `/events/${id}#signup`,
} as const;

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  title: NotificationTitleSchema,
  /** What the notice says besides its title (a message, an organizer's comment), or null. */
  body: z.string().nullable(),
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

export const MemberLanguageSchema = z.enum(MEMBER_LANGUAGES);

/** GET /me/preferences and the answer of PUT: every kind is present. */
export const PreferencesSchema = z.object({
  mail: z.record(NotificationKindSchema, z.boolean()),
  /** The language of the member's mails (the app's, as the member last chose it). */
  language: MemberLanguageSchema,
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** PUT /me/preferences: the kinds to change (an unknown kind is 400), the language, or both. */
export const PreferencesUpdateSchema = z
  .object({
    mail: z.partialRecord(NotificationKindSchema, z.boolean()).optional(),
    language: MemberLanguageSchema.optional(),
  })
  .refine((body) => body.mail !== undefined || body.language !== undefined, {
    message: 'Give mail or language',
  });
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;

/** Every kind mails unless the member turned it off. */
export function defaultMailPreferences(): Record<NotificationKind, boolean> {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
    NotificationKind,
    boolean
  >;
}
