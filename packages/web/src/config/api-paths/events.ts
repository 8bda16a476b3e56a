import * as firstReads from './first-reads';
import type { Id } from './path-parts';

export const events = {
  ...firstReads.events,
  detail: (id: Id) => `events/${id}`,
  signups: (id: Id) => `events/${id}/signups`,
  signup: (id: Id, signupId: Id) => `events/${id}/signups/${signupId}`,
  attendance: (id: Id, signupId: Id) => `events/${id}/signups/${signupId}/attendance`,
  settle: (id: Id) => `events/${id}/settle`,
  ticket: (id: Id, code: string) => `events/${id}/tickets/${encodeURIComponent(code)}`,
  lists: (id: Id) => `events/${id}/lists`,
  listFile: (id: Id, kind: string) => `events/${id}/lists/${kind}.csv`,
  reports: (id: Id) => `events/${id}/reports`,
  report: (id: Id, reportId: Id) => `events/${id}/reports/${reportId}`,
  reviewReport: (id: Id, reportId: Id) => `events/${id}/reports/${reportId}/review`,
};

export const calendar = {
  feed: 'calendar',
  renewToken: 'calendar/token',
};
