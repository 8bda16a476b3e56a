import { useQuery } from '@tanstack/react-query';
import type { EventDefaults } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET me/event-defaults: what the member usually writes when signing up. */
export const eventDefaultsQuery = apiQuery<EventDefaults>(apiPaths.me.eventDefaults);

export function useEventDefaults() {
  return useQuery(eventDefaultsQuery);
}
