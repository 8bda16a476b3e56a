import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Notification } from '@club/shared/contract/notifications';
import {
  EVENT_CHANGE_FIELDS,
  type EventChangeField,
} from '@club/shared/contract/notifications-constants';
import { useDateFormat } from '../../../lib/date-format';

/**
 * A notification's title in the reader's language: its key looked up with its params, a
 * time param written as a date, an XP reason the app wrote itself said by its key. An
 * unknown key (a newer server) falls back to the kind.
 */
export function useNotificationTitle(): (notification: Notification) => string {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  return useCallback(
    (notification: Notification) => {
      const params: Record<string, string | number> = { ...notification.title.params };
      if (typeof params.starts_at === 'string')
        params.starts_at = format.dateTime(params.starts_at);
      if (typeof params.reason_key === 'string' && i18n.exists(params.reason_key)) {
        params.reason = t(params.reason_key, params);
      }
      if (i18n.exists(notification.title.key)) return t(notification.title.key, params);
      return t(`notifications.kinds.${notification.kind}`);
    },
    [t, i18n, format],
  );
}

/**
 * What an event change notice says changed, one line per field from what to what:
 * "Start: fre. 14. maj 2027 kl. 18.00 → lør. 13. nov. 2027 kl. 18.00".
 */
export function useEventChanges(): (notification: Notification) => string[] {
  const { t } = useTranslation();
  const format = useDateFormat();
  return useCallback(
    (notification: Notification) => {
      const params = notification.title.params;
      const value = (field: EventChangeField, raw: string | number) => {
        if (field === 'starts_at' || field === 'ends_at') return format.dateTime(String(raw));
        if (field === 'price') return t('events.kroner', { amount: raw });
        return raw === '' ? t('notifications.change.noPlace') : String(raw);
      };
      return EVENT_CHANGE_FIELDS.flatMap((field) => {
        const from = params[`${field}_from`];
        const to = params[`${field}_to`];
        if (from === undefined || to === undefined) return [];
        return [
          t('notifications.change.line', {
            field: t(`notifications.change.${field}`),
            from: value(field, from),
            to: value(field, to),
          }),
        ];
      });
    },
    [t, format],
  );
}
