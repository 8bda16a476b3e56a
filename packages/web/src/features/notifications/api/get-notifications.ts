import { useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@club/shared/contract/notifications';
import { apiRequest } from '../../../api/client';
import { notificationKeys } from './query-keys';

/** How often the inbox and the navigation's count look for news while the app is open. */
export const INBOX_POLL_MS = 60_000;

/** GET notifications: the newest notifications and how many are unread. */
export function getNotifications(): Promise<NotificationsResponse> {
  // Quiet: a refresh in the background must not cover the screen with the loader.
  return apiRequest<NotificationsResponse>('notifications', { quiet: true });
}

/**
 * The inbox, asked for again when the window gets focus and once a minute while it is
 * visible, never while the device is offline (nothing could come).
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: getNotifications,
    refetchOnWindowFocus: () => navigator.onLine,
    refetchInterval: () => (navigator.onLine ? INBOX_POLL_MS : false),
    refetchIntervalInBackground: false,
    staleTime: 10_000,
  });
}
