import { useQuery } from '@tanstack/react-query';
import type { EventSummary, EventsResponse, MySignupSummary } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events: the season as the caller may see it (drafts only for the board). */
export const eventsQuery = apiQuery<EventsResponse>(apiPaths.events.list);

/** An event of the season's list with the reader's own sign-up for it, if any. */
export type EventListItem = EventSummary & { my_signup: MySignupSummary | null };

/** The list's events, each with the reader's own sign-up (the answer gives those apart). */
export function withMySignups(answer: EventsResponse): EventListItem[] {
  const mine = new Map(answer.my_signups.map((signup) => [signup.event_id, signup]));
  return answer.events.map((event) => ({ ...event, my_signup: mine.get(event.id) ?? null }));
}

export function useEvents() {
  return useQuery({ ...eventsQuery, select: withMySignups });
}
