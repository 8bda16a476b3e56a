import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Notification } from '@club/shared/contract/notifications';

/**
 * A notification's title in the reader's language: its key looked up with its params,
 * a time param written as a date. An unknown key (a newer server) falls back to the kind.
 */
export function useNotificationTitle(): (notification: Notification) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (notification: Notification) => {
      const params: Record<string, string | number> = { ...notification.title.params };
      if (typeof params.starts_at === 'string') {
        params.starts_at = new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Copenhagen',
        }).format(new Date(params.starts_at));
      }
      if (i18n.exists(notification.title.key)) return t(notification.title.key, params);
      return t(`notifications.kinds.${notification.kind}`);
    },
    [t, i18n],
  );
}
