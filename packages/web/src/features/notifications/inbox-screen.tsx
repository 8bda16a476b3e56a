import {
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useDateFormat } from '../../lib/date-format';
import type { Notification } from '@club/shared/contract/notifications';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { useEventChanges, useNotificationTitle } from './components/use-notification-title';

/** The member's inbox (/inbox): what happened to their characters, sign-ups and writing. */
export function InboxScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();

  return (
    <Stack gap="md" maw={760}>
      <ScreenHeader
        title={t('notifications.title')}
        intro={
          query.data
            ? query.data.unread === 0
              ? t('notifications.allRead')
              : t('notifications.unreadCount', { count: query.data.unread })
            : undefined
        }
      >
        {query.data && query.data.unread > 0 ? (
          <Button
            variant="light"
            onClick={() => markRead.mutate({ all: true })}
            loading={markRead.isPending}
          >
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
        <Anchor component={Link} className="club-tap" to={paths.account} size="sm">
          {t('notifications.mailSettings')}
        </Anchor>
      </ScreenHeader>
      {markRead.isError ? (
        <Text c="red.8" role="alert">
          {errorMessage(markRead.error, 'notifications.markFailed')}
        </Text>
      ) : null}
      {query.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : query.isError ? (
        <LoadError
          message={errorMessage(query.error, 'notifications.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t('notifications.empty')}</Text>
      ) : (
        <Box
          component="ul"
          aria-label={t('notifications.title')}
          m={0}
          p={0}
          style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          {query.data.items.map((item) => (
            <li key={item.id}>
              <InboxItem
                item={item}
                onRead={() => markRead.mutate({ ids: [item.id] })}
                busy={markRead.isPending}
              />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function InboxItem({
  item,
  onRead,
  busy,
}: {
  item: Notification;
  onRead: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const title = useNotificationTitle();
  const changes = useEventChanges()(item);
  const unread = item.read_at === null;
  const when = format.dateTime(item.created_at);

  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      style={
        unread
          ? { borderLeft: '4px solid var(--mantine-color-oxblood-7)' }
          : { background: 'transparent' }
      }
    >
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Anchor
            component={Link}
            className="club-tap"
            id={`notification-${item.id}`}
            to={item.link}
            fw={unread ? 700 : 400}
            onClick={unread ? onRead : undefined}
            style={{ overflowWrap: 'break-word' }}
          >
            {unread ? <VisuallyHidden>{t('notifications.unreadMark')} </VisuallyHidden> : null}
            {title(item)}
          </Anchor>
          {changes.length > 0 ? (
            <Stack gap={0} component="ul" m={0} pl="md">
              {changes.map((line) => (
                <Text key={line} component="li" size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
          ) : null}
          {item.body ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.body}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" component="time" dateTime={item.created_at}>
            {t(`notifications.kinds.${item.kind}`)} · {when}
          </Text>
        </Stack>
        {unread ? (
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={onRead}
            disabled={busy}
            aria-describedby={`notification-${item.id}`}
          >
            {t('notifications.markRead')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
