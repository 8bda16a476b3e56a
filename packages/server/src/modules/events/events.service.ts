import { createEventDefaults } from './event-defaults';
import { createEventList } from './event-list';
import { createEventMessages } from './event-messages';
import { createEventPlanning } from './event-planning';
import { createEventSettling } from './event-settling';
import { createEventSignups } from './event-signups';
import { createEventStaffWork } from './event-staff-work';
import { createEventsContext, type EventsDeps } from './events-context';

export type { EventViewer, EventsDeps } from './events-context';

/**
 * The season's events (SPEC.md 8): the list, the board's planning, members' sign-ups and
 * their payments, messages between staff and participants, members' usual sign-up
 * details, staff's work at the event and settling, over one context (events-context.ts)
 * and one waitlist (waitlist.ts).
 */
export function createEventsService(deps: EventsDeps) {
  const context = createEventsContext(deps);
  const { releasePlaces, placesReleased } = context.waitlist;
  return {
    ...createEventList(context),
    ...createEventPlanning(context),
    ...createEventSignups(context),
    ...createEventStaffWork(context),
    ...createEventSettling(context),
    ...createEventMessages(context),
    ...createEventDefaults(context),
    releasePlaces,
    placesReleased,
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
