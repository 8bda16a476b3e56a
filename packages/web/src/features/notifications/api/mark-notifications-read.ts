import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationsRead,
  NotificationsReadResponse,
} from '@club/shared/contract/notifications';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { notificationsQuery } from './get-notifications';

/** POST notifications/read: some by id, or all of them. */
export function markNotificationsRead(body: NotificationsRead): Promise<NotificationsReadResponse> {
  return apiRequest<NotificationsReadResponse>(apiPaths.notifications.read, {
    method: 'POST',
    body,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }, body) => {
      // Mark them here at once; the next poll brings the server's times.
      const now = new Date().toISOString();
      queryClient.setQueryData(notificationsQuery.queryKey, (old) =>
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
