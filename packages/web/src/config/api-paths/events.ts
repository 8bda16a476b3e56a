import * as firstReads from './first-reads';
import type { Id } from './path-parts';

export const events = {
  ...firstReads.events,
  detail: (id: Id) => `events/${id}`,
  signups: (id: Id) => `events/${id}/signups`,
  /** A guardian and their household in one step, paid as one. */
  familySignups: (id: Id) => `events/${id}/family-signups`,
  signup: (id: Id, signupId: Id) => `events/${id}/signups/${signupId}`,
  attendance: (id: Id, signupId: Id) => `events/${id}/signups/${signupId}/attendance`,
  payments: (id: Id, signupId: Id) => `events/${id}/signups/${signupId}/payments`,
  /** The sign-up's thread with the organizers. */
  thread: (id: Id, signupId: Id) => `events/${id}/signups/${signupId}/messages`,
  /** Staff's messages to the event's participants. */
  messages: (id: Id) => `events/${id}/messages`,
  calendarFile: (id: Id) => `events/${id}/calendar.ics`,
  settle: (id: Id) => `events/${id}/settle`,
  /** Staff sign up and check in a member who turns up at the gate. */
  walkIns: (id: Id) => `events/${id}/walk-ins`,
  ticket: (id: Id, code: string) => `events/${id}/tickets/${encodeURIComponent(code)}`,
  lists: (id: Id) => `events/${id}/lists`,
  listFile: (id: Id, kind: string) => `events/${id}/lists/${kind}.csv`,
  /** The caller's (or the acted-as child's) participation and photo consents. */
  consents: (id: Id) => `events/${id}/consents`,
  reports: (id: Id) => `events/${id}/reports`,
  report: (id: Id, reportId: Id) => `events/${id}/reports/${reportId}`,
  reviewReport: (id: Id, reportId: Id) => `events/${id}/reports/${reportId}/review`,
  /** The member's own draft of the event's report. */
  reportDraft: (id: Id) => `events/${id}/reports/draft`,
};

/** Staff: members' threads with the organizers waiting for an answer. */
export const eventThreads = 'event-threads';

export const calendar = {
  feed: 'calendar',
  renewToken: 'calendar/token',
};
