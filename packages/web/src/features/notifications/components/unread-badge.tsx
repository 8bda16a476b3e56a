import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useNotifications } from '../api/get-notifications';

/**
 * The inbox's unread count beside its link: a number to the eye, "3 ulæste" to a screen
 * reader. Nothing when all is read.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useNotifications().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <>
      <Badge
        component="span"
        size="sm"
        circle={unread < 10}
        color="oxblood"
        variant="filled"
        ml={6}
        aria-hidden
      >
        {unread > 99 ? '99+' : unread}
      </Badge>
      <VisuallyHidden> {t('notifications.unreadCount', { count: unread })}</VisuallyHidden>
    </>
  );
}
