// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

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
  /** Another character, or the organizers, gave the member's character something. */
  'item_received',
  /** An event the member is signed up for moved, changed place or price, or was cancelled. */
  'event_changed',
  /** Staff wrote to an event's participants. */
  'event_message',
  /** An organizer answered the member's message about their sign-up. */
  'organizer_answer',
] as const;

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
 * - notifications.titles.itemReceived `{character, what}` (from the organizers; `what` is
 *   rules/inventory quantityText: "2 bdt. Røllike", "5 sølv", "1 Ulfberht")
 * - notifications.titles.itemGift `{character, from, what}` (`from`: the giving character)
 * - notifications.titles.xpAwarded `{character, amount, reason}`, and for a reason the app
 *   wrote itself `reason_key` and its parameters (XP_REASON_KEYS)
 * - notifications.titles.eventChanged `{event}` and for each change made its `…_from` and
 *   `…_to`: `starts_at_…`, `ends_at_…` (ISO times), `location_…`, `price_…` (kroner)
 * - notifications.titles.eventCancelled `{event, starts_at}`
 * - notifications.titles.eventMessage `{event, subject}` (the message in the body)
 * - notifications.titles.organizerAnswer `{event}` (the answer in the body)
 *
 * A notice may carry a body besides its title: a message, or the organizer's comment on a
 * background, a report or a character.
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
  itemReceived: 'notifications.titles.itemReceived',
  itemGift: 'notifications.titles.itemGift',
  eventChanged: 'notifications.titles.eventChanged',
  eventCancelled: 'notifications.titles.eventCancelled',
  eventMessage: 'notifications.titles.eventMessage',
  organizerAnswer: 'notifications.titles.organizerAnswer',
} as const;

/** The fields whose change a member is told of, in the order the notice lists them. */
export const EVENT_CHANGE_FIELDS = ['starts_at', 'ends_at', 'location', 'price'] as const;
export type EventChangeField = (typeof EVENT_CHANGE_FIELDS)[number];

/** The languages a member can read the app and their mails in. */
export const MEMBER_LANGUAGES = ['da', 'en'] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];
export type NotificationTitleKey =
  (typeof NOTIFICATION_TITLE_KEYS)[keyof typeof NOTIFICATION_TITLE_KEYS];
