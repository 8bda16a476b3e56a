import { useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@club/shared/contract/notifications';
import { apiQuery, QUIET } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** How often the inbox and the navigation's count look for news while the app is open. */
export const INBOX_POLL_MS = 60_000;

/**
 * GET notifications: the newest notifications and how many are unread; the navigation's
 * unread count reads the same answer. Quiet: a refresh in the background must not cover
 * the screen with the loader.
 */
export const notificationsQuery = {
  ...apiQuery<NotificationsResponse>(apiPaths.notifications.list),
  meta: QUIET,
};

/**
 * The inbox, asked for again when the window gets focus and once a minute while it is
 * visible, never while the device is offline (nothing could come).
 */
export function useNotifications() {
  return useQuery({
    ...notificationsQuery,
    refetchOnWindowFocus: () => navigator.onLine,
    refetchInterval: () => (navigator.onLine ? INBOX_POLL_MS : false),
    refetchIntervalInBackground: false,
    staleTime: 10_000,
  });
}
