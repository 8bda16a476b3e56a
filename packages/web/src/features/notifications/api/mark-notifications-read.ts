import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationsRead,
  NotificationsReadResponse,
  NotificationsResponse,
} from '@club/shared/contract/notifications';
import { apiRequest } from '../../../api/client';
import { notificationKeys } from './query-keys';

/** POST notifications/read: some by id, or all of them. */
export function markNotificationsRead(body: NotificationsRead): Promise<NotificationsReadResponse> {
  return apiRequest<NotificationsReadResponse>('notifications/read', { method: 'POST', body });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }, body) => {
      // Mark them here at once; the next poll brings the server's times.
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationsResponse>(notificationKeys.list(), (old) =>
        old
          ? {
              unread,
              items: old.items.map((item) =>
                item.read_at === null && ('all' in body || body.ids.includes(item.id))
                  ? { ...item, read_at: now }
                  : item,
              ),
            }
          : old,
      );
    },
  });
}
