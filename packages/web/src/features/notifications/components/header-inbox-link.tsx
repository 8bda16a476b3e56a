import { ActionIcon, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { LuBell } from 'react-icons/lu';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { useNotifications } from '../api/get-notifications';

/**
 * The inbox in the phone's header, where the navigation is folded behind the menu: a bell
 * with the unread count on it, so a reply is seen without opening the menu. Its name says
 * the count: "Indbakke, 3 ulæste".
 */
export function HeaderInboxLink() {
  const { t } = useTranslation();
  const unread = useNotifications().data?.unread ?? 0;
  const label =
    unread > 0
      ? `${t('nav.inbox')}, ${t('notifications.unreadCount', { count: unread })}`
      : t('nav.inbox');
  return (
    <ActionIcon
      component={Link}
      to={paths.inbox}
      variant="subtle"
      color="parchment.1"
      size="lg"
      aria-label={label}
      className="club-header-inbox"
      pos="relative"
      style={{ overflow: 'visible' }}
    >
      <LuBell size={22} aria-hidden />
      {unread > 0 ? (
        <Badge
          component="span"
          size="md"
          circle={unread < 10}
          color="oxblood"
          variant="white"
          pos="absolute"
          top={-4}
          right={-6}
          fz={12}
          aria-hidden
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </ActionIcon>
  );
}
