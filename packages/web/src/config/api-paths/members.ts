// The member's own account and inbox, and staff's lists and tools.

import * as firstReads from './first-reads';
import { query, type Id } from './path-parts';

export const me = {
  account: 'me',
  password: 'me/password',
  email: 'me/email',
  confirmEmail: 'me/email/confirm',
  export: 'me/export',
  preferences: 'me/preferences',
  /** The member's usual diet, allergies and emergency contact. */
  eventDefaults: 'me/event-defaults',
};

/** The people the member is guardian of, and invitations to be a second guardian. */
export const household = {
  list: 'household',
  person: (id: Id) => `household/${id}`,
  guardians: (id: Id) => `household/${id}/guardians`,
  accept: 'household/invitations/accept',
  /** A guardian mails the person a link to a login of their own. */
  login: (id: Id) => `household/${id}/login`,
  /** The person, following that link, chooses their password. */
  ownLogin: 'household/own-login',
};

export const notifications = {
  ...firstReads.notifications,
  read: 'notifications/read',
};

export const users = {
  /** Everyone, or those whose name or email matches `q`. */
  list: (q = '') => `users${query({ q: q.trim() })}`,
  detail: (id: Id) => `users/${id}`,
  passwordReset: (id: Id) => `users/${id}/password-reset`,
};

export const xpAwards = 'xp-awards';

export const settings = firstReads.settings;

export const staffWork = 'staff/work';

export const changeRequests = {
  list: (status = '') => `change-requests${query({ status })}`,
  detail: (id: Id) => `change-requests/${id}`,
};

/** Staff: what waits for review, oldest first. */
export const waiting = {
  backgrounds: 'backgrounds?status=submitted',
  reports: 'reports?status=submitted',
};

/** One page of the audit log with the filters that are set, in the order given. */
export function audit(params: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `audit?${text}` : 'audit';
}
