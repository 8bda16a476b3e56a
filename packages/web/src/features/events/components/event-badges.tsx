import { useTranslation } from '../../../i18n/use-translation';
import { Badge, Group } from '@mantine/core';
import type { EventSummary, MySignupSummary } from '@club/shared/contract/events';

/**
 * What to know at a glance: a draft (only the board sees those), cancelled, settled, and
 * the member's own sign-up.
 */
export function EventBadges({
  event,
}: {
  event: Pick<EventSummary, 'status'> & { my_signup: MySignupSummary | null };
}) {
  const { t } = useTranslation();
  const mine = event.my_signup;
  return (
    <Group gap={6} wrap="wrap">
      {event.status !== 'published' ? (
        <Badge
          variant={event.status === 'cancelled' ? 'light' : 'outline'}
          color={event.status === 'cancelled' ? 'oxblood' : 'gray.8'}
        >
          {t(`events.status.${event.status}`)}
        </Badge>
      ) : null}
      {mine && mine.status !== 'withdrawn' ? (
        <Badge variant="filled" color={mine.status === 'confirmed' ? '#1e5f2e' : 'parchment.8'}>
          {mine.status === 'confirmed'
            ? t('events.mine.confirmedBadge', { role: t(`events.role.${mine.role}`) })
            : t('events.mine.waitlistedBadge', { position: mine.waitlist_position ?? 0 })}
        </Badge>
      ) : null}
    </Group>
  );
}
