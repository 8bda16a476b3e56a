import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import type { EventRow } from '../../db/schema';
import type { NewNotice } from '../notifications/notifications.service';

/**
 * What changed of an event that its participants must hear of, as the notice's parameters
 * (`starts_at_from`, `starts_at_to`, …): the start, the end, the place, and the price of
 * the member's own role. A change of the other role's price alone is not their news.
 */
function changesFor(before: EventRow, after: EventRow, role: string) {
  const params: Record<string, string | number> = {};
  if (before.starts_at !== after.starts_at) {
    params.starts_at_from = before.starts_at;
    params.starts_at_to = after.starts_at;
  }
  if (before.ends_at !== after.ends_at) {
    params.ends_at_from = before.ends_at;
    params.ends_at_to = after.ends_at;
  }
  if (before.location !== after.location) {
    params.location_from = before.location;
    params.location_to = after.location;
  }
  const price = (event: EventRow) => (role === 'crew' ? event.price_crew : event.price_player);
  if (price(before) !== price(after)) {
    params.price_from = price(before);
    params.price_to = price(after);
  }
  return params;
}

/** One `event_changed` notice per participant the change concerns. */
export function changeNotices(
  before: EventRow,
  after: EventRow,
  recipients: readonly { user_id: number; role: string }[],
): NewNotice[] {
  return recipients.flatMap((recipient) => {
    const changes = changesFor(before, after, recipient.role);
    if (Object.keys(changes).length === 0) return [];
    return [
      {
        userId: recipient.user_id,
        kind: 'event_changed' as const,
        title: {
          key: NOTIFICATION_TITLE_KEYS.eventChanged,
          params: { event: after.title, ...changes },
        },
        link: NOTIFICATION_LINKS.event(after.id),
      },
    ];
  });
}
