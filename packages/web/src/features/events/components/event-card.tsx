import { useTranslation } from '../../../i18n/use-translation';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PaymentFilter } from '@club/shared/contract/staff-work-constants';
import { paths } from '../../../config/paths';
import type { EventListItem } from '../api/get-events';
import { EventBadges } from './event-badges';
import { PlacesLeft } from './places-left';
import { useEventFormat } from './use-event-format';

/**
 * An event in the season's list: when, where, places left and the member's own status;
 * in staff's payment view, what is missing or to give back, linking to those sign-ups.
 */
export function EventCard({
  event,
  past = false,
  payment = null,
}: {
  event: EventListItem;
  past?: boolean;
  /** The payment filter the list shows (staff): the card opens the event with it. */
  payment?: PaymentFilter | null;
}) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const titleId = `event-${event.id}-title`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor
              component={Link}
              to={
                payment
                  ? `${paths.events.details(event.id)}?payment=${payment}#signups-title`
                  : paths.events.details(event.id)
              }
              inherit
            >
              {event.title}
            </Anchor>
          </Title>
          <EventBadges event={event} />
        </Group>
        <Text size="sm" fw={600}>
          {format.range(event.starts_at, event.ends_at)}
        </Text>
        {event.location ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('events.where', { location: event.location })}
          </Text>
        ) : null}
        {event.status === 'published' && !past && !payment ? <PlacesLeft event={event} /> : null}
        {payment && event.totals ? (
          <Text size="sm" fw={700} c="oxblood.8">
            {payment === 'unpaid'
              ? t('events.list.outstanding', { amount: format.kroner(event.totals.outstanding) })
              : t('events.list.refundsDue', { amount: format.kroner(event.totals.refunds_due) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
